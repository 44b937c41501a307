import { Heart, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistSummary } from '../../../../core/collecting';
import { paths } from '../../../../core/paths';
import { countOf, formatDay, projectLine } from './format';

/** Up to four thumbnails of the newest photos, or a heart where there are none yet. */
function Cover({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center bg-paper-deep text-ink-soft/60">
        <Heart aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <div className={`grid aspect-[4/3] gap-0.5 bg-paper-deep ${urls.length > 1 ? 'grid-cols-2' : ''}`}>
      {urls.slice(0, 4).map((url, index) => (
        <img
          key={url}
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className={`size-full object-cover ${urls.length === 3 && index === 0 ? 'row-span-2' : ''}`}
        />
      ))}
    </div>
  );
}

/** One wishlist of the list: its cover, name, project and company, photo count and last change. */
export function WishlistCard({ wishlist }: { wishlist: WishlistSummary }) {
  const project = projectLine(wishlist.project_name, wishlist.company);
  return (
    <li>
      <Link
        to={paths.wishlist.href({ id: wishlist.id })}
        className="group block overflow-hidden rounded-2xl bg-white ring-1 ring-rule transition-shadow hover:shadow-lg hover:shadow-ink/10 focus-visible:outline-2 focus-visible:outline-sepia"
      >
        <Cover urls={wishlist.cover_urls} />
        <div className="space-y-1 p-4">
          <h3 className="truncate font-display text-xl text-ink group-hover:text-sepia">{wishlist.name}</h3>
          <p className="truncate text-sm text-ink-soft">{project ?? 'No project'}</p>
          <p className="flex items-center justify-between gap-2 text-xs text-ink-soft">
            <span>
              {countOf(wishlist.item_count, 'photo')} · Updated {formatDay(wishlist.updated_at)}
            </span>
            {wishlist.share_code && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sepia/10 px-2 py-0.5 font-medium text-sepia">
                <Link2 aria-hidden="true" className="size-3" />
                Shared
              </span>
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}
