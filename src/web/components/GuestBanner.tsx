import { Link, useLocation } from 'react-router';
import { guestListEnd } from '../../core/guest-cap';
import { paths } from '../../core/paths';
import { GUEST_BANNER_TEXT, guestBannerTitle } from '../../core/served-shell';
import { photoCount } from '../../core/taxonomy-titles';

const count = new Intl.NumberFormat('en-US');

/** Sign In and Create Account, both coming back to this list (spec §1). */
function GuestSignInLinks() {
  const { pathname, search } = useLocation();
  const returnUrl = `${pathname}${search}`;
  return (
    <div className="flex flex-wrap justify-center gap-2">
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
  );
}

interface GuestCapProps {
  /** The photos the guest sees. */
  shown: number;
  /** Every photo of the list, as a signed-in buyer would see it. */
  total: number;
  /** `total` is the search's estimate. */
  estimated?: boolean;
}

/**
 * spec §1 guest banner over a photo list a visitor sees only part of: how many of the matches they
 * see, and the way to the rest. Nothing when the guest sees the whole list (issue 22 item 6).
 */
export function GuestBanner({ shown, total, estimated = false }: GuestCapProps) {
  if (guestListEnd(shown, total, estimated) === null) return null;
  return (
    <aside
      aria-label="Sign in for more photos"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sepia-light/40 px-5 py-4 ring-1 ring-sepia/30"
    >
      <div>
        <p className="font-medium text-ink">
          {guestBannerTitle(count.format(shown), photoCount(total, estimated))}
        </p>
        <p className="text-sm text-ink-soft">{GUEST_BANNER_TEXT}</p>
      </div>
      <GuestSignInLinks />
    </aside>
  );
}

/**
 * Where a guest's list stops (issue 22 item 6): not "Showing all N photos" but what is shown, how
 * many more a signed-in buyer sees, and sign-in. Nothing when the guest sees the whole list.
 */
export function GuestListEnd({ shown, total, estimated = false }: GuestCapProps) {
  const end = guestListEnd(shown, total, estimated);
  if (end === null) return null;
  return (
    <section aria-label="More photos for signed-in buyers" className="flex flex-col items-center gap-4 py-8">
      <p aria-live="polite" className="text-sm text-ink-soft">
        {end.status}
      </p>
      <div className="w-full max-w-xl space-y-3 rounded-2xl bg-sepia-light/40 px-6 py-6 text-center ring-1 ring-sepia/30">
        <h2 className="font-display text-2xl text-ink">{end.heading}</h2>
        <p className="text-ink-soft">
          Guests see the first {count.format(shown)} photos of a list. Sign in, or create an account, to see
          all {photoCount(total, estimated)} and license them.
        </p>
        <GuestSignInLinks />
      </div>
    </section>
  );
}
