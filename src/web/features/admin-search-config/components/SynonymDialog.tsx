import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminSynonym, SYNONYM_WORD_MAX, synonymSchema } from '../../../../core/search-settings';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { type SynonymFields, useSaveSynonym } from '../api/search-config';

const FIELDS = ['term', 'synonym_of'] as const;

/**
 * Add a pair (`synonym` null) or change one, with the server's refusals under their fields.
 * Search insights opens it with `term`, a search that found nothing: that word is filled in and
 * the admin types the word whose photos it should find.
 */
export function SynonymDialog({
  open,
  synonym,
  term,
  onClose,
}: {
  open: boolean;
  synonym: AdminSynonym | null;
  term?: string;
  onClose: () => void;
}) {
  const formId = useId();
  const save = useSaveSynonym();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SynonymFields>({
    shouldFocusError: false,
    resolver: zodResolver(synonymSchema),
    values: { term: synonym?.term ?? term ?? '', synonym_of: synonym?.synonym_of ?? '' },
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, FIELDS);
  const close = () => {
    if (save.isPending) return;
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { ...values, ...(synonym ? { editing: synonym } : {}) },
      {
        onSuccess: (saved) => {
          notify.success(
            synonym ? 'Synonym changed' : 'Synonym added',
            `Searches for “${saved.term}” now also find “${saved.synonym_of}”, and the other way round.`,
          );
          form.reset();
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields && FIELDS.some((field) => fields[field]))
            showServerErrors(FIELDS.map((field) => [field, fields[field]] as const));
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
      title={synonym ? 'Change synonym' : term !== undefined ? 'Add a synonym' : 'Add synonym'}
      description="A search for either word finds photos of both (and of the other words of the group)."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={save.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending}>
            {synonym ? 'Save synonym' : 'Add synonym'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormTextField
          control={form.control}
          name="term"
          label="Term"
          hint={term !== undefined ? 'The search that found nothing' : 'e.g. xmas'}
          required
          maxLength={SYNONYM_WORD_MAX}
        />
        <FormTextField
          control={form.control}
          name="synonym_of"
          label="Synonym of"
          hint="The group’s main word, e.g. christmas"
          required
          maxLength={SYNONYM_WORD_MAX}
          // A term given is filled in already: what the admin types is its synonym.
          autoFocus={term !== undefined}
        />
      </form>
    </Dialog>
  );
}
