import { CircleCheck, Copy, Heart, LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { SharedWishlist, WishlistPhoto, WishlistSummary } from '../../../core/collecting';
import { paths } from '../../../core/paths';
import { LICENSE_LABEL } from '../../../core/pricing';
import { isShareCode } from '../../../core/route-validity';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { GuestListEnd } from '../../components/GuestBanner';
import { PageState } from '../../components/PageState';
import { DocumentSkeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { signInHrefFor, useAuthState } from '../session';
import { useSharedWishlist } from './api/get-shared-wishlist';
import { countOf, formatDay, projectLine } from './components/format';

// Guests land here from a shared link: the copy dialog (its forms, Radix Dialog and Select)
// loads only for signed-in viewers, who can use it.
const CopySharedWishlistButton = lazy(async () => ({
  default: (await import('./components/CopySharedWishlistDialog')).CopySharedWishlistButton,
}));

const PAGE = 'mx-auto w-full max-w-5xl px-4 py-10 sm:px-6';
const NOT_SHARED = 'This shared wishlist does not exist or is no longer shared';

function SharedNotFound() {
  useDocumentTitle('Shared wishlist not found');
  return (
    <EmptyState
      title="Shared wishlist not found"
      icon={<Heart className="size-12" />}
      action={
        <Button asChild>
          <Link to={paths.search.path}>Search photos</Link>
        </Button>
      }
    >
      {NOT_SHARED}. Ask the person who sent the link for a new one.
    </EmptyState>
  );
}

/** One photo of a shared list, read-only: thumbnail, title, #photoid and licence. */
function SharedPhoto({ item, signedIn }: { item: WishlistPhoto; signedIn: boolean }) {
  const title = item.photo.title ?? `Photo #${item.photo.photoid}`;
  const href = paths.photo.href({ photoid: item.photo.photoid });
  return (
    <li className="overflow-hidden rounded-2xl bg-white ring-1 ring-rule">
      {/* Big enough for a director to judge the picture: the list is read here, not on photo pages. */}
      <img
        src={item.photo.thumbnail_url ?? '/placeholder-photo.svg'}
        alt={title}
        width={item.photo.width ?? undefined}
        height={item.photo.height ?? undefined}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-paper-deep object-contain"
      />
      <div className="min-w-0 space-y-0.5 p-4">
        {/* Photo pages need an account: guests see the title alone. */}
        {signedIn ? (
          <Link to={href} className="block truncate font-medium text-ink hover:text-sepia">
            {title}
          </Link>
        ) : (
          <p className="truncate font-medium text-ink">{title}</p>
        )}
        <p className="text-sm text-ink-soft">
          #{item.photo.photoid} · Licence: {LICENSE_LABEL[item.license_type]}
        </p>
      </div>
    </li>
  );
}

/** Signed in: copy the list; a guest: sign in (and come back here) to copy it. */
function CopyPanel({ code, shared }: { code: string; shared: SharedWishlist }) {
  const auth = useAuthState();
  const [copy, setCopy] = useState<WishlistSummary | null>(null);
  if (auth.status === 'loading' || auth.status === 'error') return null;
  if (auth.status === 'signed-out') {
    const here = paths.sharedWishlist.href({ shareCode: code });
    return (
      <aside className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 ring-1 ring-rule">
        <p className="text-ink">
          <span className="font-medium">Sign in to copy this wishlist</span>
          <span className="block text-sm text-ink-soft">
            Keep your own copy in one of your projects, and license its photos.
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={signInHrefFor(here)}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign in
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.auth.href({ mode: 'signup', returnUrl: here })}>Create account</Link>
          </Button>
        </div>
      </aside>
    );
  }
  const own = shared.wishlist.own_wishlist_id;
  if (own) {
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-5 text-ink ring-1 ring-rule">
        This is your wishlist, as the people you sent the link see it.
        <Link
          to={paths.wishlist.href({ id: own })}
          className="font-medium text-sepia underline-offset-4 hover:underline"
        >
          Open your wishlist
        </Link>
      </p>
    );
  }
  if (copy) {
    return (
      <p
        role="status"
        className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-5 text-ink ring-1 ring-rule"
      >
        <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
        Copied to your wishlists as "{copy.name}".
        <Link
          to={paths.wishlist.href({ id: copy.id })}
          className="font-medium text-sepia underline-offset-4 hover:underline"
        >
          Open your copy
        </Link>
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <Button disabled>
          <Copy aria-hidden="true" className="size-4" />
          Copy to my wishlists
        </Button>
      }
    >
      <CopySharedWishlistButton code={code} sharedName={shared.wishlist.name} onCopied={setCopy} />
    </Suspense>
  );
}

function SharedView({ code, shared }: { code: string; shared: SharedWishlist }) {
  const { wishlist, items } = shared;
  useDocumentTitle(wishlist.name);
  const auth = useAuthState();
  const project = projectLine(wishlist.project_name, wishlist.company);
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm font-medium tracking-wide text-sepia uppercase">Shared wishlist</p>
        <h1 className="font-display text-4xl text-ink">{wishlist.name}</h1>
        <p className="text-ink-soft">
          {wishlist.owner_name ? `Shared by ${wishlist.owner_name}` : 'Shared with you'}
          {project ? ` · ${project}` : ''}
        </p>
        {wishlist.description && (
          <p className="max-w-3xl whitespace-pre-line text-ink">{wishlist.description}</p>
        )}
        <p className="text-sm text-ink-soft">
          {countOf(wishlist.item_count, 'photo')} · Updated {formatDay(wishlist.updated_at)}
        </p>
      </header>
      <CopyPanel code={code} shared={shared} />
      {items.length === 0 ? (
        <EmptyState title="No photos in this wishlist">The list is empty for now.</EmptyState>
      ) : (
        <>
          <ul aria-label="Photos in this wishlist" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <SharedPhoto key={item.id} item={item} signedIn={auth.status === 'signed-in'} />
            ))}
          </ul>
          {/* spec §9: the server sends a guest the first 24; the end says how many more there are. */}
          {auth.status === 'signed-out' && <GuestListEnd shown={items.length} total={wishlist.item_count} />}
        </>
      )}
    </div>
  );
}

function SharedBody({ code }: { code: string }) {
  const shared = useSharedWishlist(code, isShareCode(code));
  if (!isShareCode(code)) return <SharedNotFound />;
  return (
    <PageState
      query={shared}
      loading={<DocumentSkeleton label="Loading shared wishlist" />}
      notFound={<SharedNotFound />}
      error={(retry) => (
        <ErrorState title="Error loading wishlist" onRetry={retry}>
          We could not load this shared wishlist. Please try again.
        </ErrorState>
      )}
    >
      {(data) => <SharedView code={code} shared={data} />}
    </PageState>
  );
}

/**
 * spec §2 /shared-wishlist/{shareCode}: public and read-only, for a director or a clearance
 * lawyer without an account; signed-in viewers may copy it into a wishlist of their own.
 */
export function SharedWishlistPage() {
  const { shareCode = '' } = useParams();
  return (
    <div className={PAGE}>
      <SharedBody code={shareCode} />
    </div>
  );
}
