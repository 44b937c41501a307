import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLECTING_TOASTS, type IntegrityReport } from '../../../../core/collecting';
import { api, readJson } from '../../../api';
import { errorDescription } from '../../../components/Toast';
import { refreshCollecting } from './collecting-keys';
import { errorToast, foundToast, isNetworkFailure, isStatus, successToast } from './collecting-toasts';

// The company operations of the picker and the profile's Companies tab, in one module.

/** `POST /api/companies`: the person's company of that name (ignoring case), or a new one. */
export async function saveCompany(name: string) {
  return readJson(await api.companies.$post({ json: { name } }));
}

/** `PATCH /api/companies/:id`: 409 `A company named "X" already exists in your account`. */
export async function renameCompany({ id, name }: { id: string; name: string }) {
  const body = await readJson(await api.companies[':id'].$patch({ param: { id }, json: { name } }));
  return body.company;
}

/** `DELETE /api/companies/:id`: projects keep the name they were made under. */
export async function deleteCompany(id: string): Promise<void> {
  await readJson(await api.companies[':id'].$delete({ param: { id } }));
}

/** `PUT /api/companies/:id/logo` as a form upload (field `logo`); 400 when it is not an image. */
export async function setCompanyLogo({ id, file }: { id: string; file: File }) {
  const body = await readJson(await api.companies[':id'].logo.$put({ param: { id }, form: { logo: file } }));
  return body.company;
}

/** `DELETE /api/companies/:id/logo`. */
export async function removeCompanyLogo(id: string) {
  const body = await readJson(await api.companies[':id'].logo.$delete({ param: { id } }));
  return body.company;
}

/** `GET /api/companies/integrity`: duplicate names, projects naming unknown companies, empty names. */
export async function checkIntegrity(): Promise<IntegrityReport> {
  return readJson(await api.companies.integrity.$get());
}

/**
 * The picker's "Save Company" (spec §4, §8): "Company found" / `Selected existing company "X"`
 * or "Company created" / `Created new company "X"`, 3 s. A 400 belongs under the field; no
 * answer at all is "Network error" / "Unable to check for existing company. Please try again.";
 * anything else "Error with company".
 */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'save'] as const,
    mutationFn: saveCompany,
    onSuccess: async ({ company, created }) => {
      if (created) foundToast(...COLLECTING_TOASTS.companyCreated(company.name));
      else foundToast(...COLLECTING_TOASTS.companyFound(company.name));
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
    onError: (error) => {
      if (isStatus(error, 400)) return;
      if (isNetworkFailure(error)) errorToast(...COLLECTING_TOASTS.networkError('company'));
      else errorToast(COLLECTING_TOASTS.companyError[0], errorDescription(error));
    },
  });
}

/** spec §8: "Company updated" / "Error updating company"; a 400 or 409 shows under the field. */
export function useRenameCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'rename'] as const,
    mutationFn: renameCompany,
    onSuccess: async (company) => {
      successToast(COLLECTING_TOASTS.companyUpdated[0], `Renamed to "${company.name}".`);
      await refreshCollecting(queryClient);
    },
    onError: (error) => {
      if (!isStatus(error, 400) && !isStatus(error, 409))
        errorToast(COLLECTING_TOASTS.companyUpdateFailed[0], errorDescription(error));
    },
  });
}

/** spec §8: "Company deleted" / "Error deleting company". */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companies', 'delete'] as const,
    mutationFn: deleteCompany,
    onSuccess: async () => {
      successToast(COLLECTING_TOASTS.companyDeleted[0]);
      await refreshCollecting(queryClient);
    },
    onError: (error) => errorToast(COLLECTING_TOASTS.companyDeleteFailed[0], errorDescription(error)),
  });
}

/** A new logo or none: "Company updated", else "Error updating company" with why (not an image). */
export function useCompanyLogo() {
  const queryClient = useQueryClient();
  const onError = (error: unknown) =>
    errorToast(COLLECTING_TOASTS.companyUpdateFailed[0], errorDescription(error));
  const set = useMutation({
    mutationKey: ['companies', 'logo'] as const,
    mutationFn: setCompanyLogo,
    onSuccess: async () => {
      successToast(COLLECTING_TOASTS.companyUpdated[0], 'The logo is saved.');
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
    onError,
  });
  const remove = useMutation({
    mutationKey: ['companies', 'logo-remove'] as const,
    mutationFn: removeCompanyLogo,
    onSuccess: async () => {
      successToast(COLLECTING_TOASTS.companyUpdated[0], 'The logo is removed.');
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
    onError,
  });
  return { set, remove };
}

const issues = (count: number) => `${count} ${count === 1 ? 'issue' : 'issues'}`;

/**
 * spec §8: "Data integrity check passed", "Data integrity issues found" (the issues are listed
 * by the panel) or "Data integrity check failed".
 */
export function useIntegrityCheck() {
  return useMutation({
    mutationKey: ['companies', 'integrity'] as const,
    mutationFn: checkIntegrity,
    onSuccess: (report) => {
      if (report.ok) successToast(COLLECTING_TOASTS.integrityPassed[0]);
      else errorToast(COLLECTING_TOASTS.integrityIssues[0], `${issues(report.issues.length)} to look at.`);
    },
    onError: (error) => errorToast(COLLECTING_TOASTS.integrityFailed[0], errorDescription(error)),
  });
}
