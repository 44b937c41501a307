import {
  circle,
  ellipse,
  f,
  line,
  mirror,
  type Point,
  path,
  polygon,
  polyline,
  rect,
} from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { duskColours, ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';

/* ------------------------------------------------------------------------------------------------ */
/* Fair                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A ferris wheel: rim, spokes, hanging cars and an A-frame stand, dark against the sky. */
function ferrisWheel(
  rng: Rng,
  cx: number,
  cy: number,
  r: number,
  ground: number,
  steel: string,
  cars: readonly string[],
): string {
  const spokes = rng.pick([12, 14, 16] as const);
  const turn = rng.next() * Math.PI;
  const sw = r * 0.022;
  let out = '';
  // Legs of the A-frame on both sides of the hub.
  for (const side of [-1, 1]) {
    out += line(cx, cy, cx + side * r * 0.62, ground, shade(steel, -0.1), sw * 2.4);
    out += line(
      cx + side * r * 0.2,
      cy + r * 0.35,
      cx + side * r * 0.45,
      cy + r * 0.75,
      shade(steel, -0.1),
      sw,
    );
  }
  out += line(cx - r * 0.5, cy + r * 0.8, cx + r * 0.5, cy + r * 0.8, shade(steel, -0.1), sw);
  let d = '';
  for (let i = 0; i < spokes; i++) {
    const a = turn + (i / spokes) * Math.PI * 2;
    d += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`;
  }
  out += `<path d="${d}" stroke="${steel}" stroke-width="${f(sw)}"/>`;
  out += circle(cx, cy, r, 'none', `stroke="${steel}" stroke-width="${f(sw * 2.2)}"`);
  out += circle(cx, cy, r * 0.86, 'none', `stroke="${steel}" stroke-width="${f(sw * 1.2)}"`);
  out += circle(cx, cy, r * 0.1, steel) + circle(cx, cy, r * 0.05, shade(steel, 0.4));
  // Cars hang below the rim whatever the wheel's turn.
  for (let i = 0; i < spokes; i++) {
    const a = turn + (i / spokes) * Math.PI * 2;
    const px = cx + Math.cos(a) * r;
    const py = cy + Math.sin(a) * r;
    const cw = r * 0.16;
    const colour = cars[i % cars.length] ?? '#c84a3a';
    out += line(px, py, px, py + cw * 0.5, steel, sw * 0.8);
    out += path(
      `M${f(px - cw / 2)} ${f(py + cw * 0.45)}L${f(px + cw / 2)} ${f(py + cw * 0.45)}L${f(px + cw * 0.4)} ${f(py + cw * 1.1)}Q${f(px)} ${f(py + cw * 1.3)} ${f(px - cw * 0.4)} ${f(py + cw * 1.1)}Z`,
      colour,
    );
    out += rect(px - cw * 0.55, py + cw * 0.38, cw * 1.1, cw * 0.12, shade(colour, -0.35));
  }
  return out;
}

/** A striped carnival tent: a peaked roof and a skirted booth, with a pennant on the pole. */
function stripedTent(x: number, base: number, tw: number, th: number, stripe: string, flag: string): string {
  const wallTop = base - th * 0.5;
  const stripes = 7;
  let out = rect(x, wallTop, tw, th * 0.5, '#f4efe4');
  for (let i = 0; i < stripes; i += 2)
    out += rect(x + (tw / stripes) * i, wallTop, tw / stripes, th * 0.5, stripe);
  out += rect(x + tw * 0.3, base - th * 0.32, tw * 0.4, th * 0.32, '#241a16');
  const peak: Point = [x + tw / 2, base - th];
  for (let i = 0; i < stripes; i++) {
    out += polygon(
      [
        peak,
        [x - tw * 0.06 + ((tw * 1.12) / stripes) * i, wallTop],
        [x - tw * 0.06 + ((tw * 1.12) / stripes) * (i + 1), wallTop],
      ],
      i % 2 === 0 ? stripe : '#f4efe4',
    );
  }
  // Scalloped valance along the roof's edge.
  let d = `M${f(x - tw * 0.06)} ${f(wallTop)}`;
  const scallops = 7;
  const sw = (tw * 1.12) / scallops;
  for (let i = 0; i < scallops; i++) d += `q${f(sw / 2)} ${f(th * 0.08)} ${f(sw)} 0`;
  out += path(`${d}Z`, shade(stripe, -0.1));
  out += line(peak[0], peak[1], peak[0], peak[1] - th * 0.18, '#3a3a3a', tw * 0.02);
  out += polygon(
    [
      [peak[0], peak[1] - th * 0.18],
      [peak[0] + tw * 0.16, peak[1] - th * 0.14],
      [peak[0], peak[1] - th * 0.1],
    ],
    flag,
  );
  return out;
}

/** A sagging string of triangular flags across the frame. */
function bunting(
  rng: Rng,
  w: number,
  y0: number,
  y1: number,
  sag: number,
  colours: readonly string[],
): string {
  const at = (t: number): Point => [w * (-0.02 + t * 1.04), y0 + (y1 - y0) * t + sag * 4 * t * (1 - t)];
  const count = rng.int(14, 20);
  const pts: Point[] = [];
  for (let i = 0; i <= 30; i++) pts.push(at(i / 30));
  let out = polyline(pts, '#3a3330', Math.max(1, sag * 0.04));
  const size = w / count;
  for (let i = 0; i < count; i++) {
    const [ax, ay] = at((i + 0.15) / count);
    const [bx, by] = at((i + 0.85) / count);
    out += polygon(
      [
        [ax, ay],
        [bx, by],
        [(ax + bx) / 2, (ay + by) / 2 + size * 0.75],
      ],
      colours[i % colours.length] ?? '#c84a3a',
    );
  }
  return out;
}

const FAIR_COLOURS = ['#d8342c', '#f2c12e', '#2f6fc0', '#f4efe4', '#2a9a5a'] as const;

export const fair: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const dusk = rng.chance(0.3);
  const horizon = h * rng.range(0.62, 0.68);
  const s = sky(
    input,
    horizon,
    dusk ? { ...duskColours(palette), clouds: 1, cloudColour: '#f6c79a' } : { clouds: 2 },
  );
  let back = s.back;
  const r = h * (people === 0 ? rng.range(0.27, 0.31) : rng.range(0.25, 0.29));
  const cx = people === 0 ? w * rng.range(0.45, 0.6) : Math.max(r * 0.6, w * rng.range(0.14, 0.24));
  const cy = horizon - r - h * rng.range(0.05, 0.08);
  const steel = dusk ? '#2a2630' : rng.pick(['#3a3f4a', '#f2efe6', '#a8322a'] as const);
  const cars = rng.chance(0.5) ? FAIR_COLOURS : [rng.pick(FAIR_COLOURS), '#f4efe4'];
  let scene = ferrisWheel(rng, cx, cy, r, horizon + h * 0.02, steel, cars);
  if (dusk) {
    // Bulbs along the rim.
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      scene += circle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.025, '#fff2b0');
    }
  }
  // A row of booths and tents along the midway, drawn far to near.
  const field = mix(jitter(rng, palette.grass), '#b8a27a', rng.range(0.4, 0.7));
  const tents: string[] = [];
  for (let x = -w * rng.range(0, 0.1); x < w; ) {
    const th = h * rng.range(0.14, 0.22);
    const tw = th * rng.range(0.8, 1.3);
    const colours = FAIR_COLOURS.slice(0, 3);
    const stripe = rng.pick(colours as [string, ...string[]]);
    tents.push(stripedTent(x, horizon + h * rng.range(0.02, 0.05), tw, th, stripe, rng.pick(FAIR_COLOURS)));
    x += tw * rng.range(1.05, 1.5);
  }
  back += mirror(scene, w, rng.chance(0.5));
  back += rect(0, horizon, w, h - horizon, 'url(#o-ground)') + tents.join('');
  back += bunting(
    rng,
    w,
    h * rng.range(0.03, 0.12),
    h * rng.range(0.03, 0.12),
    h * rng.range(0.04, 0.09),
    FAIR_COLOURS,
  );
  if (rng.chance(0.5)) {
    // A bunch of balloons tied to a booth.
    const bx = w * rng.range(0.6, 0.95);
    const by = horizon - h * rng.range(0.02, 0.1);
    for (let i = 0; i < 4; i++) {
      const px = bx + h * rng.range(-0.04, 0.04);
      const py = by - h * rng.range(0.08, 0.16);
      back +=
        line(bx, by, px, py, '#555555', h * 0.002) +
        ellipse(px, py, h * 0.022, h * 0.028, rng.pick(FAIR_COLOURS));
    }
  }
  const layout = outdoorLayout(input, horizon + h * 0.1);
  return backdrop(layout, { back, defs: s.defs + ground('o-ground', field) });
};
