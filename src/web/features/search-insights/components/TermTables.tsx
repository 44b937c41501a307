import type { ReactNode } from 'react';
import type { SearchInsights } from '../../../../core/search-insights';
import { Button } from '../../../components/Button';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { formatCount, formatMoment, formatRate } from '../insights-data';

const TH = 'px-3 py-2 font-medium whitespace-nowrap';
const TD = 'px-3 py-2.5 align-top';
const NUMBER = `${TD} text-right tabular-nums whitespace-nowrap`;
const ROW = 'border-b border-rule/60 last:border-b-0 hover:bg-paper/60';

function TermTable({
  label,
  headers,
  children,
}: {
  label: string;
  /** Column names; `true` marks a right-aligned (numeric) column. */
  headers: [string, boolean][];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={`${label} table`} className="rounded-2xl bg-white ring-1 ring-rule">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            {headers.map(([name, numeric]) => (
              <th key={name} scope="col" className={`${TH} ${numeric ? 'text-right' : ''}`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

function Nothing({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-5 text-ink-soft ring-1 ring-rule">{children}</p>;
}

/** The most searched terms, with how often a search for them found and led to something. */
export function TopTermsTable({ insights }: { insights: SearchInsights }) {
  if (insights.top_terms.length === 0) return <Nothing>No searches in this range.</Nothing>;
  return (
    <TermTable
      label="Top terms"
      headers={[
        ['Term', false],
        ['Searches', true],
        ['Average results', true],
        ['Clicks', true],
        ['Click-through rate', true],
      ]}
    >
      {insights.top_terms.map((row) => (
        <tr key={row.term} className={ROW}>
          <th scope="row" className={`${TD} min-w-32 font-medium [overflow-wrap:anywhere]`}>
            {row.term}
          </th>
          <td className={NUMBER}>{formatCount(row.searches)}</td>
          <td className={NUMBER}>{row.average_results.toLocaleString('en-US')}</td>
          <td className={NUMBER}>{formatCount(row.clicks)}</td>
          <td className={NUMBER}>{formatRate(row.click_through_rate)}</td>
        </tr>
      ))}
    </TermTable>
  );
}

/** Terms that found nothing, each a click away from a synonym that would make them find something. */
export function ZeroResultTermsTable({
  insights,
  onAddSynonym,
}: {
  insights: SearchInsights;
  onAddSynonym: (term: string) => void;
}) {
  if (insights.zero_result_terms.length === 0)
    return <Nothing>Every search in this range found photos.</Nothing>;
  return (
    <TermTable
      label="Zero-result terms"
      headers={[
        ['Term', false],
        ['Searches', true],
        ['Last searched', false],
        ['Action', false],
      ]}
    >
      {insights.zero_result_terms.map((row) => (
        <tr key={row.term} className={ROW}>
          <th scope="row" className={`${TD} min-w-32 font-medium [overflow-wrap:anywhere]`}>
            {row.term}
          </th>
          <td className={NUMBER}>{formatCount(row.searches)}</td>
          <td className={`${TD} whitespace-nowrap`}>{formatMoment(row.last_searched_at)}</td>
          <td className={TD}>
            <Button size="sm" variant="secondary" onClick={() => onAddSynonym(row.term)}>
              Add a synonym<span className="sr-only"> for “{row.term}”</span>
            </Button>
          </td>
        </tr>
      ))}
    </TermTable>
  );
}
