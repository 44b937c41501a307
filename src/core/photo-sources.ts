import { aspectRatioOf, GRID_BREAKPOINTS, GRID_ROW_HEIGHT } from './justified-layout';

/** The thumbnail is 400 px on its long edge, the preview 1,200 (the media renders). */
const THUMB_LONG_EDGE = 400;
const PREVIEW_LONG_EDGE = 1200;

interface PhotoImages {
  thumbnail_url: string | null;
  preview_url: string | null;
  width: number | null;
  height: number | null;
}

/**
 * Both image sizes as a `srcset`, so the browser takes the preview only where a card is wide or
 * the screen dense. A portrait photo's long edge is its height: its widths are narrower.
 */
export function photoSourceSet(photo: PhotoImages): string | undefined {
  if (!photo.thumbnail_url || !photo.preview_url) return undefined;
  const [thumbWidth, previewWidth] =
    photo.width && photo.height && photo.height > photo.width
      ? [
          Math.round((THUMB_LONG_EDGE * photo.width) / photo.height),
          Math.round((PREVIEW_LONG_EDGE * photo.width) / photo.height),
        ]
      : [THUMB_LONG_EDGE, PREVIEW_LONG_EDGE];
  return `${photo.thumbnail_url} ${thumbWidth}w, ${photo.preview_url} ${previewWidth}w`;
}

/**
 * About how wide a grid card draws a photo at each breakpoint (its row's target height times
 * its aspect), as `sizes`: what a preload needs to pick the same file the card will.
 */
export function gridImageSizes(photo: Pick<PhotoImages, 'width' | 'height'>): string {
  const aspect = aspectRatioOf(photo.width, photo.height);
  const at = (height: number) => `${Math.round(height * aspect)}px`;
  return [
    `(min-width: ${GRID_BREAKPOINTS.desktop}px) ${at(GRID_ROW_HEIGHT.desktop)}`,
    `(min-width: ${GRID_BREAKPOINTS.tablet}px) ${at(GRID_ROW_HEIGHT.tablet)}`,
    at(GRID_ROW_HEIGHT.mobile),
  ].join(', ');
}
