import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../core/paths';
import { eventHref, taxonomyHref } from '../../core/taxonomy';
import { useNearViewport } from '../components/use-near-viewport';
import type { CountClickState } from '../features/analytics';
import { usePhotoCount, useTrending } from '../features/catalogue-overview';

// spec §2 Footer columns.
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
      // Not in spec §2's footer: where a production's asset-management team finds how to integrate.
      { to: paths.apiDocs.path, label: 'API reference' },
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

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/backdrop.photos', label: 'Instagram' },
  { href: 'https://www.linkedin.com/company/backdrop-photos', label: 'LinkedIn' },
  { href: 'https://vimeo.com/backdropphotos', label: 'Vimeo' },
] as const;

/** spec §9: up to 20 trending chips. */
const TRENDING_LIMIT = 20;
/**
 * spec §4: a chip's click (a category's, or an event's) is counted by the taxonomy page it opens
 * (features/analytics/use-counted-arrival.ts): every page carries the footer, and the home page's
 * script budget has no room for the tracker's entry.
 */
const COUNT_CLICK: CountClickState = { countClick: true };
const PLACEHOLDER_WIDTHS = ['w-20', 'w-28', 'w-16', 'w-24', 'w-20', 'w-32', 'w-24', 'w-16'];

/** spec §2: a trending chip, category or event, leads to that taxonomy page. */
function trendingHref(entry: {
  entity_type: string;
  taxonomy_type: string | null;
  entity_id: string;
}): string {
  return entry.entity_type === 'event'
    ? eventHref(entry.entity_id)
    : taxonomyHref(entry.taxonomy_type, entry.entity_id);
}

/**
 * spec §2 footer "Trending": the events and categories people click most, placeholders while
 * they load. Nothing at all when there is nothing to show (a new catalogue, or an error).
 */
function Trending() {
  const section = useRef<HTMLElement>(null);
  // Below the fold on every page: asked for when the footer comes near, not with the page.
  const trending = useTrending({ enabled: useNearViewport(section) });
  if (trending.isError || (trending.data && trending.data.length === 0)) return null;
  return (
    <section ref={section} aria-labelledby="footer-trending" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <h2 id="footer-trending" className="text-xs font-semibold uppercase tracking-[0.18em] text-sepia-light">
        Trending
      </h2>
      {trending.data ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {trending.data.slice(0, TRENDING_LIMIT).map((entry) => (
            <li key={`${entry.entity_type}:${entry.taxonomy_type ?? ''}:${entry.entity_id}`}>
              <Link
                to={trendingHref(entry)}
                state={COUNT_CLICK}
                className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-paper transition-colors hover:bg-white/20"
              >
                {entry.entity_name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-label="Loading trending" className="mt-4 flex flex-wrap gap-2">
          {PLACEHOLDER_WIDTHS.map((width, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative placeholders.
              key={index}
              aria-hidden="true"
              className={`block h-6 animate-pulse rounded-full bg-white/10 motion-reduce:animate-none ${width}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}

const numberFormat = new Intl.NumberFormat('en-US');

/** spec §1: the formatted count of live photos, or "thousands of" while loading or on error. */
export function PhotoCountText() {
  const { data } = usePhotoCount();
  return <>{data === undefined ? 'thousands of' : numberFormat.format(data)}</>;
}

export function Footer() {
  return (
    <footer className="on-dark bg-ink text-paper/80">
      <Trending />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="max-w-sm">
          <p className="font-display text-2xl text-paper">Backdrop</p>
          <p className="mt-3 text-sm leading-relaxed">
            Backdrop offers <PhotoCountText /> cleared family &amp; archive photos for rent to film,
            television and commercial productions.
          </p>
          <ul aria-label="Backdrop elsewhere" className="mt-5 flex gap-4 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="rounded underline-offset-4 transition-colors hover:text-paper hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
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
