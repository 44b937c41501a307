/**
 * The back office's pages by name, each loaded when first shown (router.tsx adminPage). Kept
 * apart from the router so the places of two dozen admin pages are not in every visitor's first
 * script; only an admin's first page loads this list.
 */
export const adminPages = {
  AdminOrdersPage: async () => (await import('./features/admin-orders/AdminOrdersPage')).AdminOrdersPage,
  AdminOrderPage: async () => (await import('./features/admin-orders/AdminOrderPage')).AdminOrderPage,
  PaymentsPage: async () => (await import('./features/admin-orders/PaymentsPage')).PaymentsPage,
  PaymentDashboardPage: async () =>
    (await import('./features/admin-orders/PaymentDashboardPage')).PaymentDashboardPage,
  AdminCompaniesPage: async () =>
    (await import('./features/admin-companies/AdminCompaniesPage')).AdminCompaniesPage,
  AdminCompanyPage: async () =>
    (await import('./features/admin-companies/AdminCompanyPage')).AdminCompanyPage,
  EventsAdminPage: async () => (await import('./features/admin-events/EventsAdminPage')).EventsAdminPage,
  CollectionsAdminPage: async () =>
    (await import('./features/admin-collections/CollectionsAdminPage')).CollectionsAdminPage,
  CollectionEditorPage: async () =>
    (await import('./features/admin-collections/CollectionEditorPage')).CollectionEditorPage,
  DescribePage: async () => (await import('./features/photo-editor/DescribePage')).DescribePage,
  UploadPage: async () => (await import('./features/uploads/UploadPage')).UploadPage,
  AdminPhotosPage: async () => (await import('./features/admin-photos/AdminPhotosPage')).AdminPhotosPage,
  StudioPhotoPage: async () => (await import('./features/studio/StudioPhotoPage')).StudioPhotoPage,
  ReviewQueuePage: async () => (await import('./features/studio/ReviewQueuePage')).ReviewQueuePage,
  PeoplePage: async () => (await import('./features/people/PeoplePage')).PeoplePage,
  PhotoFacesPage: async () => (await import('./features/photo-faces/PhotoFacesPage')).PhotoFacesPage,
  AuditPage: async () => (await import('./features/admin-audit/AuditPage')).AuditPage,
  AccountsPage: async () => (await import('./features/admin-accounts/AccountsPage')).AccountsPage,
  ConsolidationPage: async () =>
    (await import('./features/admin-accounts/ConsolidationPage')).ConsolidationPage,
  SiteBannerPage: async () => (await import('./features/admin-site-banner/SiteBannerPage')).SiteBannerPage,
  SearchConfigPage: async () =>
    (await import('./features/admin-search-config/SearchConfigPage')).SearchConfigPage,
  SearchInsightsPage: async () =>
    (await import('./features/search-insights/SearchInsightsPage')).SearchInsightsPage,
  ComponentsPage: async () => (await import('./features/styleguide/ComponentsPage')).ComponentsPage,
  StyleguidePage: async () => (await import('./features/styleguide/StyleguidePage')).StyleguidePage,
};

export type AdminPageName = keyof typeof adminPages;
