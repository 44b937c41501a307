import type { FaceBox } from '../../core/people';

/** Room left around a face in its crop, as a share of the face's larger side. */
const MARGIN = 1.4;

/**
 * Where the photo sits inside a square crop centred on `box`: the image's width and offsets as
 * percentages of the crop. `aspectRatio` is the photo's width over its height.
 */
export function faceCropStyle(box: FaceBox, aspectRatio: number) {
  const side = Math.max(box.width * aspectRatio, box.height) * MARGIN;
  const centreX = (box.x + box.width / 2) * aspectRatio;
  const centreY = box.y + box.height / 2;
  return {
    width: `${(aspectRatio / side) * 100}%`,
    left: `${(-(centreX - side / 2) / side) * 100}%`,
    top: `${(-(centreY - side / 2) / side) * 100}%`,
  };
}

/**
 * One face cut out of its photo's thumbnail, square (people grid, merge suggestions, the
 * photo-faces page's type-ahead). Without a box (a seeded face) the whole thumbnail is shown.
 */
export function FaceThumb({
  src,
  box,
  aspectRatio,
  alt,
  size = 96,
}: {
  src: string | null;
  box: FaceBox | null;
  /** The photo's width over its height. */
  aspectRatio: number;
  alt: string;
  size?: number;
}) {
  return (
    <span
      className="relative block shrink-0 overflow-hidden rounded-full bg-paper-deep"
      style={{ width: size, height: size }}
    >
      {src &&
        (box ? (
          <img
            src={src}
            alt={alt}
            loading="lazy"
            decoding="async"
            className="absolute max-w-none"
            style={faceCropStyle(box, aspectRatio)}
          />
        ) : (
          <img src={src} alt={alt} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ))}
    </span>
  );
}
