import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SYNONYM_WORD_MAX, type SynonymInput, synonymSchema } from '../../../../core/search-settings';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { useAddSynonym } from '../api/search-insights';

const FIELDS = ['term', 'synonym_of'] as const;

/**
 * "Add a synonym" for a term that found nothing: the term is filled in, the admin names the word
 * whose photos it should find; saved as the search settings page saves a pair.
 */
export function AddSynonymDialog({ term, onClose }: { term: string | null; onClose: () => void }) {
  const formId = useId();
  const save = useAddSynonym();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SynonymInput>({
    shouldFocusError: false,
    resolver: zodResolver(synonymSchema),
    values: { term: term ?? '', synonym_of: '' },
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
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(
          'Synonym added',
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
    });
  }, focusFirstError);
  return (
    <Dialog
      open={term !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Add a synonym"
      description="A search for either word finds photos of both (and of the other words of the group)."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={save.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={save.isPending}>
            Add synonym
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
          hint="The search that found nothing"
          required
          maxLength={SYNONYM_WORD_MAX}
        />
        <FormTextField
          control={form.control}
          name="synonym_of"
          label="Synonym of"
          hint="A word the catalogue knows, e.g. christmas"
          required
          maxLength={SYNONYM_WORD_MAX}
          // The term is filled in already: what the admin types is its synonym.
          autoFocus
        />
      </form>
    </Dialog>
  );
}
