import { Link, useLocation } from 'react-router';
import { paths } from '../../core/paths';
import { useDocumentTitle } from '../components/use-document-title';

/** Unknown paths, and known patterns with malformed parameters (spec §2 route-validity check). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-sepia">404</p>
      <h1 id="not-found-title" className="mt-3 font-display text-4xl text-ink sm:text-5xl">
        Page not found
      </h1>
      <p className="mt-4 text-ink-soft">
        Nothing lives at{' '}
        <code className="break-all rounded bg-paper-deep px-1.5 py-0.5 text-sm">{pathname}</code>. It may have
        moved, or the link may be mistyped.
      </p>
      <Link
        to={paths.home.path}
        className="mt-8 inline-flex rounded-full bg-ink px-6 py-3 font-medium text-paper transition-colors hover:bg-sepia"
      >
        Back to home
      </Link>
    </section>
  );
}
