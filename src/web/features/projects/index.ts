/**
 * A buyer's projects and companies (their lists, forms and pickers), and the query keys and
 * toasts that wishlists, projects and companies share.
 *
 * The feature's public entry: code outside `features/projects/` imports from here only
 * (scripts/import-rules.ts). Re-exports only: the build takes what an importer uses and nothing
 * else (vite.config.ts).
 */
export { collectingKeys, refreshCollecting, USER_SCOPED } from './api/collecting-keys';
export { errorToast, fieldMessage, isStatus, successToast } from './api/collecting-toasts';
export {
  useCompanyLogo,
  useDeleteCompany,
  useIntegrityCheck,
  useRenameCompany,
} from './api/company-mutations';
export { useCompanies } from './api/get-companies';
export { useProjects } from './api/get-projects';
export { useDeleteProject, useUpdateProject } from './api/project-mutations';
export { CompanyPicker } from './components/CompanyPicker';
export { ProjectChooser } from './components/ProjectChooser';
export { PROJECT_FORM_TITLE, ProjectForm } from './components/ProjectForm';
