import { Link, useLocation } from 'react-router';
import { paths } from '../../core/paths';

const count = new Intl.NumberFormat('en-US');

/**
 * spec §1 guest banner over any photo list a visitor sees: how many of the matches they see, and
 * the way to the rest (sign-in and sign-up, both coming back to this list).
 */
export function GuestBanner({ shown, total }: { shown: number; total: number }) {
  const { pathname, search } = useLocation();
  const returnUrl = `${pathname}${search}`;
  return (
    <aside
      aria-label="Sign in for more photos"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sepia-light/40 px-5 py-4 ring-1 ring-sepia/30"
    >
      <div>
        <p className="font-medium text-ink">
          You're viewing {count.format(shown)} of {count.format(total)} results
        </p>
        <p className="text-sm text-ink-soft">Sign in to access more photos and unlock our full collection</p>
      </div>
      <div className="flex gap-2">
        <Link
          to={paths.auth.href({ mode: 'login', returnUrl })}
          className="rounded-full bg-ink px-4 py-2 text-sm font-medium text-paper hover:bg-sepia"
        >
          Sign In
        </Link>
        <Link
          to={paths.auth.href({ mode: 'signup', returnUrl })}
          className="rounded-full bg-white px-4 py-2 text-sm font-medium text-ink ring-1 ring-rule hover:bg-paper-deep"
        >
          Create Account
        </Link>
      </div>
    </aside>
  );
}
