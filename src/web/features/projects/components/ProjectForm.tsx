import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { companyNameSchema, entityNameSchema } from '../../../../core/body-schemas';
import type { Project } from '../../../../core/collecting';
import { normalizeName } from '../../../../core/entity-names';
import { z } from '../../../../core/zod';
import { Button } from '../../../components/Button';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextField } from '../../../components/form-fields';
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

/** spec §5: a project needs a name and a company; the server checks both with these schemas. */
const projectSchema = z.object({ company: companyNameSchema, name: entityNameSchema });
const PROJECT_FIELDS = ['company', 'name'] as const;

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
  // The company's message shows once "Next" was pressed, then follows the value.
  const [companyTried, setCompanyTried] = useState(false);
  const form = useForm({
    resolver: zodResolver(projectSchema),
    // The name is checked once it is left with something typed, then as it changes.
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { company: '', name: '' },
  });
  const { control, setValue, trigger } = form;
  const { focusFirstError, showServerErrors, clearServerErrors } = useFormErrors(form, PROJECT_FIELDS);
  const [company, name] = useWatch({ control, name: ['company', 'name'] });
  const companyError = form.formState.errors.company?.message;
  const companies = useCompanies();
  const saveCompany = useSaveCompany();
  const create = useCreateProject();

  const chooseCompany = (value: string) => setValue('company', value, { shouldValidate: companyTried });

  // A typed company that is not on the list yet is saved on the way (find-or-create), so no
  // project names a company the person does not have (the integrity check's "unknown company").
  const next = async () => {
    setCompanyTried(true);
    if (!(await trigger('company'))) return;
    const wanted = normalizeName(company);
    const known = companies.data?.find((row) => row.name.toLowerCase() === wanted.toLowerCase());
    if (known) {
      chooseCompany(known.name);
      setStep(2);
      return;
    }
    saveCompany.mutate(wanted, {
      onSuccess: ({ company: saved }) => {
        chooseCompany(saved.name);
        setStep(2);
      },
      onError: (error) => showServerErrors([['company', fieldMessage(error, 'name')]]),
    });
  };

  const submit = (event: FormEvent) => {
    if (step === 1) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit((values) => {
      create.mutate(
        { name: values.name, company },
        {
          onSuccess: (project) => onCreated(project),
          onError: (error) =>
            showServerErrors([
              ['name', fieldMessage(error, 'name')],
              ['company', fieldMessage(error, 'company')],
            ]),
        },
      );
    }, focusFirstError)(event);
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
              clearServerErrors();
              chooseCompany(value);
            }}
            error={companyError}
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
          {companyError && <p className="text-sm font-medium text-red-700">{companyError}</p>}
          <FormTextField
            control={control}
            name="name"
            onEdit={clearServerErrors}
            // Leaving the field empty says nothing yet; "Create Project" stays off instead.
            quietWhenEmpty
            label="Project name"
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
