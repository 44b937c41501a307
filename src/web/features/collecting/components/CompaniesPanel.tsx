import { zodResolver } from '@hookform/resolvers/zod';
import { ImageMinus, ImageUp, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { companyNameSchema } from '../../../../core/body-schemas';
import { COLLECTING_TOASTS, type Company, type IntegrityReport } from '../../../../core/collecting';
import { z } from '../../../../core/zod';
import { Button, IconButton } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
import { PageState } from '../../../components/PageState';
import { Skeleton } from '../../../components/Skeleton';
import {
  errorToast,
  fieldMessage,
  useCompanies,
  useCompanyLogo,
  useDeleteCompany,
  useIntegrityCheck,
  useRenameCompany,
} from '../../projects';
import { ConfirmButton } from './ConfirmButton';
import { countOf } from './format';

/** What the server takes (PUT /api/companies/:id/logo); SVG is refused there (it can carry scripts). */
const LOGO_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** Requests are limited to 1 MB; a logo past this is refused here, with a reason, before it is sent. */
export const LOGO_MAX_BYTES = 1_000_000;

const renameSchema = z.object({ name: companyNameSchema });

function RenameForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const rename = useRenameCompany();
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(renameSchema),
    mode: 'onChange',
    defaultValues: { name: company.name },
  });
  const { control } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, ['name']);
  // The button follows the value as typed; the message under the field comes with the check.
  const name = useWatch({ control, name: 'name' });
  const submit = form.handleSubmit(({ name }) => {
    if (name === company.name) return onDone();
    rename.mutate(
      { id: company.id, name },
      {
        onSuccess: onDone,
        onError: (error) => showServerErrors([['name', fieldMessage(error, 'name')]]),
      },
    );
  }, focusFirstError);
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormTextField
        control={control}
        name="name"
        label="Company name"
        hint="Its projects take the new name too."
        maxLength={200}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!companyNameSchema.safeParse(name).success}
          loading={rename.isPending}
        >
          Save changes
        </Button>
      </div>
    </form>
  );
}

function Logo({ company }: { company: Company }) {
  if (company.company_logo) {
    return (
      <img
        src={company.company_logo}
        alt={`${company.name} logo`}
        className="size-12 shrink-0 rounded-lg bg-white object-contain ring-1 ring-rule"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-paper-deep font-display text-xl text-ink-soft"
    >
      {company.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function CompanyRow({ company }: { company: Company }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteCompany();
  const logo = useCompanyLogo();
  const file = useRef<HTMLInputElement>(null);
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > LOGO_MAX_BYTES) {
      errorToast(COLLECTING_TOASTS.companyUpdateFailed[0], 'The logo must be at most 1 MB.');
      return;
    }
    logo.set.mutate({ id: company.id, file: chosen });
  };
  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      <Logo company={company} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{company.name}</p>
        <p className="text-sm text-ink-soft">{countOf(company.project_count, 'project')}</p>
      </div>
      <div className="flex flex-wrap gap-1">
        <input
          ref={file}
          type="file"
          accept={LOGO_TYPES}
          aria-label={`Logo file for ${company.name}`}
          className="hidden"
          onChange={upload}
        />
        <IconButton
          label={company.company_logo ? `Change logo of ${company.name}` : `Upload logo for ${company.name}`}
          disabled={logo.set.isPending}
          aria-busy={logo.set.isPending || undefined}
          onClick={() => file.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
        </IconButton>
        {company.company_logo && (
          <IconButton
            label={`Remove logo of ${company.name}`}
            disabled={logo.remove.isPending}
            onClick={() => logo.remove.mutate(company.id)}
          >
            <ImageMinus aria-hidden="true" className="size-4" />
          </IconButton>
        )}
        <Dialog
          open={renaming}
          onOpenChange={setRenaming}
          trigger={
            <IconButton label={`Rename ${company.name}`}>
              <Pencil aria-hidden="true" className="size-4" />
            </IconButton>
          }
          title="Rename company"
        >
          {renaming && <RenameForm company={company} onDone={() => setRenaming(false)} />}
        </Dialog>
        <ConfirmButton
          trigger={
            <IconButton label={`Delete ${company.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          }
          title={`Delete ${company.name}?`}
          description={
            company.project_count > 0
              ? `${company.project_count === 1 ? '1 project uses' : `${company.project_count} projects use`} this company: move ${company.project_count === 1 ? 'it' : 'them'} to another company or delete ${company.project_count === 1 ? 'it' : 'them'} first.`
              : 'This cannot be undone.'
          }
          confirmLabel="Delete company"
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate(company.id, { onSettled: close })}
        />
      </div>
    </li>
  );
}

/** spec §8 data integrity check; the issues it found stay listed until the next check. */
function IntegrityCheck() {
  const check = useIntegrityCheck();
  const [report, setReport] = useState<IntegrityReport | null>(null);
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        loading={check.isPending}
        onClick={() => check.mutate(undefined, { onSuccess: setReport })}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        Check data integrity
      </Button>
      {report && !report.ok && (
        <section
          aria-label="Data integrity issues"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="font-medium">{COLLECTING_TOASTS.integrityIssues[0]}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {report.issues.map((issue) => (
              <li key={`${issue.kind}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The profile's Companies tab: rename (names are unique per account), delete, logo, and the integrity check. */
export function CompaniesPanel() {
  const companies = useCompanies();
  return (
    <div className="space-y-6">
      <PageState
        query={companies}
        loading={
          <div role="status" aria-label="Loading your companies" className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        }
        error={(retry) => (
          <ErrorState title="Error loading companies" onRetry={retry}>
            We could not load your companies. Please try again.
          </ErrorState>
        )}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyState title="No companies yet">
              Companies are added when you create a project for a wishlist.
            </EmptyState>
          ) : (
            <ul aria-label="Your companies" className="divide-y divide-rule border-y border-rule">
              {items.map((company) => (
                <CompanyRow key={company.id} company={company} />
              ))}
            </ul>
          )
        }
      </PageState>
      <IntegrityCheck />
    </div>
  );
}
