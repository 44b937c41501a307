import { Link } from 'react-router';
import { foldText } from '../../../../core/search-terms';

interface SearchAdjustmentProps {
  /** The search as typed. */
  typed: string;
  /** Typed words the search left out because no photo has them all (`dropped_terms`). */
  dropped: readonly string[];
  /** Typed words the search read as another (`corrected_terms`: typed → catalogue word). */
  corrected: Readonly<Record<string, string>>;
  /** Where the same search goes without typo correction (`as_typed=1`). */
  asTypedSearch: string;
}

/**
 * Says when the results are not for exactly what was typed, as the search answered it: a typo
 * read as a catalogue word ("Showing results for “kitchen”"), or words left out because no photo
 * has every word ("No exact match for “vintage kitchen” — showing results for “kitchen”"). A
 * corrected search offers the words as typed, as search engines do: "Search instead for kitchn".
 */
export function SearchAdjustment({ typed, dropped, corrected, asTypedSearch }: SearchAdjustmentProps) {
  const corrections = Object.entries(corrected);
  if (dropped.length === 0 && corrections.length === 0) return null;
  const leftOut = new Set(dropped.map(foldText));
  const searched = typed
    .split(/\s+/)
    .filter((token) => token.length > 0 && !leftOut.has(foldText(token.replace(/[^\p{L}\p{N}]/gu, ''))))
    .map((token) => corrected[foldText(token)] ?? token)
    .join(' ');
  return (
    <p className="rounded-xl border border-rule bg-paper-deep px-4 py-3 text-ink">
      {dropped.length > 0 ? (
        <>
          No exact match for “{typed}” — showing results for “
          <strong className="font-semibold">{searched}</strong>”.
        </>
      ) : (
        <>
          Showing results for “<strong className="font-semibold">{searched}</strong>”. Search instead for{' '}
          <Link to={asTypedSearch} className="font-medium text-sepia underline underline-offset-4">
            {typed}
          </Link>
          .
        </>
      )}
    </p>
  );
}
