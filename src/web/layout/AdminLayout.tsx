import { NavLink, Outlet } from 'react-router';
import { paths } from '../../core/paths';

/**
 * The back office, grouped as an operator thinks of it: money, the catalogue, people, the site.
 * Every admin page is one click from any other (issue 25).
 */
const ADMIN_SECTIONS = [
  {
    label: 'Sales',
    links: [
      { to: paths.adminOrders.path, label: 'Orders', end: false },
      { to: paths.adminPayments.path, label: 'Payments', end: true },
      { to: paths.adminPaymentDashboard.path, label: 'Dashboard', end: true },
    ],
  },
  {
    label: 'Catalogue',
    links: [
      { to: paths.adminPhotos.path, label: 'Photos', end: false },
      { to: paths.adminReview.path, label: 'Review', end: true },
      { to: paths.adminPhotosNew.path, label: 'Add photos', end: true },
      { to: paths.adminEvents.path, label: 'Events', end: false },
      { to: paths.adminCollections.path, label: 'Collections', end: false },
      { to: paths.adminSearchConfig.path, label: 'Search settings', end: true },
      { to: paths.adminSearchAnalytics.path, label: 'Search insights', end: true },
      { to: paths.adminPeopleAliases.path, label: 'Faces & people', end: true },
      { to: paths.adminPhotosFaces.path, label: 'Photo faces', end: true },
    ],
  },
  {
    label: 'People',
    links: [
      { to: paths.adminCompanies.path, label: 'Companies', end: false },
      { to: paths.adminAccounts.path, label: 'Accounts', end: false },
      { to: paths.adminAuthConsolidation.path, label: 'Duplicate accounts', end: true },
    ],
  },
  {
    label: 'Site',
    links: [
      { to: paths.adminSiteBanner.path, label: 'Site banner', end: true },
      { to: paths.adminAudit.path, label: 'Audit log', end: true },
      { to: paths.adminComponents.path, label: 'Components', end: true },
      { to: paths.adminStyleguide.path, label: 'Style guide', end: true },
    ],
  },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition-colors ${
    isActive ? 'bg-ink text-paper' : 'text-ink hover:bg-paper-deep'
  }`;

/**
 * The frame of every admin page (under RequireAdmin), with the admin navigation. On a phone the
 * navigation scrolls sideways in one row rather than pushing the page below the fold.
 */
export function AdminLayout() {
  return (
    <div className="border-t border-rule bg-paper-deep/40">
      <nav aria-label="Admin" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <ul className="-mx-4 flex gap-x-5 gap-y-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.label} className="flex shrink-0 items-center gap-1">
              <span className="pr-1 text-xs font-semibold uppercase tracking-[0.2em] text-sepia">
                {section.label}
              </span>
              <ul className="flex gap-1">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.end} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
