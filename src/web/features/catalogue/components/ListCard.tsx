import { Images } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/Skeleton';
import type { ListCover } from '../api/get-events';

interface ListCardProps {
  to: string;
  name: string;
  photoCount: number;
  cover: ListCover | null;
  /** A line under the name (an event's date, a collection's description). */
  detail?: string | null;
}

const count = new Intl.NumberFormat('en-US');

/** An event or a collection in a list page: cover, name and photo count; the whole card is one link. */
export function ListCard({ to, name, photoCount, cover, detail }: ListCardProps) {
  return (
    <li>
      <Link
        to={to}
        className="group block overflow-hidden rounded-2xl bg-white ring-1 ring-rule transition-shadow hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)"
      >
        <div className="aspect-[4/3] overflow-hidden bg-paper-deep">
          {cover ? (
            <img
              src={cover.thumbnail_url}
              width={cover.width ?? undefined}
              height={cover.height ?? undefined}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-ink-soft/60">
              <Images aria-hidden="true" className="size-10" />
            </div>
          )}
        </div>
        <div className="space-y-1 p-4">
          <h2 className="font-display text-lg leading-snug text-ink group-hover:text-sepia">{name}</h2>
          {detail && <p className="line-clamp-2 text-sm text-ink-soft">{detail}</p>}
          <p className="text-sm text-ink-soft tabular-nums">
            {count.format(photoCount)} {photoCount === 1 ? 'photo' : 'photos'}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The grid the cards sit in, and its loading placeholders. */
export function ListCardGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
      {children}
    </ul>
  );
}

/** The grid while its list loads: six card-shaped placeholders under the loading label. */
export function ListCardGridSkeleton({ label }: { label: string }) {
  return (
    <ListCardGrid label={label}>
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <li key={key}>
          <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
        </li>
      ))}
    </ListCardGrid>
  );
}
