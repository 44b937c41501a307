import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { eventNameSchema } from '../../../../core/admin-events';
import { ENTITY_NAME_MAX } from '../../../../core/entity-names';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { errorDescription } from '../../../components/Toast';

const schema = z.object({ name: eventNameSchema });
const FIELDS = ['name'] as const;

interface EventNameDialogProps {
  open: boolean;
  onClose: () => void;
  /** "New event" or "Rename “Xmas 1975”". */
  title: string;
  submitLabel: string;
  initialName: string;
  /** Saves the (normalised) name; a refused one shows its message under the field. */
  onSave: (name: string) => Promise<unknown>;
}

/** Creates or renames an event: spec §5's name rules checked here and again by the server. */
export function EventNameDialog({
  open,
  onClose,
  title,
  submitLabel,
  initialName,
  onSave,
}: EventNameDialogProps) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    values: { name: initialName },
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const busy = form.formState.isSubmitting;
  const close = () => {
    if (busy) return;
    setFailure(null);
    form.reset({ name: initialName });
    onClose();
  };
  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSave(name);
      form.reset({ name: '' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.fields?.name || error.code === 'duplicate'))
        showServerErrors([['name', error.fields?.name ?? error.message]]);
      else setFailure(errorDescription(error));
    }
  }, focusFirstError);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormTextField
          control={form.control}
          name="name"
          onEdit={() => form.clearErrors('name')}
          label="Event name"
          hint="2 to 100 characters, e.g. Christmas 1975."
          required
          maxLength={ENTITY_NAME_MAX + 20}
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}
