import { Link } from 'react-router';
import { paths } from '../../core/paths';
import { usePhotoCount } from '../catalogue/get-photo-count';

// spec §2 Footer columns. The Trending chips and social links come with their own issues.
const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { to: paths.photos.path, label: 'All photos' },
      { to: paths.collections.path, label: 'Collections' },
      { to: paths.pricing.path, label: 'Pricing' },
      { to: paths.popular.path, label: 'Popular photos' },
      { to: paths.newArrivals.path, label: 'New arrivals' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about.path, label: 'About us' },
      { to: paths.contact.path, label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms.path, label: 'Terms of service' },
      { to: paths.privacy.path, label: 'Privacy policy' },
      { to: paths.license.path, label: 'License' },
      { to: paths.cookies.path, label: 'Cookie policy' },
    ],
  },
] as const;

const numberFormat = new Intl.NumberFormat('en-US');

/** spec §1: the formatted count of live photos, or "thousands of" while loading or on error. */
export function PhotoCountText() {
  const { data } = usePhotoCount();
  return <>{data === undefined ? 'thousands of' : numberFormat.format(data)}</>;
}

export function Footer() {
  return (
    <footer className="on-dark bg-ink text-paper/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="max-w-sm">
          <p className="font-display text-2xl text-paper">Backdrop</p>
          <p className="mt-3 text-sm leading-relaxed">
            Backdrop offers <PhotoCountText /> cleared family &amp; archive photos for rent to film,
            television and commercial productions.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-semibold uppercase tracking-[0.18em] text-sepia-light">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className="rounded transition-colors hover:text-paper">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-paper/60 sm:px-6">
          © {new Date().getFullYear()} Backdrop.
        </p>
      </div>
    </footer>
  );
}
