import { ellipse, f, rect } from '../../media/svg';
import { drawGroup, FIGURE_DEFS } from './figures';
import { formatImageKey, type ImageRecipe, type SceneName } from './image-key';
import { OUTING_BACKDROPS } from './outings';
import { PALETTES } from './palette';
import { PLACE_BACKDROPS } from './places';
import { createRng, type Rng } from './prng';
import { ROOM_BACKDROPS } from './rooms';
import { INDOOR_BACKDROPS } from './scene-indoor';
import { OUTDOOR_BACKDROPS } from './scene-outdoor';
import type { Attire, BackdropDrawer } from './scene-types';

/** The scene of a recipe as one SVG document, with the print border old snapshots have. */

const { parlour, lampRoom, kitchen, holiday, studio, porch } = INDOOR_BACKDROPS;
const { garden, beach, houseFront, park, lake, road } = OUTDOOR_BACKDROPS;

/**
 * Scenes the room and place tables do not draw yet, drawn by the nearest of the first backdrops;
 * a photo's seed picks among them.
 */
const NEAREST: Record<SceneName, readonly [BackdropDrawer, ...BackdropDrawer[]]> = {
  kitchen: [kitchen],
  'living-room': [parlour, lampRoom],
  backyard: [garden],
  birthday: [kitchen, parlour],
  wedding: [houseFront, studio],
  graduation: [houseFront, studio],
  beach: [beach],
  'road-trip': [road],
  christmas: [holiday],
  thanksgiving: [kitchen],
  school: [houseFront],
  portrait: [studio, porch, houseFront],
  picnic: [park, lake],
  camping: [lake],
  fair: [park],
  'new-car': [road, houseFront],
  baby: [parlour],
  prom: [parlour, studio],
  street: [houseFront],
  farm: [garden],
  diner: [kitchen],
  pool: [lake],
  snow: [houseFront],
  halloween: [porch],
  dance: [lampRoom],
  workshop: [lampRoom],
  office: [lampRoom],
  ballgame: [park],
  landscape: [lake, road, garden, park],
};

/** What people wear for the occasion, whichever backdrop draws the scene. */
const SCENE_ATTIRE: Partial<Record<SceneName, Attire>> = {
  wedding: 'wedding',
  graduation: 'graduation',
  birthday: 'party-hats',
  prom: 'formal',
  pool: 'swimwear',
  snow: 'winter',
  halloween: 'costume',
};

function backdropOf(recipe: ImageRecipe, rng: Rng): BackdropDrawer {
  const drawn =
    ROOM_BACKDROPS[recipe.scene] ?? PLACE_BACKDROPS[recipe.scene] ?? OUTING_BACKDROPS[recipe.scene];
  if (drawn) return drawn;
  const chosen = rng.pick(NEAREST[recipe.scene]);
  // An empty studio backdrop is not a photograph anyone kept; without people it becomes a view.
  return chosen === studio && recipe.people === 0 ? lake : chosen;
}

export type Border = 'none' | 'white' | 'deckle' | 'polaroid';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scene {
  svg: string;
  /** The picture inside any border, in output pixels: vignette and exposure apply only here. */
  photo: Rect;
  /** Exposure of the snapshot, ~0.9..1.1. */
  exposure: number;
}

/** Scenes are drawn on a fixed long edge of 1000 units, so every size shows the same picture. */
const UNITS = 1000;

function borderFor(rng: Rng, recipe: ImageRecipe): Border {
  const roll = rng.next();
  switch (recipe.tone) {
    case 'mono':
    case 'sepia':
      return roll < 0.25 ? 'white' : roll < 0.45 ? 'deckle' : 'none';
    case 'faded':
      return roll < 0.25 ? 'white' : roll < 0.4 ? 'polaroid' : 'none';
    case 'color':
      return roll < 0.08 ? 'white' : roll < 0.14 ? 'polaroid' : 'none';
  }
}

function paperFrame(border: Border, vw: number, vh: number, rng: Rng): { markup: string; photo: Rect } {
  const short = Math.min(vw, vh);
  const paper = '#f3eee2';
  switch (border) {
    case 'none':
      return { markup: '', photo: { x: 0, y: 0, width: vw, height: vh } };
    case 'white': {
      const m = short * 0.045;
      return {
        markup: rect(0, 0, vw, vh, paper),
        photo: { x: m, y: m, width: vw - 2 * m, height: vh - 2 * m },
      };
    }
    case 'polaroid': {
      const m = short * 0.05;
      const bottom = short * 0.17;
      return {
        markup: rect(0, 0, vw, vh, '#f6f4ee'),
        photo: { x: m, y: m, width: vw - 2 * m, height: vh - m - bottom },
      };
    }
    case 'deckle': {
      // A scalloped paper edge lying on a dark album page.
      const inset = short * 0.022;
      const tooth = short * 0.007;
      const corners: [number, number][] = [
        [inset, inset],
        [vw - inset, inset],
        [vw - inset, vh - inset],
        [inset, vh - inset],
      ];
      let d = `M${f(inset)} ${f(inset)}`;
      corners.forEach(([x0, y0], i) => {
        const [x1, y1] = corners[(i + 1) % 4] ?? [inset, inset];
        const length = Math.hypot(x1 - x0, y1 - y0);
        const steps = Math.max(8, Math.round(length / (tooth * 2.6)));
        // Outward normal of a clockwise edge.
        const nx = (y1 - y0) / length;
        const ny = -(x1 - x0) / length;
        for (let k = 1; k <= steps; k++) {
          const t0 = (k - 0.5) / steps;
          const t1 = k / steps;
          const bulge = tooth * rng.range(0.6, 1.3);
          d += `Q${f(x0 + (x1 - x0) * t0 + nx * bulge)} ${f(y0 + (y1 - y0) * t0 + ny * bulge)} ${f(x0 + (x1 - x0) * t1)} ${f(y0 + (y1 - y0) * t1)}`;
        }
      });
      const m = short * 0.065;
      return {
        markup: `${rect(0, 0, vw, vh, '#26231f')}<path d="${d}Z" fill="${paper}"/>`,
        photo: { x: m, y: m, width: vw - 2 * m, height: vh - 2 * m },
      };
    }
  }
}

/** Uneven light: flat fills look drawn, real rooms and skies never are. */
function lighting(rng: Rng, w: number, h: number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const fill = rng.chance(0.5) ? 'url(#light-blob)' : 'url(#dark-blob)';
    out += ellipse(w * rng.next(), h * rng.next(), w * rng.range(0.25, 0.5), h * rng.range(0.25, 0.5), fill);
  }
  const fromLeft = rng.chance(0.5);
  out += `<rect width="${f(w)}" height="${f(h)}" fill="url(#side-light)" transform="${fromLeft ? '' : `matrix(-1 0 0 1 ${f(w)} 0)`}"/>`;
  return out;
}

const LIGHT_DEFS =
  '<radialGradient id="light-blob"><stop offset="0" stop-color="#ffffff" stop-opacity="0.13"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="dark-blob"><stop offset="0" stop-color="#000000" stop-opacity="0.14"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="side-light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>';

function wear(rng: Rng, recipe: ImageRecipe, w: number, h: number): string {
  if (recipe.tone === 'color') return '';
  let out = '';
  const specks = recipe.tone === 'faded' ? rng.int(2, 6) : rng.int(6, 16);
  for (let i = 0; i < specks; i++) {
    const r = rng.range(0.6, 2.2);
    out += ellipse(
      w * rng.next(),
      h * rng.next(),
      r,
      r * rng.range(0.6, 1),
      rng.chance(0.6) ? '#ffffff' : '#1a1a1a',
      `opacity="${f(rng.range(0.3, 0.8))}"`,
    );
  }
  for (let i = recipe.tone === 'faded' ? 0 : rng.int(0, 2); i > 0; i--) {
    const x = w * rng.next();
    out += `<path d="M${f(x)} ${f(h * rng.range(0, 0.4))} q${f(rng.range(-30, 30))} ${f(h * 0.2)} ${f(rng.range(-20, 20))} ${f(h * rng.range(0.3, 0.6))}" stroke="#ffffff" stroke-width="0.7" fill="none" opacity="0.5"/>`;
  }
  return out;
}

export function aspectSize(
  aspect: ImageRecipe['aspect'],
  longEdge: number,
): { width: number; height: number } {
  const short = Math.round((longEdge * 2) / 3);
  switch (aspect) {
    case 'h':
      return { width: longEdge, height: short };
    case 'v':
      return { width: short, height: longEdge };
    case 's':
      return { width: longEdge, height: longEdge };
  }
}

/** Builds the SVG of `recipe` at `width`×`height` pixels; the same recipe always gives the same picture. */
export function buildScene(recipe: ImageRecipe, width: number, height: number): Scene {
  const rng = createRng(formatImageKey(recipe));
  const vw = width >= height ? UNITS : (UNITS * width) / height;
  const vh = height >= width ? UNITS : (UNITS * height) / width;
  const border = borderFor(rng, recipe);
  const frame = paperFrame(border, vw, vh, rng);
  const { photo } = frame;
  const drawer = backdropOf(recipe, rng);
  const palette = PALETTES[recipe.mood];
  const backdrop = drawer({ rng, palette, width: photo.width, height: photo.height, people: recipe.people });
  const group = drawGroup(rng, palette, recipe.people, {
    width: photo.width,
    height: photo.height,
    ...backdrop,
    attire: backdrop.attire ?? SCENE_ATTIRE[recipe.scene],
  });
  // A hand-held camera is rarely level; scale up a little so the tilt leaves no empty corners.
  const tilt = rng.range(-1.8, 1.8);
  const cx = photo.width / 2;
  const cy = photo.height / 2;
  const scene = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${tilt.toFixed(2)}) scale(1.05) translate(${f(-cx)} ${f(-cy)})">${backdrop.back}${group}${backdrop.front}</g>${lighting(rng, photo.width, photo.height)}`;
  const inner = `<svg x="${f(photo.x)}" y="${f(photo.y)}" width="${f(photo.width)}" height="${f(photo.height)}">${scene}${wear(rng, recipe, photo.width, photo.height)}</svg>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${f(vw)} ${f(vh)}" preserveAspectRatio="none"><defs>${backdrop.defs}${FIGURE_DEFS}${LIGHT_DEFS}</defs>${frame.markup}${inner}</svg>`;
  const scale = width / vw;
  return {
    svg,
    photo: {
      x: Math.round(photo.x * scale),
      y: Math.round(photo.y * scale),
      width: Math.round(photo.width * scale),
      height: Math.round(photo.height * scale),
    },
    exposure: rng.range(0.9, 1.1),
  };
}
