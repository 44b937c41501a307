import { Link } from 'react-router';
import { taxonomyHref } from '../../../core/taxonomy';
import type { CountClickState } from '../analytics';
import { FALLBACK_TAGS, usePopularTags } from '../catalogue-overview';

/** spec §1: five popular tags under the hero's search box. */
const HERO_TAG_COUNT = 5;
const COUNT_CLICK: CountClickState = { countClick: true };

/** The hero's popular tags, or spec §8's fallback list on an error or an empty answer. */
export function PopularTags() {
  const tags = usePopularTags(HERO_TAG_COUNT);
  const names =
    tags.data && tags.data.length > 0
      ? tags.data.map((tag) => tag.entity_name)
      : tags.isPending
        ? []
        : [...FALLBACK_TAGS];
  return (
    // A fixed height, so the hero does not grow when the tags arrive.
    <div className="mt-5 flex min-h-8 flex-wrap items-center justify-center gap-2 text-sm">
      {names.length > 0 && <span className="text-paper/70">Popular:</span>}
      {names.slice(0, HERO_TAG_COUNT).map((name) => (
        <Link
          key={name}
          to={taxonomyHref('tag', name)}
          // spec §4 tag click, counted by the tag's page: the home page's scripts have no room for the tracker's entry.
          state={COUNT_CLICK}
          className="rounded-full bg-white/10 px-3 py-1 text-paper ring-1 ring-white/20 transition-colors hover:bg-white/20"
        >
          {name}
        </Link>
      ))}
    </div>
  );
}
