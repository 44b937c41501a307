import { eq, sql } from 'drizzle-orm';
import { isUuid, validateTaxonomyIdParam } from '../../../core/route-validity';
import { GUEST_RESULT_CAP, type SearchParams } from '../../../core/search-params';
import { normalizeTaxonomyType } from '../../../core/taxonomy';
import { taxonomySubtitle, taxonomyTitle } from '../../../core/taxonomy-titles';
import type { DatabaseHandle } from '../../db/client';
import { eventAliases, events, profiles } from '../../db/tables';
import { AppError } from '../../errors';
import { type CatalogueQuery, type SearchResult, type SearchTuning, searchPhotos } from '../photos';

/** spec §9: the popular page shows 100 a page; other browse pages the search page size. */
const POPULAR_PAGE_SIZE = 100;
const TAXONOMY_PAGE_SIZE = 75;

/** The filter a taxonomy page applies, and the name its title shows. */
async function filterFor(
  handle: DatabaseHandle,
  type: string,
  id: string,
): Promise<{ filter: Partial<CatalogueQuery>; name: string }> {
  switch (type) {
    case 'creator': {
      if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Creator not found');
      const [row] = await handle.db
        .select({ storefront: profiles.storefrontName, firstName: profiles.firstName })
        .from(profiles)
        .where(eq(profiles.id, id));
      if (!row) throw new AppError('NOT_FOUND', 'Creator not found');
      return { filter: { creator: id }, name: row.storefront ?? row.firstName ?? 'this creator' };
    }
    case 'event': {
      const [row] = await handle.db
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(
          isUuid(id)
            ? // An event merged into another (issue 25) leads to the one it was merged into.
              eq(
                events.id,
                sql`coalesce((select ${eventAliases.eventId} from ${eventAliases} where ${eventAliases.oldId} = ${id}), ${id}::uuid)`,
              )
            : eq(sql`lower(${events.name})`, sql`lower(${id})`),
        );
      if (!row) throw new AppError('NOT_FOUND', 'Event not found');
      return { filter: { event_ids: [row.id] }, name: row.name };
    }
    case 'tag':
      return { filter: { tag: id.toLowerCase() }, name: id };
    case 'decade':
      return { filter: { decade: id }, name: id };
    case 'country':
      return { filter: { country: id }, name: id };
    case 'state':
      return { filter: { state: id }, name: id };
    case 'city':
      return { filter: { city: id }, name: id };
    case 'location':
      return { filter: { place: id }, name: id };
    case 'ethnicity':
      return { filter: { ethnicities: [id] }, name: id };
    case 'age_group':
      return { filter: { age_groups: [id] }, name: id };
    case 'emotion':
      return { filter: { emotion: id }, name: id };
    case 'orientation':
      return { filter: { orientation: id }, name: id };
    case 'image_style':
      return { filter: { image_style: id }, name: id };
    case 'color_and_mood':
      return { filter: { color_and_mood: id }, name: id };
    case 'dominant_color':
      return { filter: { dominant_color: id }, name: id };
    case 'people_composition':
      return { filter: { people_composition: id }, name: id };
    case 'featured':
      return { filter: { featured: true }, name: 'Featured' };
    case 'popular':
      return { filter: {}, name: 'Popular' };
    default:
      throw new AppError('INVALID', 'Invalid taxonomyType - not a supported taxonomy');
  }
}

export interface TaxonomyPage extends SearchResult {
  type: string;
  title: string;
  subtitle: string;
}

/** A taxonomy page's path: its kind (legacy names mapped) and id, or 400 with spec §5's message. */
export function taxonomyPath(type: string, id: string): { type: string; id: string } {
  const kind = normalizeTaxonomyType(type.trim());
  if (!kind) throw new AppError('INVALID', 'Missing taxonomyType parameter');
  const idCheck = validateTaxonomyIdParam(id);
  if (!idCheck.ok) throw new AppError('INVALID', idCheck.message);
  return { type: kind, id: id.trim() };
}

/**
 * A browse page (spec §2): photos of one creator, event, tag, place, decade, … with the title
 * pieces and "X of Y photos". Tag pages default to relevance (photos whose own title says the
 * tag first, then the most popular), others to random; the popular page forces popular. The path
 * comes checked by `taxonomyPath`, the query by the search's schema (taxonomy.routes.ts).
 */
export async function taxonomyPage(
  handle: DatabaseHandle,
  input: { type: string; id: string; query: SearchParams },
  options: { signedIn: boolean; liveCount: () => Promise<number>; tuning?: SearchTuning },
): Promise<TaxonomyPage> {
  const { type, id, query: requested } = input;
  const { filter, name } = await filterFor(handle, type, id);
  const sort = type === 'popular' ? 'popular' : (requested.sort ?? (type === 'tag' ? 'relevance' : 'random'));
  const result = await searchPhotos(
    handle,
    {
      ...requested,
      ...filter,
      q: '',
      sort,
      ...(type === 'tag' && sort === 'relevance' ? { rank_text: id } : {}),
    },
    {
      signedIn: options.signedIn,
      pageSize: type === 'popular' ? POPULAR_PAGE_SIZE : TAXONOMY_PAGE_SIZE,
      guestCap: GUEST_RESULT_CAP,
      tuning: options.tuning,
    },
  );
  // The catalogue's size, the footer's figure (app.ts keeps it in memory for a minute).
  const all = await options.liveCount();
  return {
    ...result,
    type,
    title: taxonomyTitle(type, name),
    subtitle: taxonomySubtitle(result.total, all),
  };
}
