/** Tiny SVG string helpers shared by the scene, watermark, background and logo drawings. */

export const f = (n: number) => n.toFixed(1);

export type Point = readonly [number, number];

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A straight round-ended stroke from one point to another. */
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** An open polyline, for rails, trim and strings of bunting. */
export function polyline(points: readonly Point[], stroke: string, width: number, extra = ''): string {
  const list = points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  return `<polyline points="${list}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function polygon(points: readonly Point[], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A repeating tile: one element paints a whole pegboard, tiled splashback or panelled wall. */
export function pattern(id: string, w: number, h: number, body: string): string {
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(w)}" height="${f(h)}">${body}</pattern>`;
}

/** Mirrors markup left-to-right, so a piece drawn on the left can stand on either side. */
export function mirror(markup: string, width: number, flip: boolean): string {
  return flip && markup ? `<g transform="matrix(-1 0 0 1 ${f(width)} 0)">${markup}</g>` : markup;
}

/** A vertical linear gradient definition. */
export function verticalGradient(id: string, stops: readonly (readonly [number, string])[]): string {
  const body = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`;
}

/** A radial glow that fades to transparent. */
export function glowGradient(id: string, colour: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
