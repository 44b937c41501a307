import { ellipse, polygon, rect } from '../../../media/svg';
import { jitter, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { standing } from '../scene-types';
import { arched, blossoms, confetti, STONE, steps } from './building-parts';

// ---------------------------------------------------------------------------------------------
// Wedding: a white chapel with a steeple, steps and flowers
// ---------------------------------------------------------------------------------------------

/** A white clapboard chapel seen from the front, `size` from the ground to the tip of the spire. */
function chapel(rng: Rng, cx: number, groundY: number, size: number, slate: string): string {
  const white = '#f4f2ec';
  const shadow = '#c9c6bc';
  const wallH = size * 0.36;
  const fw = size * rng.range(0.66, 0.9);
  const eaveY = groundY - wallH;
  const peakY = eaveY - size * 0.17;
  const tw = size * 0.22;
  const towerTop = groundY - size * 0.62;
  const spireTop = groundY - size;
  const nave = rng.chance(0.5) ? 1 : -1;
  const sideX = cx + (nave * fw) / 2;
  const sideW = fw * rng.range(0.45, 0.8) * nave;
  let out = '';
  // The long side of the nave, in shade, with its tall windows.
  out += polygon(
    [
      [sideX, groundY],
      [sideX, eaveY],
      [sideX + sideW, eaveY + wallH * 0.08],
      [sideX + sideW, groundY],
    ],
    shadow,
  );
  out += polygon(
    [
      [sideX, eaveY],
      [cx, peakY],
      [cx + sideW * 0.9, peakY + wallH * 0.08],
      [sideX + sideW, eaveY + wallH * 0.08],
    ],
    shade(slate, 0.1),
  );
  for (let i = 1; i <= 2; i++) {
    const wx = sideX + sideW * (i / 3) - size * 0.025;
    out += arched(wx, eaveY + wallH * 0.28, size * 0.05, wallH * 0.45, '#3a4252');
  }
  // Facade and gable with a dark roof edge, so the outline holds against a pale sky.
  const o = size * 0.025;
  out += polygon(
    [
      [cx - fw / 2 - o, eaveY + o * 0.4],
      [cx, peakY - o],
      [cx + fw / 2 + o, eaveY + o * 0.4],
    ],
    slate,
  );
  out += polygon(
    [
      [cx - fw / 2, eaveY + o * 0.4],
      [cx, peakY + o * 0.3],
      [cx + fw / 2, eaveY + o * 0.4],
    ],
    white,
  );
  out += rect(cx - fw / 2, eaveY, fw, wallH, white);
  for (let y = eaveY + wallH * 0.08; y < groundY; y += wallH * 0.07)
    out += rect(cx - fw / 2, y, fw, size * 0.0035, shadow, 'opacity="0.8"');
  for (const side of [-1, 1]) {
    out += arched(
      cx + side * fw * 0.3 - size * 0.035,
      eaveY + wallH * 0.22,
      size * 0.07,
      wallH * 0.5,
      '#34405a',
    );
    out += rect(cx + side * fw * 0.3 - size * 0.003, eaveY + wallH * 0.25, size * 0.006, wallH * 0.47, white);
  }
  // The tower rises from the ground: door at its foot, a round window, the belfry, the spire.
  out += rect(cx + tw / 2, towerTop, tw * 0.12, groundY - towerTop, shadow);
  out += rect(cx - tw / 2, towerTop, tw, groundY - towerTop, white);
  out += rect(cx - tw * 0.62, towerTop - size * 0.015, tw * 1.24, size * 0.022, shadow);
  out += rect(cx - tw * 0.56, groundY - wallH - size * 0.01, tw * 1.12, size * 0.014, shadow);
  out += polygon(
    [
      [cx - tw * 0.58, towerTop - size * 0.012],
      [cx, spireTop],
      [cx + tw * 0.58, towerTop - size * 0.012],
    ],
    slate,
  );
  out += polygon(
    [
      [cx, spireTop],
      [cx + tw * 0.58, towerTop - size * 0.012],
      [cx + tw * 0.15, towerTop - size * 0.012],
    ],
    shade(slate, -0.25),
  );
  out +=
    rect(cx - size * 0.006, spireTop - size * 0.09, size * 0.012, size * 0.1, slate) +
    rect(cx - size * 0.03, spireTop - size * 0.07, size * 0.06, size * 0.012, slate);
  out += arched(cx - tw * 0.26, towerTop + size * 0.04, tw * 0.52, size * 0.13, '#22262e');
  out += ellipse(cx, groundY - size * 0.34, size * 0.042, size * 0.042, shadow);
  out += ellipse(cx, groundY - size * 0.34, size * 0.032, size * 0.032, '#3a3550');
  out += arched(cx - size * 0.085, groundY - size * 0.27, size * 0.17, size * 0.27, shadow);
  out += arched(cx - size * 0.07, groundY - size * 0.255, size * 0.14, size * 0.255, '#4a2e1e');
  out += rect(cx - size * 0.003, groundY - size * 0.2, size * 0.006, size * 0.2, '#2a1a10');
  return out;
}

/** A dark tree line along the horizon: white walls need something darker than the sky around them. */
function treeLine(rng: Rng, w: number, h: number, groundY: number, leaf: string): string {
  let out = '';
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.08, 0.13))
    out += ellipse(
      x,
      groundY - h * 0.04,
      w * rng.range(0.07, 0.11),
      h * rng.range(0.12, 0.22),
      shade(leaf, rng.range(-0.2, 0.05)),
    );
  return out;
}

/** Two stone urns of flowers at the foot of the church steps, `dx` either side of the door. */
function flowerUrns(
  rng: Rng,
  cx: number,
  dx: number,
  uy: number,
  h: number,
  leaf: string,
  flowers: readonly [string, ...string[]],
) {
  let out = '';
  for (const side of [-1, 1]) {
    const ux = cx + side * dx;
    out +=
      polygon(
        [
          [ux - h * 0.03, uy - h * 0.09],
          [ux + h * 0.03, uy - h * 0.09],
          [ux + h * 0.015, uy],
          [ux - h * 0.015, uy],
        ],
        STONE,
      ) + blossoms(rng, ux, uy - h * 0.12, h * 0.06, leaf, flowers);
  }
  return out;
}

export const wedding: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const groundY = h * rng.range(0.6, 0.68);
  const s = sky(input, groundY);
  const leaf = shade(jitter(rng, palette.grass), -0.35);
  const size = Math.min(h * rng.range(0.6, 0.95), (groundY - h * 0.07) / 0.62);
  const cx = w * rng.range(0.4, 0.6);
  let back = s.back;
  back += treeLine(rng, w, h, groundY, leaf);
  back += rect(0, groundY, w, h - groundY, 'url(#pl-lawn)');
  back += chapel(rng, cx, groundY, size, rng.pick(['#3e4350', '#4a4a4a', '#5a4a42'] as const));
  const stepCount = rng.int(3, 4);
  const rise = h * 0.028;
  back += steps(cx, groundY, size * 0.42, stepCount, rise, '#e6e2d8');
  back += polygon(
    [
      [cx - size * 0.26, groundY + stepCount * rise],
      [cx + size * 0.26, groundY + stepCount * rise],
      [cx + size * 0.6, h],
      [cx - size * 0.6, h],
    ],
    '#d6d0c2',
  );
  const flowers = [
    '#ffffff',
    '#f7f1e6',
    '#f2b8c6',
    rng.pick(['#e86a8a', '#f4d06f', '#c9a0dc'] as const),
  ] as const;
  const stand = standing(input, groundY + stepCount * rise, 0.08, [0.5, 0.6]);
  const span = people * stand.adultHeight * 0.26;
  let front = '';
  if (people > 0 && rng.chance(0.5)) {
    back += flowerArch(
      rng,
      w / 2,
      stand.baseY,
      Math.min(w * 0.49, Math.max(w * 0.22, span * 0.55 + w * 0.06)),
      stand.adultHeight * 1.35,
      leaf,
      flowers,
    );
  } else {
    back += flowerUrns(
      rng,
      cx,
      size * rng.range(0.3, 0.42),
      groundY + stepCount * rise + h * 0.05,
      h,
      leaf,
      flowers,
    );
  }
  if (people > 0 && rng.chance(0.45)) front += confetti(rng, w, h, flowers);
  const defs = s.defs + ground('pl-lawn', jitter(rng, palette.grass));
  return { back, front, defs, ...stand, attire: 'wedding' };
};

/** A garden arch wound with flowers, standing over the couple. */
function flowerArch(
  rng: Rng,
  cx: number,
  baseY: number,
  halfWidth: number,
  height: number,
  leaf: string,
  flowers: readonly [string, ...string[]],
) {
  const post = '#f0ede6';
  const top = baseY - height;
  const r = halfWidth;
  let out =
    rect(cx - r - height * 0.012, top + r * 0.4, height * 0.024, baseY - top - r * 0.4, post) +
    rect(cx + r - height * 0.012, top + r * 0.4, height * 0.024, baseY - top - r * 0.4, post);
  const n = 22;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI * (i / n);
    const x = cx - Math.cos(a) * r;
    const y = top + r * 0.4 - Math.sin(a) * r * 0.4;
    out += ellipse(x, y, height * 0.045, height * 0.04, shade(leaf, rng.range(-0.1, 0.1)));
    out += ellipse(
      x + rng.range(-1, 1) * height * 0.02,
      y + rng.range(-1, 1) * height * 0.02,
      height * 0.022,
      height * 0.022,
      rng.pick(flowers),
    );
  }
  // Garlands down the posts.
  for (const side of [-1, 1])
    for (let y = top + r * 0.45; y < baseY - height * 0.1; y += height * 0.07)
      out += ellipse(
        cx + side * r + rng.range(-1, 1) * height * 0.01,
        y,
        height * 0.025,
        height * 0.025,
        rng.chance(0.5) ? rng.pick(flowers) : leaf,
      );
  return out;
}
