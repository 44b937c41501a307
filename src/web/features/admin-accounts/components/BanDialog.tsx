import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminAccount, BAN_REASON_MAX, banSchema } from '../../../../core/admin-accounts';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { useBan } from '../api/accounts-api';

const REASON_FIELDS = ['reason'] as const;

interface BanDialogProps {
  /** The account to ban; null keeps the dialog closed. */
  account: AdminAccount | null;
  onClose: () => void;
}

/** Bans an account after saying what it does, with the reason the audit log keeps. */
export function BanDialog({ account, onClose }: BanDialogProps) {
  const formId = useId();
  const ban = useBan();
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(banSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  const { control, clearErrors } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, REASON_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (ban.isPending) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(({ reason }) => {
    if (!account || ban.isPending) return;
    setFailure(null);
    ban.mutate(
      { id: account.id, reason },
      {
        onSuccess: () => {
          notify.success('Account banned', `${account.email} is signed out everywhere.`);
          form.reset();
          onClose();
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.reason : undefined;
          if (fieldError) showServerErrors([['reason', fieldError]]);
          else setFailure(errorDescription(error));
        },
      },
    );
  }, focusFirstError);

  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={`Ban ${account?.email ?? ''}?`}
      description={`Signs ${account?.email ?? 'them'} out on every device now and keeps them from signing in until an admin unbans them. Their orders and licences stay as they are.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={ban.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={ban.isPending}>
            Ban account
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormTextareaField
          control={control}
          name="reason"
          onEdit={() => clearErrors('reason')}
          label="Reason"
          hint="Kept in the audit log; the person does not see it."
          required
          rows={3}
          maxLength={BAN_REASON_MAX}
        />
      </form>
    </Dialog>
  );
}
