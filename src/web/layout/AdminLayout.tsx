import { NavLink, Outlet } from 'react-router';
import { paths } from '../../core/paths';

/** The admin pages built so far, in the order an admin reaches for them. */
const ADMIN_LINKS = [
  { to: paths.adminOrders.path, label: 'Orders', end: false },
  { to: paths.adminPayments.path, label: 'Payments', end: true },
  { to: paths.adminPaymentDashboard.path, label: 'Dashboard', end: true },
  { to: paths.adminComponents.path, label: 'Components', end: true },
  { to: paths.adminStyleguide.path, label: 'Style guide', end: true },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex rounded-full px-3 py-1.5 text-sm font-medium transition-colors ${
    isActive ? 'bg-ink text-paper' : 'text-ink hover:bg-paper-deep'
  }`;

/**
 * The frame of every admin page (under RequireAdmin), with the admin navigation. Admin pages
 * arrive with their own issues; until then an admin route shows the not-found content here.
 */
export function AdminLayout() {
  return (
    <div className="border-t border-rule bg-paper-deep/40">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 pt-6 sm:px-6">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sepia">Admin</p>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-1">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
