import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { HeldLicence } from '../../../core/held-licences';
import { orientationOf } from '../../../core/orientation';
import { photoPageMeta } from '../../../core/page-meta';
import { paths } from '../../../core/paths';
import type { PhotoHeroConsent } from '../../../core/people';
import { centsFromDollars, DEFAULT_LICENSE, LICENSE_TYPES, type LicenseType } from '../../../core/pricing';
import { isPhotoId, isUuid } from '../../../core/route-validity';
import { PHOTO_PAGE_LAYOUT } from '../../../core/served-shell';
import { taxonomyHref } from '../../../core/taxonomy';
import { Breadcrumb } from '../../components/Breadcrumb';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageState } from '../../components/PageState';
import { Pill } from '../../components/Pill';
import { usePhotoCartActions } from '../../components/photo-cart-actions';
import { photoNeighbours } from '../../components/photo-grid/photo-list';
import { licenceCovers, usePhotoLicences } from '../../components/photo-licences';
import { Skeleton } from '../../components/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { useDocumentTitle } from '../../components/use-document-title';
import { removeServedShell } from '../../page-data';
import { SIMILAR_PREFETCH_DELAY_MS } from '../../query';
import { creatorClick, taxonomyClick, track, useTrackPhotoView } from '../analytics';
import { useMe } from '../session';
import { type PhotoDetail, photoDetailQueryOptions, similarQueryOptions } from './api';
import { AdminTab } from './components/AdminTab';
import { CartButton, InCartNote } from './components/CartButton';
import { PhotoDetailsTab } from './components/DetailsTab';
import { HeldLicenceNote, UpgradeOfferButtons, upgradableLicences } from './components/HeldLicenceActions';
import { LicenseChoice } from './components/LicenseChoice';
import { LicensedLink } from './components/LicensedLink';
import { SimilarPeopleTab, SimilarTab } from './components/SimilarTab';
import { WishlistButton } from './components/WishlistButton';
import { formatPhotoDate } from './detail-links';

/** The route's photo key: a photoid (/photo/{photoid}) or a uuid (/photo-uuid/{id}); null when neither. */
function usePhotoKey(): string | null {
  const { photoid, id } = useParams();
  if (photoid !== undefined) return isPhotoId(photoid) ? photoid : null;
  if (id !== undefined) return isUuid(id) ? id : null;
  return null;
}

function PhotoNotFound() {
  useDocumentTitle('Photo Not Found');
  return (
    <EmptyState
      title="Photo Not Found"
      action={
        <Link to={paths.photos.path} className="font-medium text-sepia underline-offset-4 hover:underline">
          Browse all photos
        </Link>
      }
    >
      This photo does not exist or has moved.
    </EmptyState>
  );
}

/** spec §2 "Photo Detail Error": whatever breaks while drawing the page stays inside it. */
class PhotoDetailBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <ErrorState title="Photo Detail Error" retryLabel="Reload Page">
          Something went wrong while showing this photo.
        </ErrorState>
      );
    }
    return this.props.children;
  }
}

/** ArrowLeft and ArrowRight step through the list the photo was opened from (not while typing). */
function useArrowKeys(photoid: number | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (photoid === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (
        target?.closest(
          'input, textarea, select, [contenteditable="true"], [role="tablist"], [role="radiogroup"]',
        )
      )
        return;
      const { previous, next } = photoNeighbours(photoid);
      const to = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : null;
      if (to === null) return;
      event.preventDefault();
      void navigate(paths.photo.href({ photoid: to }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [photoid, navigate]);
}

/** spec §9: similar photos and people are fetched 1 s after the view, before anyone opens the tab. */
function usePrefetchSimilar(photoKey: string, hasFaces: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery(similarQueryOptions(photoKey, 'similar'));
      if (hasFaces) void queryClient.prefetchQuery(similarQueryOptions(photoKey, 'similar-people'));
    }, SIMILAR_PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, photoKey, hasFaces]);
}

/**
 * spec §2: clickable tag pills with their click counts. A bare number says nothing (issue 22), so
 * the list says what it counts, and each count reads "N clicks" to a screen reader.
 */
function TagPills({ tags, clicks }: { tags: readonly string[]; clicks: ReadonlyMap<string, number> }) {
  const counted = tags.some((tag) => clicks.has(tag.toLowerCase()));
  return (
    <section aria-labelledby="photo-tags-heading" className="mt-5 space-y-2">
      <h2 id="photo-tags-heading" className="text-sm text-ink-soft">
        <span className="font-medium text-ink">Tags</span>
        {counted && ' · the number is how often buyers clicked the tag'}
      </h2>
      <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag}>
            <Pill
              to={taxonomyHref('tag', tag)}
              count={clicks.get(tag.toLowerCase())}
              onClick={() => track(taxonomyClick('tag', tag))}
            >
              {tag}
            </Pill>
          </li>
        ))}
      </ul>
    </section>
  );
}

const NONE: readonly LicenseType[] = [];
const NO_LICENCES: readonly HeldLicence[] = [];

/**
 * The licence chosen on the page: background dressing to begin with, or the one the photo is
 * already in the cart with, so the choice never contradicts "In your cart with …" below it. A
 * photo licensed for background dressing starts at hero usage, the one licence left to add.
 */
function useLicenseChoice(photoId: string, held: readonly LicenseType[]) {
  const inCart = usePhotoCartActions()?.licensesInCart(photoId) ?? [];
  const only = inCart.length === 1 ? inCart[0] : undefined;
  const notHeld = held.length > 0 ? LICENSE_TYPES.find((type) => !licenceCovers(held, type)) : undefined;
  const [chosen, setChosen] = useState<LicenseType | null>(null);
  return { value: chosen ?? only ?? notHeld ?? DEFAULT_LICENSE, choose: setChosen };
}

function PhotoView({
  photoKey,
  answer,
}: {
  photoKey: string;
  answer: PhotoDetail & Partial<PhotoHeroConsent>;
}) {
  const { photo, tag_clicks: tagClicks, events } = answer;
  const me = useMe();
  const isAdmin = me.data?.isAdmin === true;
  const licences = usePhotoLicences();
  const held = licences?.licensesOf(photo.id) ?? NONE;
  const heldLicences = licences?.heldOf(photo.id) ?? NO_LICENCES;
  const chosenLicense = useLicenseChoice(photo.id, held);
  // Issue 27 item 6: hero usage waits for everyone shown to sign a release (the server says).
  const heroUnavailable = answer.hero_usage_available === false;
  const license =
    heroUnavailable && chosenLicense.value === 'hero-usage'
      ? { ...chosenLicense, value: 'background-dressing' as const }
      : chosenLicense;
  // issue 13: "Licensed" replaces "Add to Cart" for a licence already held. Issue 22: licences are
  // per production — hero usage over background dressing is the upgrade for the difference, and
  // a licence held for one production can still be bought for another, said so on the button.
  const covered = licenceCovers(held, license.value);
  const upgradable =
    license.value === 'hero-usage' && !heroUnavailable ? upgradableLicences(heldLicences) : [];
  const meta = photoPageMeta(photo);
  useDocumentTitle(meta.title, meta.description);
  // The served page's preview (server/http/page-shells.ts) goes in the frame this one is drawn.
  useLayoutEffect(removeServedShell, []);
  const hasFaces = photo.face_ids.length > 0;
  usePrefetchSimilar(photoKey, hasFaces);
  useTrackPhotoView(photo.id);
  const orientation = orientationOf(photo.width, photo.height);
  const layout = PHOTO_PAGE_LAYOUT[orientation];
  const clicks = new Map(tagClicks.map((entry) => [entry.tag.toLowerCase(), entry.clicks]));
  const priceCents = centsFromDollars(photo.price);
  const { previous, next } = photoNeighbours(photo.photoid);

  return (
    <article className="mx-auto max-w-[110rem] px-4 py-8 sm:px-6" data-orientation={orientation}>
      <Breadcrumb
        items={[
          { label: 'Home', to: paths.home.path },
          { label: 'Photos', to: paths.photos.path },
          { label: photo.title ?? `#${photo.photoid}` },
        ]}
      />
      <div className={`mt-6 grid gap-8 ${layout.grid}`}>
        <figure className="flex flex-col items-center justify-center rounded-2xl bg-paper-deep p-3">
          <img
            src={photo.preview_url ?? photo.thumbnail_url ?? '/placeholder-photo.svg'}
            alt={photo.title ?? 'Photo'}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className={`h-auto w-full rounded-lg object-contain ${layout.image}`}
          />
          {(previous !== null || next !== null) && (
            <figcaption className="mt-3 flex w-full justify-between text-sm text-ink-soft">
              {previous !== null ? (
                <Link to={paths.photo.href({ photoid: previous })} className="hover:text-ink">
                  ← Previous photo
                </Link>
              ) : (
                <span />
              )}
              <span className="hidden sm:inline">Use the arrow keys to move through the list</span>
              {next !== null ? (
                <Link to={paths.photo.href({ photoid: next })} className="hover:text-ink">
                  Next photo →
                </Link>
              ) : (
                <span />
              )}
            </figcaption>
          )}
        </figure>
        {/* The licence panel comes right after the facts in the page's order, before the tags (a
            long row of links): from the title, Add to Cart is four Tab presses away (issue 23).
            Where it is drawn is unchanged: beside facts and tags on wide horizontal photos, below
            them otherwise. */}
        <div
          className={`flex flex-col ${orientation === 'horizontal' ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr] lg:gap-x-8' : ''}`}
        >
          <div className={orientation === 'horizontal' ? 'lg:col-start-1 lg:row-start-1' : ''}>
            <p className="text-sm text-ink-soft">#{photo.photoid}</p>
            <h1 className="mt-1 font-display text-3xl text-ink sm:text-4xl">{photo.title}</h1>
            {photo.description && <p className="mt-3 text-ink-soft">{photo.description}</p>}
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {photo.date_taken && (
                <>
                  <dt className="text-ink-soft">Date</dt>
                  <dd className="text-ink">{formatPhotoDate(photo.date_taken)}</dd>
                </>
              )}
              {photo.decade_taken && (
                <>
                  <dt className="text-ink-soft">Decade</dt>
                  <dd>
                    <Link
                      to={taxonomyHref('decade', photo.decade_taken)}
                      onClick={() => photo.decade_taken && track(taxonomyClick('decade', photo.decade_taken))}
                      className="text-sepia hover:underline"
                    >
                      {photo.decade_taken}
                    </Link>
                  </dd>
                </>
              )}
              {photo.storefront_name && photo.user_id && (
                <>
                  <dt className="text-ink-soft">Family</dt>
                  <dd>
                    <Link
                      to={paths.user.href({ id: photo.user_id })}
                      onClick={() => photo.user_id && track(creatorClick(photo.user_id))}
                      className="text-sepia hover:underline"
                    >
                      {photo.storefront_name}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
          </div>
          <div
            className={`order-last mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-rule ${orientation === 'horizontal' ? 'lg:order-none lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0' : ''}`}
          >
            <LicenseChoice
              priceCents={priceCents}
              value={license.value}
              onChange={license.choose}
              held={held}
              upgradeCents={upgradableLicences(heldLicences)[0]?.upgrade_price_cents ?? null}
              heroUnavailable={heroUnavailable}
            />
            <div className="flex flex-wrap gap-2">
              {upgradable.length > 0 && <UpgradeOfferButtons photo={photo} upgradable={upgradable} />}
              <CartButton
                photo={photo}
                license={license.value}
                forAnotherProduction={covered || upgradable.length > 0}
              />
              {held.length > 0 && <LicensedLink photoid={photo.photoid} held={held} />}
              <WishlistButton photo={photo} license={license.value} />
            </div>
            <HeldLicenceNote held={heldLicences} upgrading={upgradable.length > 0} />
            <InCartNote photoId={photo.id} />
          </div>
          {(photo.tags ?? []).length > 0 && (
            <div className={orientation === 'horizontal' ? 'lg:col-start-1 lg:row-start-2' : ''}>
              <TagPills tags={photo.tags ?? []} clicks={clicks} />
            </div>
          )}
        </div>
      </div>

      <Tabs defaultValue="similar" className="mt-12">
        {/* A real heading for the tabs (issue 23); the tab names say the rest on screen. */}
        <h2 className="sr-only">About this photo</h2>
        <TabsList label="About this photo">
          <TabsTrigger value="similar">Similar photos</TabsTrigger>
          {hasFaces && <TabsTrigger value="people">Similar people</TabsTrigger>}
          <TabsTrigger value="details">Photo details</TabsTrigger>
          {isAdmin && <TabsTrigger value="admin">Admin</TabsTrigger>}
        </TabsList>
        <TabsContent value="similar">
          <SimilarTab photoKey={photoKey} kind="similar" />
        </TabsContent>
        {hasFaces && (
          <TabsContent value="people">
            <SimilarPeopleTab photoKey={photoKey} photoId={photo.id} />
          </TabsContent>
        )}
        <TabsContent value="details">
          <PhotoDetailsTab photo={photo} photoKey={photoKey} events={events} clearance={answer.clearance} />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="admin">
            <AdminTab photoKey={photoKey} />
          </TabsContent>
        )}
      </Tabs>
    </article>
  );
}

function PhotoDetailLoader({ photoKey }: { photoKey: string }) {
  const detail = useQuery(photoDetailQueryOptions(photoKey));
  // The arrows work from the moment the page opens, not only once the photo has loaded.
  useArrowKeys(detail.data?.photo.photoid ?? (isPhotoId(photoKey) ? Number(photoKey) : undefined));
  return (
    <PageState
      query={detail}
      loading={
        <div
          role="status"
          aria-label="Loading photo"
          className="mx-auto grid max-w-[110rem] gap-8 px-4 py-8 lg:grid-cols-[1fr_26rem]"
        >
          <Skeleton className="h-[60vh] w-full" />
          <div className="space-y-3">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        </div>
      }
      notFound={<PhotoNotFound />}
      error={(retry) => (
        <ErrorState title="Error Loading Photo" onRetry={retry}>
          We could not load this photo. Please try again later.
        </ErrorState>
      )}
    >
      {(data) => <PhotoView photoKey={photoKey} answer={data} />}
    </PageState>
  );
}

/** spec §2 /photo/{photoid} and /photo-uuid/{id} (signed in: the router's guard sends others to sign in). */
export function PhotoDetailPage() {
  const photoKey = usePhotoKey();
  if (photoKey === null) return <PhotoNotFound />;
  return (
    <PhotoDetailBoundary key={photoKey}>
      <PhotoDetailLoader photoKey={photoKey} />
    </PhotoDetailBoundary>
  );
}
