import {
  ellipse,
  f,
  glowGradient,
  line,
  mirror,
  type Point,
  path,
  polygon,
  rect,
  verticalGradient,
} from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { duskColours, ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { backdrop, outdoorLayout } from './layout';
import { smokePlume } from './smoke';
import { pine } from './trees';

/* ------------------------------------------------------------------------------------------------ */
/* Camping                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** A ridge tent seen from the front corner: a lit front triangle, a shaded side, a dark door. */
function tent(x: number, base: number, height: number, cloth: string): string {
  const half = height * 0.72;
  const depth = height * 0.9;
  const peak: Point = [x, base - height];
  const side: Point[] = [
    peak,
    [x + depth, base - height * 1.08 + height * 0.14],
    [x + depth + half * 0.55, base - height * 0.05],
    [x + half, base],
  ];
  return (
    ellipse(
      x + depth * 0.5,
      base + height * 0.02,
      half + depth * 0.6,
      height * 0.08,
      '#000000',
      'opacity="0.3"',
    ) +
    polygon(side, shade(cloth, -0.3)) +
    polygon([[x - half, base], peak, [x + half, base]], cloth) +
    polygon(
      [
        [x - half * 0.42, base],
        [x, base - height * 0.78],
        [x + half * 0.42, base],
      ],
      '#1c1612',
    ) +
    polygon(
      [
        [x - half * 0.42, base],
        [x, base - height * 0.78],
        [x - half * 0.2, base],
      ],
      shade(cloth, 0.15),
    ) +
    line(x, base - height, x - half * 1.4, base + height * 0.02, '#d8d0c0', height * 0.012) +
    line(x, base - height, x + half * 0.2, base - height * 1.12, '#5a4a3a', height * 0.03)
  );
}

/** A campfire: a ring of stones, crossed logs and tongues of flame with a glow around them. */
function campfire(rng: Rng, x: number, base: number, size: number, dusk: boolean): string {
  let out = ellipse(x, base - size * 0.4, size * (dusk ? 2.4 : 1.4), size * (dusk ? 1.6 : 1), 'url(#o-glow)');
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    out += ellipse(
      x + Math.cos(a) * size * 0.75,
      base + Math.sin(a) * size * 0.2,
      size * 0.17,
      size * 0.11,
      shade('#8a8680', rng.range(-0.2, 0.1)),
    );
  }
  const log = '#5a3a24';
  out += polygon(
    [
      [x - size * 0.6, base - size * 0.05],
      [x + size * 0.5, base - size * 0.35],
      [x + size * 0.55, base - size * 0.2],
      [x - size * 0.55, base + size * 0.08],
    ],
    log,
  );
  out += polygon(
    [
      [x + size * 0.6, base - size * 0.05],
      [x - size * 0.5, base - size * 0.35],
      [x - size * 0.55, base - size * 0.2],
      [x + size * 0.55, base + size * 0.08],
    ],
    shade(log, -0.2),
  );
  // Flames: leaning tongues, orange outside, yellow then pale at the heart.
  const root = base - size * 0.12;
  const tongue = (cx: number, fh: number, fw: number, lean: number, colour: string) =>
    path(
      `M${f(cx - fw)} ${f(root)}C${f(cx - fw)} ${f(root - fh * 0.45)} ${f(cx + lean - fw * 0.35)} ${f(root - fh * 0.6)} ${f(cx + lean)} ${f(root - fh)}C${f(cx + lean * 0.2 + fw * 0.35)} ${f(root - fh * 0.6)} ${f(cx + fw)} ${f(root - fh * 0.4)} ${f(cx + fw)} ${f(root)}Z`,
      colour,
    );
  const lean = () => size * rng.range(-0.25, 0.25);
  for (const dx of [-0.32, -0.12, 0.1, 0.3])
    out += tongue(x + size * dx, size * rng.range(0.8, 1.5), size * 0.2, lean(), '#e0561a');
  out += tongue(x, size * rng.range(1.6, 2), size * 0.34, lean(), '#f07d22');
  out += tongue(x - size * 0.1, size * rng.range(0.9, 1.2), size * 0.2, lean(), '#ffc93a');
  out += tongue(x + size * 0.12, size * rng.range(0.8, 1.1), size * 0.18, lean(), '#ffc93a');
  out += tongue(x, size * 0.55, size * 0.12, 0, '#fff4c4');
  // A log across the front, its cut end showing.
  out += polygon(
    [
      [x - size * 0.7, base],
      [x + size * 0.45, base - size * 0.12],
      [x + size * 0.48, base + size * 0.02],
      [x - size * 0.68, base + size * 0.14],
    ],
    '#4a2e1c',
  );
  out += ellipse(x + size * 0.47, base - size * 0.05, size * 0.05, size * 0.075, '#b08a5a');
  if (!dusk) out = smokePlume(rng, x, base - size * 1.6, size, 0.3) + out;
  return out;
}

export const camping: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const dusk = rng.chance(0.35);
  const horizon = h * rng.range(0.48, 0.56);
  const s = sky(input, horizon, dusk ? { ...duskColours(palette), clouds: 1, cloudColour: '#f6c79a' } : {});
  const forest = shade(mix(jitter(rng, palette.grass), '#1f3a2a', 0.55), dusk ? -0.35 : 0);
  let back = s.back;
  if (rng.chance(0.5)) {
    // Mountains behind the woods.
    const rock = mix(palette.skyTop, dusk ? '#2a2440' : '#5a6070', 0.55);
    const peaks: Point[] = [[0, horizon]];
    for (let x = 0; x <= w + 1; x += w * rng.range(0.15, 0.25))
      peaks.push([x, horizon - h * rng.range(0.1, 0.22)]);
    peaks.push([w, horizon]);
    back += polygon(peaks, rock);
  }
  // Far tree line of small pines.
  const far = mix(forest, dusk ? '#2a2440' : palette.skyBottom, 0.3);
  for (let x = -w * 0.02; x < w * 1.02; x += w * rng.range(0.025, 0.045))
    back += pine(x, horizon + h * 0.01, h * rng.range(0.08, 0.15), far);
  const lake = rng.chance(0.55);
  let groundTop = horizon;
  if (lake) {
    const shore = horizon + h * rng.range(0.06, 0.1);
    back += rect(0, horizon, w, shore - horizon, 'url(#o-water)');
    for (let i = 0; i < 6; i++)
      back += rect(
        w * rng.range(-0.1, 0.8),
        horizon + (shore - horizon) * rng.range(0.2, 0.9),
        w * rng.range(0.1, 0.35),
        h * 0.003,
        '#ffffff',
        'opacity="0.45"',
      );
    groundTop = shore;
  }
  const earth = mix(jitter(rng, palette.grass), '#7a6a4a', rng.range(0.2, 0.5));
  back += rect(0, groundTop, w, h - groundTop, 'url(#o-ground)');
  const layout = outdoorLayout(input, groundTop + h * 0.2);
  let scene = '';
  // Tall pines framing one side.
  const tall = rng.int(2, 3);
  for (let i = 0; i < tall; i++)
    scene += pine(
      w * rng.range(-0.04, 0.14),
      groundTop + h * rng.range(0.02, 0.08),
      h * rng.range(0.55, 0.8),
      shade(forest, -0.1),
    );
  const cloth = rng.pick(['#d9652b', '#e0b030', '#3f7a4a', '#3a6ab0', '#c84a3a'] as const);
  const tentH = h * rng.range(0.2, 0.27);
  const tentX = people === 0 ? w * rng.range(0.3, 0.45) : w * rng.range(0.18, 0.26);
  scene += tent(tentX, groundTop + h * rng.range(0.14, 0.2), tentH, cloth);
  const fireSize = h * rng.range(0.085, 0.11);
  let front = '';
  if (people > 0 && !layout.close) {
    // Nearer the camera than the people, so it is drawn over their feet.
    front = campfire(rng, w * rng.range(0.82, 0.88), h * rng.range(0.94, 0.97), fireSize, dusk);
  } else {
    scene += campfire(rng, w * rng.range(0.6, 0.75), groundTop + h * rng.range(0.24, 0.3), fireSize, dusk);
  }
  const flip = rng.chance(0.5);
  back += mirror(scene, w, flip);
  const water = mix(palette.skyTop, '#203a4a', dusk ? 0.6 : 0.35);
  const defs =
    s.defs +
    ground('o-ground', shade(earth, dusk ? -0.3 : 0)) +
    verticalGradient('o-water', [
      [0, shade(water, 0.2)],
      [1, shade(water, -0.15)],
    ]) +
    glowGradient('o-glow', '#ffb450', dusk ? 0.55 : 0.3);
  return backdrop(layout, { back, front: mirror(front, w, flip), defs });
};
