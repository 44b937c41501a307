import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { CONTACT_SUBJECTS, type ContactInput, contactSchema } from '../../../core/contact';
import { paths } from '../../../core/paths';
import { ApiError, api, readJson } from '../../api';
import { Button } from '../../components/Button';
import { Field, TextareaField, TextField } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useFormErrors } from '../../components/form-errors';
import { Select } from '../../components/Select';
import { errorDescription } from '../../components/Toast';
import { StaticPage } from './StaticPage';

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

async function sendMessage(input: ContactInput): Promise<void> {
  await readJson(await api.contact.$post({ json: input }));
}

const EMPTY: ContactInput = { name: '', email: '', subject: '' as ContactInput['subject'], message: '' };

/** spec §2 /contact: a message to the team, checked here and on the server by the same rules. */
export function ContactPage() {
  // Checked on sending; a field's message goes when it is edited, and comes back, if still due, on the next send.
  const form = useForm<ContactInput>({
    shouldFocusError: false,
    // raw: the message goes as typed; the server trims it with the same schema.
    resolver: zodResolver(contactSchema, undefined, { raw: true }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { control, clearErrors } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, CONTACT_FIELDS);
  const send = useMutation({
    mutationFn: sendMessage,
    onError: (error) => {
      // The server's field messages go under the fields, as the page's own checks do.
      if (error instanceof ApiError && error.fields)
        showServerErrors(CONTACT_FIELDS.map((field) => [field, error.fields?.[field]] as const));
    },
  });
  const submit = form.handleSubmit((values) => send.mutate(values), focusFirstError);
  const edited = (field: keyof ContactInput, onChange: (value: string) => void) => (value: string) => {
    clearErrors(field);
    onChange(value);
  };

  return (
    <StaticPage
      path={paths.contact.path}
      heading="Contact us"
      intro="Questions about a licence, clearance paperwork, or contributing your family’s photos? We answer within one working day."
    >
      {send.isSuccess ? (
        <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-rule">
          <h2 className="!mt-0">Thank you — your message is on its way</h2>
          <p className="mt-2 text-ink-soft">
            We will reply to {form.getValues('email')} within one working day.
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              form.reset(EMPTY);
              send.reset();
            }}
          >
            Send another message
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-rule">
          {send.isError && !(send.error instanceof ApiError && send.error.fields) && (
            <FormAlert>Your message could not be sent: {errorDescription(send.error)}</FormAlert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  ref={field.ref}
                  label="Your name"
                  autoComplete="name"
                  value={field.value}
                  onValueChange={edited('name', field.onChange)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="email"
              render={({ field, fieldState }) => (
                <TextField
                  ref={field.ref}
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  value={field.value}
                  onValueChange={edited('email', field.onChange)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="subject"
            render={({ field, fieldState }) => (
              <Field label="What is it about?" error={fieldState.error?.message}>
                {(controlProps) => (
                  <Select
                    {...controlProps}
                    aria-invalid={controlProps['aria-invalid']}
                    placeholder="Choose a subject"
                    value={field.value || undefined}
                    options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
                    onValueChange={edited('subject', field.onChange)}
                  />
                )}
              </Field>
            )}
          />
          <Controller
            control={control}
            name="message"
            render={({ field, fieldState }) => (
              <TextareaField
                ref={field.ref}
                label="Message"
                rows={6}
                value={field.value}
                onValueChange={edited('message', field.onChange)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </form>
      )}
    </StaticPage>
  );
}
