import { f } from '../svg';

// ---------------------------------------------------------------------------------------------
// Small drawing helpers
// ---------------------------------------------------------------------------------------------

export type Point = readonly [number, number];

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
) {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A repeating tile: one element paints a whole pegboard, tiled splashback or panelled wall. */
export function pattern(id: string, w: number, h: number, body: string): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(w)}" height="${f(h)}">${body}</pattern>`;
}

/** Mirrors markup left-to-right, so furniture drawn on the left can stand on either side. */
export function mirror(markup: string, width: number, flip: boolean): string {
  return flip && markup ? `<g transform="matrix(-1 0 0 1 ${f(width)} 0)">${markup}</g>` : markup;
}
