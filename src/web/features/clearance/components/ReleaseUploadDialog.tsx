import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CLEARANCE_MESSAGES,
  RELEASE_KIND_LABELS,
  RELEASE_KINDS,
  RELEASE_MAX_BYTES,
  type Release,
  type ReleaseKind,
  releaseMetadataSchema,
} from '../../../../core/clearance';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { controlClass } from '../../../components/Input';
import { Select } from '../../../components/Select';
import { notify } from '../../../components/Toast';
import { useUploadRelease } from '../api/clearance';

const uploadSchema = releaseMetadataSchema().extend({
  file: z
    .custom<File | null>()
    .refine((file) => file instanceof File && file.size > 0, CLEARANCE_MESSAGES.fileRequired)
    .refine(
      (file) => !(file instanceof File) || file.size <= RELEASE_MAX_BYTES,
      CLEARANCE_MESSAGES.fileTooLarge,
    ),
});
type UploadValues = z.input<typeof uploadSchema>;
const FIELDS = ['file', 'kind', 'signer', 'signer_role', 'signed_on', 'covers'] as const;

const KIND_OPTIONS = RELEASE_KINDS.map((kind) => ({ value: kind, label: RELEASE_KIND_LABELS[kind] }));

const EMPTY: UploadValues = {
  file: null,
  kind: 'person',
  signer: '',
  signer_role: '',
  signed_on: '',
  covers: '',
};

interface Props {
  /** Whose library (admins); the signed-in person's own when absent. */
  creator?: string;
  /** Runs with the stored release (the clearance file attaches it). */
  onUploaded?: (release: Release) => unknown;
  trigger: ReactNode;
}

/** "Upload a release": the signed file and who signed it, when, and whom or what it covers. */
export function ReleaseUploadDialog({ creator, onUploaded, trigger }: Props) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadRelease();
  const form = useForm<UploadValues>({
    shouldFocusError: false,
    resolver: zodResolver(uploadSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const release = await upload.mutateAsync({
        file: values.file as File,
        kind: values.kind as ReleaseKind,
        signer: values.signer,
        signer_role: values.signer_role,
        signed_on: values.signed_on,
        covers: values.covers,
        ...(creator ? { creator } : {}),
      });
      await onUploaded?.(release);
      notify.success('Release uploaded', `Signed by ${release.signer}.`);
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.fields &&
        Object.keys(error.fields).some((key) => key !== 'body')
      ) {
        showServerErrors(FIELDS.map((name) => [name, error.fields?.[name]] as const));
      } else setProblem(error instanceof Error ? error.message : 'The release could not be uploaded.');
    }
  }, focusFirstError);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setProblem(null);
      }}
      trigger={trigger}
      title="Upload a release"
      description="A signed model or property release: a PDF, JPEG or PNG of at most 20 MB."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="release-upload" loading={upload.isPending}>
            Upload release
          </Button>
        </>
      }
    >
      <form id="release-upload" onSubmit={submit} noValidate className="space-y-4" aria-label="Release">
        {problem && <FormAlert>{problem}</FormAlert>}
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <Field
              label="Release file"
              hint="PDF, JPEG or PNG, at most 20 MB."
              error={fieldState.error?.message}
            >
              {(control) => (
                <input
                  {...control}
                  ref={field.ref}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                  onChange={(event) => {
                    form.clearErrors('file');
                    field.onChange(event.target.files?.[0] ?? null);
                  }}
                  className={`${controlClass} py-1.5`}
                />
              )}
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field, fieldState }) => (
            <Field label="Kind" error={fieldState.error?.message}>
              {(control) => (
                <Select
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  value={field.value as ReleaseKind}
                  options={KIND_OPTIONS}
                  onValueChange={(value) => field.onChange(value)}
                />
              )}
            </Field>
          )}
        />
        <FormTextField
          control={form.control}
          name="signer"
          onEdit={() => form.clearErrors('signer')}
          label="Signed by"
          hint="The name on the release."
          required
          maxLength={220}
          autoComplete="off"
        />
        <FormTextField
          control={form.control}
          name="signer_role"
          onEdit={() => form.clearErrors('signer_role')}
          label="Signer’s role"
          hint="For example “the person shown”, “executor of the estate”, “owner of the house”."
          required
          maxLength={220}
          autoComplete="off"
        />
        <Controller
          control={form.control}
          name="signed_on"
          render={({ field, fieldState }) => (
            <Field label="Signed on" error={fieldState.error?.message}>
              {(control) => (
                <input
                  {...control}
                  ref={field.ref}
                  type="date"
                  required
                  value={field.value}
                  onChange={(event) => {
                    form.clearErrors('signed_on');
                    field.onChange(event.target.value);
                  }}
                  className={controlClass}
                />
              )}
            </Field>
          )}
        />
        <FormTextField
          control={form.control}
          name="covers"
          onEdit={() => form.clearErrors('covers')}
          label="Covers"
          hint="Which person or property it covers, e.g. “Margaret, seated at the piano”."
          required
          maxLength={520}
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}
