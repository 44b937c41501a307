import { circle, ellipse, f, glowGradient, line, pattern, polygon, rect } from '../../../media/svg';
import { lettering, letteringWidth } from '../lettering';
import { shade } from '../palette';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { CHROME } from './colours';
import { checkerFloor, pendant, plate, seated } from './furniture';

// ---------------------------------------------------------------------------------------------
// Diner
// ---------------------------------------------------------------------------------------------

/** A tall fountain glass of milkshake: whipped cream, a cherry and a striped straw. */
function milkshake(cx: number, bottom: number, gh: number, shake: string): string {
  const gw = gh * 0.5;
  const top = bottom - gh;
  return (
    ellipse(cx, bottom, gw * 0.35, gw * 0.08, '#d8dcdc') +
    rect(cx - gw * 0.05, bottom - gh * 0.22, gw * 0.1, gh * 0.22, '#e4eaea') +
    polygon(
      [
        [cx - gw / 2, top + gh * 0.12],
        [cx + gw / 2, top + gh * 0.12],
        [cx + gw * 0.2, bottom - gh * 0.2],
        [cx - gw * 0.2, bottom - gh * 0.2],
      ],
      shake,
      'stroke="#9aa" stroke-width="1"',
    ) +
    line(cx + gw * 0.1, top + gh * 0.2, cx + gw * 0.35, top - gh * 0.25, '#e63946', gw * 0.08) +
    ellipse(cx, top + gh * 0.1, gw * 0.5, gh * 0.08, '#ffffff') +
    ellipse(cx, top + gh * 0.02, gw * 0.32, gh * 0.08, '#ffffff') +
    circle(cx - gw * 0.05, top - gh * 0.06, gw * 0.1, '#c8102e') +
    rect(cx - gw * 0.4, top + gh * 0.2, gw * 0.12, gh * 0.3, '#ffffff', 'opacity="0.45"')
  );
}

/** A counter stool: red round seat on a chrome pole. */
function stool(cx: number, floorY: number, seatY: number, sw: number, seat: string): string {
  return (
    ellipse(cx, floorY, sw * 0.4, sw * 0.1, '#6a6e70') +
    rect(cx - sw * 0.06, seatY, sw * 0.12, floorY - seatY, CHROME) +
    rect(cx - sw / 2, seatY - sw * 0.2, sw, sw * 0.24, seat, `rx="${f(sw * 0.1)}"`) +
    ellipse(cx, seatY - sw * 0.2, sw / 2, sw * 0.12, shade(seat, 0.2)) +
    rect(cx - sw / 2, seatY, sw, sw * 0.05, CHROME)
  );
}

/** A menu board: dark board, a heading in capitals and chalk-white lines with prices. */
function menuBoard(x: number, y: number, mw: number, mh: number, word: string): string {
  let out =
    rect(x - mw * 0.03, y - mw * 0.03, mw * 1.06, mh + mw * 0.06, '#8a6a48') +
    rect(x, y, mw, mh, '#1e2220') +
    lettering(word, x + mw / 2, y + mh * 0.16, mh * 0.16, mw * 0.9, '#f2efe6');
  for (let i = 0; i < 5; i++) {
    const ly = y + mh * (0.36 + i * 0.12);
    out +=
      rect(x + mw * 0.08, ly, mw * (0.4 + ((i * 37) % 20) / 100), mh * 0.04, '#e8e4da') +
      rect(x + mw * 0.78, ly, mw * 0.12, mh * 0.04, '#f4c20d');
  }
  return out;
}

/** A neon sign: the word glows in a colour, even as a white smear in a grey print. */
function neon(word: string, cx: number, top: number, size: number, colour: string): string {
  const half = (letteringWidth(word) * size) / 20 + size * 0.5;
  const cy = top + size / 2;
  return (
    // A dark backing board: in a grey print the tube then reads light on dark.
    rect(cx - half, top - size * 0.4, half * 2, size * 1.8, '#23201e', `rx="${f(size * 0.25)}"`) +
    lettering(word, cx, cy, size, half * 2, colour, 4, 'opacity="0.35"') +
    lettering(word, cx, cy, size, half * 2, colour, 1.6) +
    lettering(word, cx, cy, size, half * 2, '#ffffff', 0.5)
  );
}

export const diner = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h, people } = input;
  const u = Math.min(w, h);
  const booth = people > 0 && rng.chance(0.35);
  const wall = rng.pick(['#f2ead8', '#d8efe8', '#f6dede', '#f4f0e4'] as const);
  const trim = rng.pick(['#c8202e', '#1f8a8a', '#c8202e', '#2a4a8a'] as const);
  const defs =
    glowGradient('rm-glow', palette.light, 0.5) +
    pattern(
      'rm-check',
      u * 0.05,
      u * 0.05,
      rect(0, 0, u * 0.05, u * 0.05, '#f4f2ec') +
        rect(0, 0, u * 0.025, u * 0.025, '#1c1c1c') +
        rect(u * 0.025, u * 0.025, u * 0.025, u * 0.025, '#1c1c1c'),
    );
  const word = rng.pick(['DINER', 'EAT', 'CAFE'] as const);
  let back = rect(0, 0, w, h, wall);
  if (booth) {
    // In a booth: the seat backs, a checked band on the wall, the sign above, shakes on the table.
    back +=
      rect(0, h * 0.4, w, h * 0.06, 'url(#rm-check)') +
      rect(0, h * 0.46, w, h * 0.6, shade(wall, -0.12)) +
      rect(-w * 0.02, h * 0.5, w * 1.04, h * 0.5, trim, `rx="${f(u * 0.04)}"`);
    for (let x = w * 0.04; x < w; x += u * 0.08)
      back += rect(x, h * 0.53, u * 0.008, h * 0.5, shade(trim, -0.3));
    back +=
      menuBoard(w * rng.range(0.05, 0.6), h * 0.06, u * 0.32, h * 0.26, 'MENU') +
      neon(word, w * 0.5 + (rng.chance(0.5) ? -1 : 1) * w * 0.3, h * 0.1, u * 0.08, trim);
    const tableY = h * rng.range(0.7, 0.76);
    let front =
      rect(-w * 0.05, tableY, w * 1.1, h - tableY + 2, '#e8e0d0') +
      rect(-w * 0.05, tableY, w * 1.1, h * 0.02, CHROME) +
      rect(-w * 0.05, h * 0.94, w * 1.1, h * 0.07, '#000000', 'opacity="0.2"');
    front +=
      milkshake(w * rng.range(0.2, 0.3), tableY + h * 0.1, u * 0.22, '#f4b8c8') +
      milkshake(
        w * rng.range(0.7, 0.8),
        tableY + h * 0.11,
        u * 0.22,
        rng.pick(['#f4e4c0', '#6a3a22'] as const),
      ) +
      plate(w * 0.5, tableY + h * 0.12, u * 0.09) +
      rect(w * 0.9, tableY - h * 0.02, u * 0.05, h * 0.08, CHROME);
    return { back, front, defs, ...seated(input, tableY) };
  }
  const floorY = h * rng.range(0.68, 0.74);
  const counterTop = floorY - h * 0.24;
  // The back bar: shelves of glasses and a pie case under the menu and the sign.
  back +=
    rect(0, counterTop - h * 0.2, w, h * 0.2, shade(wall, -0.15)) +
    rect(0, counterTop - h * 0.2, w, h * 0.012, CHROME) +
    rect(0, counterTop - h * 0.1, w, h * 0.01, CHROME);
  for (let x = w * 0.03; x < w; x += u * 0.05)
    back += rect(
      x,
      counterTop - h * 0.17,
      u * 0.025,
      h * 0.06,
      '#ffffff',
      'opacity="0.7" stroke="#889" stroke-width="0.6"',
    );
  const mw = u * 0.34;
  const mx = rng.chance(0.5) ? w * 0.06 : w * 0.94 - mw;
  back +=
    menuBoard(mx, h * 0.08, mw, h * 0.24, 'MENU') +
    neon(word, mx < w / 2 ? w * 0.7 : w * 0.3, h * 0.1, u * 0.09, trim) +
    pendant(w * 0.3, h * 0.06, u * 0.04, trim) +
    pendant(w * 0.7, h * 0.06, u * 0.04, trim);
  back += checkerFloor(w, h, floorY, '#1c1c1c', '#efede6');
  // The counter: a coloured front between chrome bands, a light top, stools in front of it.
  back +=
    rect(0, counterTop, w, floorY - counterTop, trim) +
    rect(0, counterTop, w, h * 0.025, '#f0ece0') +
    rect(0, counterTop + h * 0.025, w, h * 0.012, CHROME) +
    rect(0, counterTop + h * 0.1, w, h * 0.01, CHROME) +
    rect(0, floorY - h * 0.03, w, h * 0.03, '#2a2a2a');
  const shakes = rng.int(2, 3);
  for (let i = 0; i < shakes; i++)
    back += milkshake(
      w * (0.12 + (i * 0.76) / Math.max(1, shakes - 1)) + rng.range(-0.04, 0.04) * w,
      counterTop + h * 0.01,
      u * 0.17,
      rng.pick(['#f4b8c8', '#f4e4c0', '#6a3a22'] as const),
    );
  back += rect(w * rng.range(0.4, 0.55), counterTop - h * 0.05, u * 0.05, h * 0.05, CHROME);
  const seat = rng.chance(0.7) ? '#c8202e' : '#2a2a2a';
  for (let x = w * rng.range(0.05, 0.12); x < w; x += u * 0.2)
    back += stool(x, floorY + h * 0.03, floorY - h * 0.12, u * 0.1, seat);
  return { back, front: '', defs, ...standing(input, floorY, 0.15) };
};
