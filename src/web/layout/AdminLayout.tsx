import { Outlet } from 'react-router';

/**
 * The frame of every admin page (under RequireAdmin). Admin pages arrive with their own issues;
 * until then an admin route shows the not-found content inside this frame.
 */
export function AdminLayout() {
  return (
    <div className="border-t border-rule bg-paper-deep/40">
      <p className="mx-auto max-w-7xl px-4 pt-6 text-xs font-semibold uppercase tracking-[0.2em] text-sepia sm:px-6">
        Admin
      </p>
      <Outlet />
    </div>
  );
}
