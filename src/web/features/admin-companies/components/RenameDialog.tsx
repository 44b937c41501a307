import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminCompanyDetail } from '../../../../core/admin-companies';
import { companyNameSchema } from '../../../../core/body-schemas';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { useRenameCompany } from '../api/admin-companies';
import { renameSummary } from '../company-words';

const nameForm = z.object({ name: companyNameSchema });
const FIELDS = ['name'] as const;

interface RenameDialogProps {
  company: AdminCompanyDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Renames a company (spec §5's rules). The dialog says what follows the name and what does not:
 * the projects filed under it do; paid orders, their certificates and invoices keep the old one.
 * Someone else's save meanwhile is reported and the typed name kept.
 */
export function RenameDialog({ company, open, onClose }: RenameDialogProps) {
  const formId = useId();
  const rename = useRenameCompany();
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(nameForm),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: company.name },
  });
  const { control, clearErrors, watch } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const typed = watch('name').trim() || '…';

  const close = () => {
    if (rename.isPending) return;
    form.reset({ name: company.name });
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(({ name }) => {
    setFailure(null);
    rename.mutate(
      { id: company.id, name, version: company.version },
      {
        onSuccess: (renamed) => {
          notify.success('Company renamed', `“${company.name}” is now “${renamed.name}”.`);
          form.reset({ name: renamed.name });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'duplicate')
            showServerErrors([['name', error.message]]);
          else if (error instanceof ApiError && error.fields?.name)
            showServerErrors([['name', error.fields.name]]);
          else setFailure(errorDescription(error));
        },
      },
    );
  }, focusFirstError);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={`Rename “${company.name}”?`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={rename.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={rename.isPending}>
            Rename
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormTextField
          control={control}
          name="name"
          onEdit={() => clearErrors('name')}
          label="New name"
          required
        />
        <p className="text-sm text-ink-soft">
          {renameSummary(company.name, typed, company.stats.projects, company.stats.orders)}
        </p>
      </form>
    </Dialog>
  );
}
