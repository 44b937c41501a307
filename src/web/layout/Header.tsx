import { Menu, Settings, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../core/paths';
import { useSignOut } from '../features/auth';
import { HeaderCartLink, MobileCartLink } from '../features/cart';
import { type AuthState, displayFirstName, useAuthState } from '../features/session';
import { useHeaderVisible } from './header-visibility';

// Members only: a visitor's page does not load it. Until it arrives a box of its button's size
// holds its place, so nothing in the bar moves.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

interface NavItem {
  to: string;
  label: string;
  /** Points into a page by query (`?tab=`): never marked as the current page. */
  plain?: boolean;
}

const SEARCH_LINK: NavItem = { to: paths.search.path, label: 'Search' };
const PRICING_LINK: NavItem = { to: paths.pricing.path, label: 'Pricing' };
const LICENSE_LINK: NavItem = { to: paths.license.path, label: 'License' };
const WISHLISTS_LINK: NavItem = {
  to: paths.profile.href({ tab: 'wishlists' }),
  label: 'Wishlists',
  plain: true,
};

/** spec §2 Header: Pricing for signed-out visitors, Wishlists for signed-in people (and the cart, beside). */
function navItems(auth: AuthState): NavItem[] {
  if (auth.status === 'signed-in') return [SEARCH_LINK, LICENSE_LINK, WISHLISTS_LINK];
  return [SEARCH_LINK, PRICING_LINK, LICENSE_LINK];
}

const signInHref = paths.auth.href({ mode: 'login' });
const signUpHref = paths.auth.href({ mode: 'signup' });

const navLinkClass =
  'rounded px-3 py-2 text-sm font-medium text-paper/85 transition-colors hover:text-paper aria-[current=page]:text-sepia-light';

export function Header() {
  const [visible, reveal] = useHeaderVisible();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const auth = useAuthState();
  const signOut = useSignOut();
  const logOut = () => {
    closeMenu();
    signOut.mutate();
  };
  const items = navItems(auth);

  return (
    <header
      onFocusCapture={reveal}
      className={`on-dark fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink/85 text-paper backdrop-blur-md transition-transform duration-300 motion-reduce:transition-none ${visible ? 'translate-y-0' : '-translate-y-full'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={paths.home.path}
          className="font-display text-2xl tracking-tight text-paper"
          onClick={closeMenu}
        >
          Backdrop
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((link) => (
              <li key={link.label}>
                <NavItemLink item={link} className={navLinkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The cart stays in the bar on phones too: it is what a buyer comes back to. */}
          {auth.status === 'signed-in' && <HeaderCartLink />}
          <div className="hidden items-center gap-2 md:flex">
            {auth.status === 'signed-in' ? (
              <>
                <AdminGear isAdmin={auth.me.isAdmin} />
                <ProfileLink firstName={displayFirstName(auth.me)} />
                <Suspense fallback={<span aria-hidden="true" className="block size-8" />}>
                  <AccountMenu onLogOut={logOut} />
                </Suspense>
              </>
            ) : (
              auth.status !== 'loading' && <AuthButtons />
            )}
          </div>
          <button
            type="button"
            className="rounded p-2 text-paper md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-white/10 bg-ink px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col py-2">
            {items.map((link) => (
              <li key={link.label}>
                <NavItemLink item={link} className={`block ${navLinkClass}`} onClick={closeMenu} />
              </li>
            ))}
            {auth.status === 'signed-in' && (
              <>
                <li>
                  <MobileCartLink className={`block ${navLinkClass}`} onClick={closeMenu} />
                </li>
                <li>
                  <NavLink
                    to={paths.profile.path}
                    end
                    className={`block ${navLinkClass}`}
                    onClick={closeMenu}
                  >
                    {displayFirstName(auth.me)}
                  </NavLink>
                </li>
                <li>
                  <NavLink
                    to={paths.myPurchases.path}
                    className={`block ${navLinkClass}`}
                    onClick={closeMenu}
                  >
                    My purchases
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.account.path} className={`block ${navLinkClass}`} onClick={closeMenu}>
                    Account
                  </NavLink>
                </li>
                {auth.me.isAdmin && (
                  <li>
                    <NavLink
                      to={paths.adminOrders.path}
                      className={`block ${navLinkClass}`}
                      onClick={closeMenu}
                    >
                      Admin
                    </NavLink>
                  </li>
                )}
                <li>
                  <button type="button" className={`block w-full text-left ${navLinkClass}`} onClick={logOut}>
                    Log out
                  </button>
                </li>
              </>
            )}
          </ul>
          {auth.status !== 'signed-in' && auth.status !== 'loading' && (
            <div className="flex gap-2">
              <AuthButtons onNavigate={closeMenu} />
            </div>
          )}
        </nav>
      )}
    </header>
  );
}

function NavItemLink({
  item,
  className,
  onClick,
}: {
  item: NavItem;
  className: string;
  onClick?: () => void;
}) {
  const Component = item.plain ? Link : NavLink;
  return (
    <Component to={item.to} className={className} onClick={onClick}>
      {item.label}
    </Component>
  );
}

/** spec §2/§6: the gear to the admin pages, for admins only. */
function AdminGear({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return null;
  return (
    <Link
      to={paths.adminOrders.path}
      aria-label="Admin"
      title="Admin"
      className="rounded-full p-2 text-paper/85 transition-colors hover:bg-paper/10 hover:text-paper"
    >
      <Settings aria-hidden="true" className="size-5" />
    </Link>
  );
}

/** spec §2: the profile link shows the person's first name. */
function ProfileLink({ firstName }: { firstName: string }) {
  return (
    <NavLink
      to={paths.profile.path}
      end
      className="inline-flex max-w-48 items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-paper ring-1 ring-paper/30 transition-colors hover:bg-paper/10"
    >
      <UserRound aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{firstName}</span>
    </NavLink>
  );
}

function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Link
        to={signInHref}
        onClick={onNavigate}
        className="rounded-full px-4 py-2 text-sm font-medium text-paper ring-1 ring-paper/40 transition-colors hover:bg-paper/10"
      >
        Sign in
      </Link>
      <Link
        to={signUpHref}
        onClick={onNavigate}
        className="rounded-full bg-sepia-light px-4 py-2 text-sm font-semibold text-ink transition-colors hover:bg-paper"
      >
        Create account
      </Link>
    </>
  );
}
