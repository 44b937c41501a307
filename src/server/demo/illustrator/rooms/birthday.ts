import { circle, ellipse, f, type Point, path, polygon, rect } from '../../../media/svg';
import { mix, shade } from '../palette';
import type { Rng } from '../prng';
import { frames, room } from '../scene-indoor';
import type { Backdrop, BackdropInput } from '../scene-types';
import { apart, CHROME, PARTY } from './colours';
import { plate, seated, tableTop } from './furniture';

// ---------------------------------------------------------------------------------------------
// Birthday
// ---------------------------------------------------------------------------------------------

function balloon(x: number, y: number, r: number, colour: string, stringTo: Point): string {
  return (
    path(
      `M${f(x)} ${f(y + r * 1.2)}Q${f((x + stringTo[0]) / 2 + r * 0.5)} ${f((y + stringTo[1]) / 2)} ${f(stringTo[0])} ${f(stringTo[1])}`,
      'none',
      'stroke="#555" stroke-width="1"',
    ) +
    ellipse(x, y, r, r * 1.18, colour, `stroke="${shade(colour, -0.4)}" stroke-width="1"`) +
    polygon(
      [
        [x, y + r * 1.12],
        [x - r * 0.12, y + r * 1.3],
        [x + r * 0.12, y + r * 1.3],
      ],
      shade(colour, -0.2),
    ) +
    ellipse(x - r * 0.35, y - r * 0.45, r * 0.18, r * 0.28, '#ffffff', 'opacity="0.7"')
  );
}

/** A bunch of balloons tied low, floating up into a top corner. */
function balloonBunch(rng: Rng, x: number, top: number, r: number, tie: Point): string {
  let out = '';
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    out += balloon(
      x + rng.range(-1.6, 1.6) * r,
      top + rng.range(0, 1.8) * r + (i % 2) * r * 0.8,
      r * rng.range(0.85, 1.1),
      rng.pick(PARTY),
      tie,
    );
  }
  return out;
}

/** Crepe-paper streamers swagging across the top of the wall, and a string of pennants. */
function streamers(rng: Rng, w: number, h: number): string {
  let out = '';
  const swags = rng.int(3, 5);
  const width = w / swags;
  for (const [k, colour] of [rng.pick(PARTY), rng.pick(PARTY)].entries()) {
    const y = h * (0.03 + k * 0.03);
    let d = `M${f(-5)} ${f(y)}`;
    for (let i = 0; i < swags; i++) {
      const x0 = i * width;
      d += `Q${f(x0 + width / 2)} ${f(y + h * rng.range(0.12, 0.18))} ${f(x0 + width)} ${f(y)}`;
    }
    out += path(
      d,
      'none',
      `stroke="${colour}" stroke-width="${f(h * 0.014)}" stroke-dasharray="${f(h * 0.02)} ${f(h * 0.006)}"`,
    );
  }
  if (rng.chance(0.7)) {
    // Pennants: alternating light and dark triangles read as bunting even in grey.
    const y = h * 0.02;
    const sag = h * 0.08;
    const n = Math.round(w / (h * 0.06));
    for (let i = 0; i < n; i++) {
      const t = (i + 0.5) / n;
      const x = t * w;
      const yy = y + sag * 4 * t * (1 - t);
      const pw = (w / n) * 0.42;
      out += polygon(
        [
          [x - pw, yy],
          [x + pw, yy],
          [x, yy + pw * 2],
        ],
        i % 2 === 0 ? '#f7f2e6' : (PARTY[i % PARTY.length] ?? '#e63946'),
      );
    }
    out += path(
      `M0 ${f(y)}Q${f(w / 2)} ${f(y + sag * 2)} ${f(w)} ${f(y)}`,
      'none',
      'stroke="#444" stroke-width="1"',
    );
  }
  return out;
}

/** A frosted layer cake on a stand, piped round the top, with lit candles. */
function cake(rng: Rng, cx: number, bottom: number, cw: number, tint: string): string {
  const ch = cw * rng.range(0.42, 0.52);
  const frost = rng.chance(0.6) ? '#fbf7ee' : mix(tint, '#ffffff', 0.7);
  const piping = apart(tint, frost, 0.3);
  const top = bottom - ch;
  const ry = cw * 0.12;
  let out =
    // Dark stand under the cake, so the white cake reads against a white cloth.
    ellipse(cx, bottom + cw * 0.03, cw * 0.68, ry * 1.1, '#000000', 'opacity="0.25"') +
    ellipse(cx, bottom, cw * 0.64, ry * 1.05, shade(CHROME, -0.25)) +
    rect(cx - cw * 0.1, bottom, cw * 0.2, cw * 0.08, shade(CHROME, -0.35)) +
    rect(cx - cw / 2, top, cw, ch, frost) +
    ellipse(cx, bottom, cw / 2, ry, frost) +
    rect(cx - cw / 2, top + ch * 0.45, cw, ch * 0.1, piping, 'opacity="0.85"') +
    ellipse(cx, top, cw / 2, ry, shade(frost, -0.05));
  const beads = 9;
  for (let i = 0; i < beads; i++) {
    const a = Math.PI * (i / (beads - 1));
    out += circle(cx - Math.cos(a) * cw * 0.48, top + Math.sin(a) * ry * 0.95, cw * 0.04, piping);
  }
  // Candles stand on the top; their flames are the brightest thing in the room.
  const n = rng.int(4, 8);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const x = cx + (t - 0.5) * cw * 0.72;
    const y = top - ry * 0.3 + Math.sin(Math.PI * t) * ry * 0.5;
    const lh = cw * 0.2;
    out +=
      ellipse(x, y - lh - cw * 0.05, cw * 0.14, cw * 0.17, 'url(#rm-flame)') +
      rect(x - cw * 0.013, y - lh, cw * 0.026, lh, PARTY[i % PARTY.length] ?? '#1d70d6') +
      ellipse(x, y - lh - cw * 0.05, cw * 0.026, cw * 0.055, '#ffb21f') +
      ellipse(x, y - lh - cw * 0.038, cw * 0.013, cw * 0.028, '#fffbe0');
  }
  return out;
}

/** A wrapped present with a ribbon. */
function present(x: number, bottom: number, size: number, colour: string): string {
  return (
    rect(x, bottom - size, size * 1.2, size, colour, `stroke="${shade(colour, -0.4)}" stroke-width="1"`) +
    rect(x + size * 0.5, bottom - size, size * 0.2, size, '#f7f2e0') +
    ellipse(x + size * 0.45, bottom - size * 1.05, size * 0.2, size * 0.1, '#f7f2e0') +
    ellipse(x + size * 0.75, bottom - size * 1.05, size * 0.2, size * 0.1, '#f7f2e0')
  );
}

export const birthday = (input: BackdropInput): Backdrop => {
  const { rng, width: w, height: h } = input;
  const u = Math.min(w, h);
  const r = room(input, 0.7, 0.76);
  const tableY = h * rng.range(0.68, 0.74);
  let back = r.back + frames(input, rng.int(0, 1), h * 0.25, h * 0.45) + streamers(rng, w, h);
  const br = u * rng.range(0.045, 0.06);
  back +=
    balloonBunch(rng, w * 0.08, h * 0.1, br, [w * 0.1, tableY]) +
    balloonBunch(rng, w * 0.92, h * 0.1, br, [w * 0.9, tableY]);
  // Never as white as the cake: the cake must stand out from its cloth in a grey print.
  const cloth = apart(
    rng.chance(0.4) ? '#f4efe4' : mix(rng.pick(PARTY), '#ffffff', rng.range(0.3, 0.55)),
    '#fbf7ee',
    0.14,
  );
  const cw = u * rng.range(0.28, 0.34);
  const cx = w * rng.range(0.42, 0.58);
  let front = tableTop(w, h, tableY, cloth);
  front +=
    plate(w * 0.14, tableY + h * 0.1, u * 0.07) +
    plate(w * 0.86, tableY + h * 0.11, u * 0.07) +
    present(w * rng.range(0.02, 0.1), tableY + h * 0.05, u * 0.08, rng.pick(PARTY)) +
    cake(rng, cx, tableY + h * 0.1, cw, rng.pick(PARTY));
  // Paper cups and a party horn.
  for (const x of [w * 0.72, w * 0.28]) {
    const c = rng.pick(PARTY);
    front += polygon(
      [
        [x - u * 0.022, tableY + h * 0.02],
        [x + u * 0.022, tableY + h * 0.02],
        [x + u * 0.016, tableY + h * 0.08],
        [x - u * 0.016, tableY + h * 0.08],
      ],
      c,
      `stroke="${shade(c, -0.4)}" stroke-width="1"`,
    );
  }
  const defs =
    r.defs +
    `<radialGradient id="rm-flame"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffd46a" stop-opacity="0.45"/><stop offset="1" stop-color="#ffb030" stop-opacity="0"/></radialGradient>`;
  return { back, front, defs, ...seated(input, tableY), attire: 'party-hats' };
};
