import { useSearchParams } from 'react-router';
import { SearchBox } from '../../components/SearchBox';
import { useDocumentTitle } from '../../components/use-document-title';

/** /search?q=… — the heading and the search box; the results come with the search issue. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const heading = q ? `Results for "${q}"` : 'Search photos';
  useDocumentTitle(heading);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-ink sm:text-4xl">{heading}</h1>
      <div className="mt-6 max-w-2xl">
        {/* Keyed by q so the box shows the new term after back/forward navigation. */}
        <SearchBox key={q} defaultValue={q} />
      </div>
    </div>
  );
}
