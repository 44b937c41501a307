import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CONTACT_SUBJECTS, type ContactInput, contactProblems } from '../../../core/contact';
import { paths } from '../../../core/paths';
import { ApiError, api, readJson } from '../../api';
import { Button } from '../../components/Button';
import { Field, TextareaField, TextField } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Select } from '../../components/Select';
import { errorDescription } from '../../components/Toast';
import { StaticPage } from './StaticPage';

type Problems = Partial<Record<keyof ContactInput, string>>;

async function sendMessage(input: ContactInput): Promise<void> {
  // The route checks its body with core/contact.ts's rules rather than a validator, so its type
  // names no body; `hc` still sends the one given, as JSON.
  const request = { json: input };
  await readJson(await api.contact.$post(request));
}

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** spec §2 /contact: a message to the team, checked here and on the server by the same rules. */
export function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const send = useMutation({
    mutationFn: sendMessage,
    onError: (error) => {
      // The server's field messages go under the fields, as the page's own checks do.
      if (error instanceof ApiError && error.fields) setProblems(error.fields as Problems);
    },
  });
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblems(form);
    setProblems(found ?? {});
    if (!found) send.mutate(form as ContactInput);
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
          <p className="mt-2 text-ink-soft">We will reply to {form.email} within one working day.</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setForm(EMPTY);
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
            <TextField
              label="Your name"
              autoComplete="name"
              value={form.name}
              onValueChange={set('name')}
              error={problems.name}
            />
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              value={form.email}
              onValueChange={set('email')}
              error={problems.email}
            />
          </div>
          <Field label="What is it about?" error={problems.subject}>
            {(control) => (
              <Select
                {...control}
                aria-invalid={control['aria-invalid']}
                placeholder="Choose a subject"
                value={(form.subject || undefined) as (typeof CONTACT_SUBJECTS)[number] | undefined}
                options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
                onValueChange={set('subject')}
              />
            )}
          </Field>
          <TextareaField
            label="Message"
            rows={6}
            value={form.message}
            onValueChange={set('message')}
            error={problems.message}
          />
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </form>
      )}
    </StaticPage>
  );
}
