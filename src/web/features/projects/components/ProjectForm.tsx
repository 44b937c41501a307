import { type FormEvent, useState } from 'react';
import type { Project } from '../../../../core/collecting';
import { companyNameProblem, entityNameProblem, normalizeName } from '../../../../core/entity-names';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { fieldMessage } from '../api/collecting-toasts';
import { useSaveCompany } from '../api/company-mutations';
import { useCompanies } from '../api/get-companies';
import { useCreateProject } from '../api/project-mutations';
import { CompanyPicker } from './CompanyPicker';
import { StepIndicator } from './StepIndicator';

/** spec §2: "Create Project for Wishlist" or "Create Project for Purchase". */
export type ProjectPurpose = 'wishlist' | 'purchase';

export const PROJECT_FORM_TITLE: Record<ProjectPurpose, string> = {
  wishlist: 'Create Project for Wishlist',
  purchase: 'Create Project for Purchase',
};

const STEPS = ['Company', 'Project name'] as const;

interface ProjectFormProps {
  /**
   * Heads the form with what the project is for, where the form is one step of something else
   * (copying a shared wishlist). A dialog that only creates a project takes the title itself
   * (`PROJECT_FORM_TITLE`) and leaves this out: one dialog, one title.
   */
  purpose?: ProjectPurpose;
  onCreated: (project: Project) => void;
  onCancel: () => void;
}

/**
 * spec §2 project creation form, in two steps: 1 the company (the company picker), 2 the
 * project's name. spec §5: a project needs a name and a company; a name is used once per company.
 */
export function ProjectForm({ purpose, onCreated, onCancel }: ProjectFormProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [company, setCompany] = useState('');
  const [name, setName] = useState('');
  const [companyTried, setCompanyTried] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const [serverError, setServerError] = useState<{ name?: string | null; company?: string | null }>({});
  const companies = useCompanies();
  const saveCompany = useSaveCompany();
  const create = useCreateProject();

  const companyProblem = companyNameProblem(company);
  const nameProblem = entityNameProblem(name);

  // A typed company that is not on the list yet is saved on the way (find-or-create), so no
  // project names a company the person does not have (the integrity check's "unknown company").
  const next = () => {
    setCompanyTried(true);
    if (companyProblem) return;
    const wanted = normalizeName(company);
    const known = companies.data?.find((row) => row.name.toLowerCase() === wanted.toLowerCase());
    if (known) {
      setCompany(known.name);
      setStep(2);
      return;
    }
    saveCompany.mutate(wanted, {
      onSuccess: ({ company: saved }) => {
        setCompany(saved.name);
        setStep(2);
      },
      onError: (error) => setServerError({ company: fieldMessage(error, 'name') }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) return next();
    setNameTouched(true);
    if (nameProblem) return;
    create.mutate(
      { name: normalizeName(name), company },
      {
        onSuccess: (project) => onCreated(project),
        onError: (error) =>
          setServerError({ name: fieldMessage(error, 'name'), company: fieldMessage(error, 'company') }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {purpose && <h3 className="font-display text-xl text-ink">{PROJECT_FORM_TITLE[purpose]}</h3>}
      <StepIndicator steps={STEPS} current={step} />
      {step === 1 ? (
        <>
          <CompanyPicker
            value={company}
            onChange={(value) => {
              setServerError({});
              setCompany(value);
            }}
            error={serverError.company ?? (companyTried ? companyProblem : null)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={company.trim() === ''} loading={saveCompany.isPending}>
              Next
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft">
            Company: <span className="font-medium text-ink">{company}</span>{' '}
            <Button variant="link" size="sm" onClick={() => setStep(1)}>
              Change
            </Button>
          </p>
          {serverError.company && <p className="text-sm font-medium text-red-700">{serverError.company}</p>}
          <TextField
            label="Project name"
            value={name}
            onValueChange={(value) => {
              setServerError({});
              setName(value);
            }}
            onBlur={() => setNameTouched(name.trim() !== '' || nameTouched)}
            error={serverError.name ?? (nameTouched ? nameProblem : null)}
            maxLength={200}
            autoFocus
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button type="submit" disabled={name.trim() === ''} loading={create.isPending}>
              Create Project
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
