import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { FaceBox, PhotoFace } from '../../../../core/people';
import { personLabel } from '../../../../core/people';

/** Smallest side a drawn box may have, as a share of the picture. */
const MIN_SIDE = 0.02;
/** How far one arrow key moves or resizes the box (Alt: finer). */
const STEP = 0.02;
const FINE_STEP = 0.005;
/**
 * A face box's focus ring, seen on any photo: white between two dark bands (outline over a dark
 * shadow), where the site's sepia ring vanished on dark prints and a white one on pale skies.
 */
const FACE_FOCUS_RING =
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-white focus-visible:shadow-[0_0_0_1px_rgba(0,0,0,0.85),0_0_0_5px_rgba(0,0,0,0.85)]';

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A box kept inside the picture, at least MIN_SIDE on each side. */
export function keptInside(box: FaceBox): FaceBox {
  const width = clamp(box.width, MIN_SIDE, 1);
  const height = clamp(box.height, MIN_SIDE, 1);
  return {
    x: round(clamp(box.x, 0, 1 - width)),
    y: round(clamp(box.y, 0, 1 - height)),
    width: round(width),
    height: round(height),
  };
}

/** Where a new box starts for the keyboard: square in pixels, in the middle of the picture. */
export function defaultBox(aspectRatio: number): FaceBox {
  let width = 0.2;
  let height = width * aspectRatio;
  if (height > 0.3) {
    height = 0.3;
    width = height / aspectRatio;
  }
  return keptInside({ x: 0.5 - width / 2, y: 0.4 - height / 2, width, height });
}

/** The box an arrow key makes of `box`: moved, or resized with Shift. Null for other keys. */
export function boxAfterKey(box: FaceBox, key: string, shift: boolean, fine: boolean): FaceBox | null {
  const step = fine ? FINE_STEP : STEP;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = delta[key];
  if (!move) return null;
  const [dx, dy] = move;
  if (shift) return keptInside({ ...box, width: box.width + dx, height: box.height + dy });
  return keptInside({ ...box, x: box.x + dx, y: box.y + dy });
}

function position(box: FaceBox) {
  return {
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.width * 100}%`,
    height: `${box.height * 100}%`,
  };
}

/**
 * The photo large with every face drawn as a numbered box (a rejected face dashed and faded).
 * Choosing a box selects its face. In drawing mode a drag on the photo draws a new box; the box
 * also answers the arrow keys (move; Shift: resize; Alt: finer), and takes focus as drawing
 * begins, so the keyboard needs no pointer to draw; Escape on it gives up drawing.
 */
export function FaceCanvas({
  src,
  title,
  aspectRatio,
  faces,
  selectedId,
  onSelect,
  drawing,
  draft,
  onDraftChange,
  onCancelDraft,
}: {
  src: string | null;
  title: string;
  aspectRatio: number;
  faces: PhotoFace[];
  selectedId: string | null;
  onSelect: (faceId: string) => void;
  drawing: boolean;
  draft: FaceBox | null;
  onDraftChange: (box: FaceBox) => void;
  onCancelDraft: () => void;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const draftBox = useRef<HTMLButtonElement>(null);
  // The "Draw a missed face" button that had focus is gone: the new box takes it.
  useEffect(() => {
    if (drawing) draftBox.current?.focus();
  }, [drawing]);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);

  const pointAt = (event: PointerEvent) => {
    const rect = surface.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return {
      x: clamp((event.clientX - rect.left) / rect.width, 0, 1),
      y: clamp((event.clientY - rect.top) / rect.height, 0, 1),
    };
  };
  const boxBetween = (a: { x: number; y: number }, b: { x: number; y: number }): FaceBox => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!drawing || event.button !== 0) return;
    const point = pointAt(event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setStart(point);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const point = pointAt(event);
    if (point) {
      const box = boxBetween(start, point);
      if (box.width >= MIN_SIDE / 2 || box.height >= MIN_SIDE / 2) onDraftChange(keptInside(box));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start) return;
    const point = pointAt(event);
    setStart(null);
    if (!point) return;
    const box = boxBetween(start, point);
    // A click without a drag keeps the box there was.
    if (box.width >= MIN_SIDE && box.height >= MIN_SIDE) onDraftChange(keptInside(box));
  };
  const onDraftKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancelDraft();
      return;
    }
    if (!draft) return;
    const next = boxAfterKey(draft, event.key, event.shiftKey, event.altKey);
    if (!next) return;
    event.preventDefault();
    onDraftChange(next);
  };

  return (
    <div
      ref={surface}
      className={`relative w-full touch-none overflow-hidden rounded-xl bg-paper-deep ring-1 ring-rule select-none ${
        drawing ? 'cursor-crosshair' : ''
      }`}
      style={{ aspectRatio: String(aspectRatio) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setStart(null)}
      data-testid="face-canvas"
    >
      {src && (
        <img
          src={src}
          alt={title}
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      {faces.map((face, index) => {
        if (!face.box) return null;
        const selected = face.id === selectedId;
        const name = face.personId ? personLabel({ name: face.personName }) : 'no person yet';
        return (
          <button
            key={face.id}
            type="button"
            aria-label={`Face ${index + 1}: ${face.rejected ? 'rejected' : name}`}
            aria-pressed={selected}
            tabIndex={drawing ? -1 : 0}
            onClick={() => onSelect(face.id)}
            className={`absolute rounded-md border-2 transition-[box-shadow,opacity] ${FACE_FOCUS_RING} ${
              drawing ? 'pointer-events-none' : 'cursor-pointer'
            } ${face.rejected ? 'border-dashed opacity-60' : ''} ${
              selected
                ? 'border-amber-300 shadow-[0_0_0_3px_rgba(0,0,0,0.65)]'
                : 'border-white shadow-[0_0_0_1px_rgba(0,0,0,0.6)]'
            }`}
            style={position(face.box)}
          >
            <span
              aria-hidden="true"
              className={`absolute -top-0.5 -left-0.5 grid min-w-5 place-items-center rounded-br-md px-1 text-xs leading-5 font-semibold ${
                selected ? 'bg-amber-300 text-ink' : 'bg-ink/80 text-paper'
              }`}
            >
              {index + 1}
            </span>
          </button>
        );
      })}
      {drawing && draft && (
        <button
          ref={draftBox}
          type="button"
          aria-label="New face box. Arrow keys move it; Shift and an arrow key resize it; Escape cancels."
          onKeyDown={onDraftKey}
          className={`absolute rounded-md border-2 border-dashed border-amber-300 bg-amber-200/20 shadow-[0_0_0_2px_rgba(0,0,0,0.6)] ${FACE_FOCUS_RING}`}
          style={position(draft)}
          data-testid="draft-box"
        />
      )}
    </div>
  );
}
