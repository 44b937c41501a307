import { circle, ellipse, f, line, mirror, polygon, rect } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import { frames, room, windowPane } from '../scene-indoor';
import type { Backdrop, BackdropInput } from '../scene-types';
import { CHROME } from './colours';
import { plate, seated, tableTop } from './furniture';

// ---------------------------------------------------------------------------------------------
// Thanksgiving
// ---------------------------------------------------------------------------------------------

/** A roast turkey on an oval platter, legs to either side with paper frills, parsley round it. */
function turkey(cx: number, bottom: number, tw: number): string {
  const roast = '#8e4e1e';
  const cy = bottom - tw * 0.22;
  let out =
    ellipse(cx, bottom, tw * 0.78, tw * 0.17, '#000000', 'opacity="0.22"') +
    ellipse(cx, bottom - tw * 0.02, tw * 0.75, tw * 0.16, '#e9e6df', 'stroke="#8a8680" stroke-width="1.5"') +
    ellipse(cx, bottom - tw * 0.03, tw * 0.6, tw * 0.11, '#f7f5f0');
  for (const [i, dx] of [-0.55, -0.45, 0.45, 0.55, -0.2, 0.25].entries())
    out += ellipse(
      cx + dx * tw,
      bottom - tw * (0.02 + (i % 2) * 0.05),
      tw * 0.06,
      tw * 0.035,
      i < 4 ? '#4f7a2a' : '#b8322a',
    );
  out +=
    ellipse(cx, cy + tw * 0.02, tw * 0.48, tw * 0.26, shade(roast, -0.3)) +
    ellipse(cx, cy - tw * 0.02, tw * 0.44, tw * 0.25, roast) +
    ellipse(cx - tw * 0.05, cy - tw * 0.1, tw * 0.28, tw * 0.12, '#c58a4a', 'opacity="0.8"') +
    ellipse(cx - tw * 0.1, cy - tw * 0.14, tw * 0.1, tw * 0.04, '#f0d0a0', 'opacity="0.7"');
  for (const side of [-1, 1]) {
    const lx = cx + side * tw * 0.36;
    const ly = cy + tw * 0.05;
    out +=
      `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(tw * 0.17)}" ry="${f(tw * 0.1)}" fill="${shade(roast, -0.1)}" transform="rotate(${side * -35} ${f(lx)} ${f(ly)})"/>` +
      line(
        lx + side * tw * 0.1,
        ly - tw * 0.08,
        lx + side * tw * 0.17,
        ly - tw * 0.15,
        '#f2ead8',
        tw * 0.035,
      ) +
      circle(lx + side * tw * 0.18, ly - tw * 0.16, tw * 0.035, '#ffffff');
  }
  return out;
}

/** A pie in its dish: a crust rim round a dark filling, a wedge already cut. */
function pie(cx: number, bottom: number, pw: number, filling: string): string {
  const top = bottom - pw * 0.12;
  return (
    polygon(
      [
        [cx - pw * 0.5, top],
        [cx + pw * 0.5, top],
        [cx + pw * 0.42, bottom],
        [cx - pw * 0.42, bottom],
      ],
      '#d8d4cc',
    ) +
    ellipse(cx, top, pw * 0.5, pw * 0.17, '#d49a55', 'stroke="#8a5a2a" stroke-width="1"') +
    ellipse(cx, top, pw * 0.4, pw * 0.12, filling) +
    polygon(
      [
        [cx, top],
        [cx + pw * 0.38, top + pw * 0.04],
        [cx + pw * 0.3, top + pw * 0.1],
      ],
      '#f0ece2',
    ) +
    ellipse(cx - pw * 0.1, top - pw * 0.02, pw * 0.08, pw * 0.04, '#fffdf5')
  );
}

function candle(x: number, bottom: number, ch: number): string {
  return (
    ellipse(x, bottom - ch - ch * 0.12, ch * 0.3, ch * 0.3, 'url(#rm-flame)') +
    rect(x - ch * 0.12, bottom - ch * 0.08, ch * 0.24, ch * 0.08, '#b8a070') +
    rect(x - ch * 0.04, bottom - ch, ch * 0.08, ch * 0.92, '#f6f0dc') +
    ellipse(x, bottom - ch - ch * 0.07, ch * 0.035, ch * 0.08, '#ffc640')
  );
}

/** A china cabinet against the wall, its shelves of plates standing on edge. */
function hutch(x: number, bottom: number, hw: number, hh: number, wood: string): string {
  const top = bottom - hh;
  let out =
    rect(x, top, hw, hh, wood, `stroke="${shade(wood, -0.5)}" stroke-width="1.5"`) +
    rect(x + hw * 0.08, top + hh * 0.06, hw * 0.84, hh * 0.5, shade(wood, -0.45)) +
    rect(x - hw * 0.04, top + hh * 0.6, hw * 1.08, hh * 0.03, shade(wood, 0.15));
  for (let s = 0; s < 2; s++) {
    const sy = top + hh * (0.28 + s * 0.25);
    out += rect(x + hw * 0.08, sy, hw * 0.84, hh * 0.015, shade(wood, -0.1));
    for (let i = 0; i < 3; i++)
      out += circle(x + hw * (0.25 + i * 0.25), sy - hw * 0.11, hw * 0.1, '#efece4');
  }
  return out;
}

export const thanksgiving = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const r = room(input, 0.74, 0.8);
  const wood = jitter(rng, ['#5a3820', '#6e4424', '#4a2e1a'] as const);
  const tableY = h * rng.range(0.66, 0.72);
  // A chair rail and darker wainscot: a dining room, not a kitchen.
  const railY = h * rng.range(0.45, 0.55);
  let back =
    r.back +
    rect(0, railY, w, r.floorY - railY, shade(r.wall, -0.25)) +
    rect(0, railY - h * 0.012, w, h * 0.018, shade(r.wall, 0.3));
  const flip = rng.chance(0.5);
  let side =
    hutch(w * 0.02, r.floorY, u * 0.26, h * 0.62, wood) +
    windowPane(
      w * 0.7,
      h * 0.1,
      u * 0.18,
      h * 0.3,
      mix(palette.skyBottom, '#ffffff', 0.3),
      '#f0ebe0',
      jitter(rng, palette.clothes),
    );
  side += frames(input, 1, h * 0.08, h * 0.2);
  back += mirror(side, w, flip);
  const cloth = rng.chance(0.7) ? '#f5f1e8' : mix(jitter(rng, palette.clothes), '#ffffff', 0.5);
  const tx = w * rng.range(0.42, 0.58);
  let front = tableTop(w, h, tableY, cloth);
  front += rect(-w * 0.05, tableY + h * 0.05, w * 1.1, h * 0.03, '#b8893a', 'opacity="0.5"');
  front +=
    candle(tx - u * 0.3, tableY + h * 0.04, u * 0.16) + candle(tx + u * 0.3, tableY + h * 0.04, u * 0.16);
  front +=
    pie(w * rng.range(0.1, 0.16), tableY + h * 0.11, u * 0.16, '#a8561e') +
    pie(w * rng.range(0.84, 0.9), tableY + h * 0.12, u * 0.16, rng.chance(0.5) ? '#7a2a3a' : '#a8561e');
  // Places set along the near edge.
  const places = Math.max(2, Math.min(5, Math.round(w / (u * 0.26))));
  for (let i = 0; i < places; i++) {
    const x = ((i + 0.5) / places) * w;
    if (Math.abs(x - tx) < u * 0.22) continue;
    front += plate(x, h * 0.94, u * 0.085) + rect(x + u * 0.1, h * 0.91, u * 0.01, h * 0.07, CHROME);
  }
  front += turkey(tx, tableY + h * 0.17, u * rng.range(0.32, 0.38));
  const defs =
    r.defs +
    `<radialGradient id="rm-flame"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb030" stop-opacity="0"/></radialGradient>`;
  return { back, front, defs, ...seated(input, tableY) };
};
