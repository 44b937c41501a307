import { polygon, rect, verticalGradient } from '../../../media/svg';
import { lettering } from '../lettering';
import { jitter, shade } from '../palette';
import type { Rng } from '../prng';
import { sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { standing } from '../scene-types';
import { lampPost, sash } from './building-parts';
import { CAR_PAINTS, car } from './vehicles';

// ---------------------------------------------------------------------------------------------
// Street: shopfronts with awnings and signs, a sidewalk, lamp posts, a parked car
// ---------------------------------------------------------------------------------------------

const SHOP_SIGNS = [
  'BAKERY',
  'DRUGS',
  'CAFE',
  'SHOES',
  'HOTEL',
  'BANK',
  'BARBER',
  'MARKET',
  'DINER',
  'BOOKS',
  'RADIO',
  'HATS',
] as const;

/** One shop: an upper storey with windows, a sign board, a striped awning over a dark shop window. */
function storefront(
  rng: Rng,
  x: number,
  bw: number,
  topY: number,
  baseY: number,
  h: number,
  walls: readonly [string, ...string[]],
  sign: string,
) {
  const facade = rng.chance(0.35) ? shade('#97513c', rng.range(-0.1, 0.1)) : jitter(rng, walls);
  const trim = '#efeadf';
  const stripe = rng.pick(['#b3262e', '#2d5a3a', '#263a6b', '#c47a1e', '#6a2a4a'] as const);
  let out = rect(x, topY, bw, baseY - topY, facade);
  out += rect(x - h * 0.005, topY, bw + h * 0.01, h * 0.025, shade(facade, -0.3));
  const shopTop = baseY - h * 0.26;
  for (let wx = x + bw * 0.12; wx < x + bw * 0.8; wx += bw * 0.3)
    if (shopTop - h * 0.1 - (topY + h * 0.06) > h * 0.05)
      out += sash(
        wx,
        topY + h * 0.06,
        bw * 0.16,
        Math.min(h * 0.14, shopTop - h * 0.1 - topY - h * 0.06),
        trim,
        '#2a323c',
      );
  // Sign board with the shop's name.
  const signY = shopTop - h * 0.075;
  const dark = rng.chance(0.5);
  out += rect(x + bw * 0.06, signY, bw * 0.88, h * 0.055, dark ? '#1f2226' : trim);
  out += lettering(sign, x + bw / 2, signY + h * 0.0275, h * 0.032, bw * 0.78, dark ? trim : '#1f2226');
  // Shop window and door.
  out += rect(x + bw * 0.04, shopTop, bw * 0.92, baseY - shopTop, shade(facade, -0.25));
  out += rect(x + bw * 0.07, shopTop + h * 0.04, bw * 0.58, baseY - shopTop - h * 0.06, 'url(#pl-glass)');
  out += rect(x + bw * 0.7, shopTop + h * 0.04, bw * 0.2, baseY - shopTop - h * 0.04, '#3a2a20');
  out += rect(x + bw * 0.72, shopTop + h * 0.06, bw * 0.16, h * 0.08, '#2a323c');
  // Striped awning sloping out over the window.
  const n = 8;
  const aw = bw * 0.92;
  const ax = x + bw * 0.04;
  const ay = shopTop + h * 0.01;
  const drop = h * 0.07;
  const flare = bw * 0.03;
  for (let i = 0; i < n; i++) {
    const t0 = i / n;
    const t1 = (i + 1) / n;
    const top0 = ax + aw * t0;
    const top1 = ax + aw * t1;
    const bot0 = ax - flare + (aw + 2 * flare) * t0;
    const bot1 = ax - flare + (aw + 2 * flare) * t1;
    out += polygon(
      [
        [top0, ay],
        [top1, ay],
        [bot1, ay + drop],
        [bot0, ay + drop],
      ],
      i % 2 === 0 ? stripe : '#f3efe4',
    );
    out += rect(bot0, ay + drop, bot1 - bot0, h * 0.018, i % 2 === 0 ? shade(stripe, -0.15) : '#e0dbd0');
  }
  out += rect(ax - flare, ay + drop + h * 0.018, aw + 2 * flare, h * 0.012, '#000000', 'opacity="0.25"');
  return out;
}

export const street: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const walkY = h * rng.range(0.6, 0.66);
  const s = sky(input, walkY);
  const stand = standing(input, walkY, 0.06, [0.5, 0.6]);
  const curbY = Math.min(h * 0.985, stand.baseY + h * rng.range(0.03, 0.06));
  let back = s.back;
  let x = -w * rng.range(0, 0.1);
  const signs = [...SHOP_SIGNS];
  while (x < w) {
    const bw = h * rng.range(0.32, 0.46);
    const pick = rng.int(0, signs.length - 1);
    const sign = signs.splice(pick, 1)[0] ?? 'CAFE';
    back += storefront(rng, x, bw, h * rng.range(0.03, 0.16), walkY, h, palette.walls, sign);
    x += bw;
  }
  back += rect(0, walkY, w, curbY - walkY, '#c9c4b8');
  for (let y = walkY + h * 0.05; y < curbY; y += h * 0.06) back += rect(0, y, w, h * 0.003, '#a8a296');
  back += rect(0, curbY, w, h * 0.014, '#e4e0d6') + rect(0, curbY + h * 0.014, w, h, '#4c4c4e');
  const lampH = curbY - h * rng.range(0.14, 0.22);
  for (let lx = w * rng.range(0.05, 0.2); lx < w; lx += w * rng.range(0.45, 0.6))
    back += lampPost(lx, curbY, lampH);
  let front = '';
  if (people <= 3 && rng.chance(0.6)) {
    const length = h * rng.range(0.75, 0.95);
    const left = rng.chance(0.5);
    const carX = left ? -length * rng.range(0.35, 0.55) : w - length * rng.range(0.45, 0.65);
    front += car(
      carX,
      h * rng.range(1.0, 1.04),
      length,
      shade(rng.pick(CAR_PAINTS), rng.range(-0.1, 0.1)),
      '#ecebe4',
      !left,
    );
  }
  const defs =
    s.defs +
    verticalGradient('pl-glass', [
      [0, '#5a6a78'],
      [0.5, '#2a323c'],
      [1, '#3c4650'],
    ]);
  return { back, front, defs, ...stand };
};
