import type { GridPhoto } from '../../../../core/grid-photo';
import { PhotoCartActionsContext } from '../../../components/photo-cart-actions';
import { PhotoGrid } from '../../../components/photo-grid/PhotoGrid';
import { SkipToResults } from '../../../components/photo-grid/SkipToResults';
import { PhotoLicencesContext } from '../../../components/photo-licences';
import { PhotoWishlistActionsContext } from '../../../components/photo-wishlist-actions';
import { DemoSection, Specimen } from './DemoSection';

const GRID_ID = 'photo-grid-demo';

/** Stand-ins of varied shapes, with no image (the placeholder shows) and titles that repeat. */
const DEMO_PHOTOS: GridPhoto[] = [
  [3, 2],
  [2, 3],
  [1, 1],
  [16, 9],
  [3, 2],
  [4, 5],
  [3, 2],
  [2, 1],
  [1, 1],
  [3, 4],
  [3, 2],
  [16, 9],
].map(([width = 3, height = 2], index) => ({
  id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  photoid: 9001 + index,
  title: index % 2 === 0 ? 'Kitchen' : 'Garden party',
  price: 45,
  thumbnail_url: null,
  preview_url: null,
  width: width * 100,
  height: height * 100,
  storefront_name: 'The Okafor family',
  event_names: index % 3 === 0 ? ['Birthday', 'Christmas', 'Easter'] : [],
}));

/**
 * The photo grid's keyboard contract (issue 23): one Tab stop, the arrow keys between the photos,
 * "Skip to results" landing on the photo the grid is on. Without a cart or wishlists here, the
 * cards have no buttons of their own.
 */
export function GridDemos() {
  return (
    <DemoSection
      id="photo-grid"
      title="Photo grid"
      description={
        <>
          Justified rows, drawn only near the screen. One Tab stop: Tab reaches the photo the grid is on, and
          its own buttons; ← → move in reading order, ↑ ↓ to the photo above or below, Home and End to the
          ends of the row, Ctrl+Home and Ctrl+End to the ends of the list. Names add the photo's number, since
          titles repeat. A page with a grid starts with "Skip to results".
        </>
      }
    >
      <PhotoCartActionsContext.Provider value={null}>
        <PhotoLicencesContext.Provider value={null}>
          <PhotoWishlistActionsContext.Provider value={null}>
            <Specimen label="Skip to results (shown when it has the focus) → the grid's current photo" wide>
              <SkipToResults target={GRID_ID} />
            </Specimen>
            <div id={GRID_ID} tabIndex={-1} className="mt-4 focus:outline-none">
              <PhotoGrid
                photos={DEMO_PHOTOS}
                total={DEMO_PHOTOS.length}
                hasMore={false}
                isFetchingMore={false}
                signedIn={true}
                showStatus={false}
                targetRowHeight={120}
                label="Demo photos"
              />
            </div>
          </PhotoWishlistActionsContext.Provider>
        </PhotoLicencesContext.Provider>
      </PhotoCartActionsContext.Provider>
    </DemoSection>
  );
}
