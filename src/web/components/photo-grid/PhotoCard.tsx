import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { GridPhoto } from '../../../core/grid-photo';
import { photoName } from '../../../core/photo-name';
import { photoSourceSet } from '../../../core/photo-sources';
import type { CardDetails } from './card-details';
import type { TabIndex } from './PhotoCardDetails';
import { CARD_INDEX_ATTRIBUTE } from './use-roving-card';

const PLACEHOLDER = '/placeholder-photo.svg';

interface PhotoCardProps {
  /** The photo's place in the list (the grid's keyboard moves find cards by it). */
  index: number;
  photo: GridPhoto;
  href: string;
  box: { top: number; left: number; width: number; height: number };
  /** Signed-in people get the hover details and buttons (spec §1: guests get none): null for guests. */
  details: CardDetails | null;
  onOpen: (photoid: number) => void;
  /** Photos near the top load at once; the rest lazily. */
  eager: boolean;
  /** The card is the grid's one Tab stop (its link and buttons); the others are reached by arrows. */
  active: boolean;
}

function PhotoImage({
  photo,
  width,
  height,
  eager,
}: {
  photo: GridPhoto;
  width: number;
  height: number;
  eager: boolean;
}) {
  // A failed image falls back once to the placeholder (spec §2), never in a loop.
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER : (photo.thumbnail_url ?? PLACEHOLDER)}
      srcSet={failed ? undefined : photoSourceSet(photo)}
      sizes={`${width}px`}
      alt={photoName(photo)}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full bg-paper-deep object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
    />
  );
}

/** One photo of the grid: the image, and for signed-in people the details on hover or focus. */
export const PhotoCard = memo(function PhotoCard({
  index,
  photo,
  href,
  box,
  details: Details,
  onOpen,
  eager,
  active,
}: PhotoCardProps) {
  const tabIndex: TabIndex = active ? 0 : -1;
  return (
    // scroll-margin: a card moved to by the arrow keys is scrolled clear of the fixed header.
    // biome-ignore lint/a11y/useSemanticElements: a cell of a justified layout grid, not a table.
    // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the photo link and buttons inside.
    <div
      role="gridcell"
      {...{ [CARD_INDEX_ATTRIBUTE]: index }}
      className="group absolute scroll-my-20 overflow-hidden rounded-sm bg-paper-deep focus-within:ring-2 focus-within:ring-sepia focus-within:ring-offset-2"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
    >
      <Link
        to={href}
        tabIndex={tabIndex}
        onClick={() => onOpen(photo.photoid)}
        className="block size-full focus:outline-none"
      >
        <PhotoImage photo={photo} width={box.width} height={box.height} eager={eager} />
      </Link>
      {Details && <Details photo={photo} tabIndex={tabIndex} />}
    </div>
  );
});
