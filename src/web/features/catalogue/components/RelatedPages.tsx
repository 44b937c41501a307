import { paths } from '../../../../core/paths';
import { taxonomyTitle } from '../../../../core/taxonomy-titles';
import { Pill } from '../../../components/Pill';
import { creatorClick, track } from '../../analytics';
import type { CatalogueFilters, FilterNames } from '../search-state';
import { TaxonomyPill } from './TaxonomyPill';

interface RelatedPagesProps {
  filters: CatalogueFilters;
  names: FilterNames;
}

/**
 * The browse pages behind the active filters ("1970s photos", "photos from Ohio", the creator's
 * storefront): a way from a narrowed search to the whole of one taxonomy value (spec §2, §5).
 */
export function RelatedPages({ filters, names }: RelatedPagesProps) {
  const pages: { type: string; id: string }[] = [];
  if (filters.decade) pages.push({ type: 'decade', id: filters.decade });
  for (const value of filters.ethnicities) pages.push({ type: 'ethnicity', id: value });
  for (const value of filters.age_groups) pages.push({ type: 'age_group', id: value });
  if (filters.city) pages.push({ type: 'city', id: filters.city });
  else if (filters.state) pages.push({ type: 'state', id: filters.state });
  else if (filters.country) pages.push({ type: 'country', id: filters.country });
  const creatorName = filters.creator ? names.creators.get(filters.creator) : undefined;
  if (pages.length === 0 && !filters.creator) return null;
  return (
    <nav aria-label="Browse pages" className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
      <span>Browse:</span>
      <ul className="contents">
        {pages.map(({ type, id }) => (
          <li key={`${type}:${id}`}>
            <TaxonomyPill type={type} id={id}>
              {taxonomyTitle(type, id)}
            </TaxonomyPill>
          </li>
        ))}
        {filters.creator && (
          <li>
            <Pill
              to={paths.user.href({ id: filters.creator })}
              onClick={() => filters.creator && track(creatorClick(filters.creator))}
            >
              {taxonomyTitle('creator', creatorName ?? 'this creator')}
            </Pill>
          </li>
        )}
      </ul>
    </nav>
  );
}
