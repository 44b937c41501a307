import { jitter, mix, type Palette, shade } from './palette';
import type { Rng } from './prng';
import type { Backdrop, BackdropDrawer, BackdropInput, SceneBackdrops } from './scene-types';
import { standing } from './scene-types';
import { ellipse, f, glowGradient, polygon, rect, verticalGradient } from './svg';

/**
 * Days out and seasons: the farm, the campsite, the fair, the pool, the snow, the ballpark, the
 * beach, the backyard and the picnic. Each is built around one landmark drawn big and dark-on-light
 * (a barn, a tent and fire, a ferris wheel) so it still reads in a grey 200 px thumbnail.
 */

type Point = readonly [number, number];

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function line(
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

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** An open polyline, for rails, trim and strings of bunting. */
function polyline(points: readonly Point[], stroke: string, width: number, extra = ''): string {
  const list = points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  return `<polyline points="${list}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

/** Mirrors markup left-to-right, so a landmark drawn on the left can stand on either side. */
function mirror(markup: string, width: number, flip: boolean): string {
  return flip && markup ? `<g transform="matrix(-1 0 0 1 ${f(width)} 0)">${markup}</g>` : markup;
}

function groundGradient(id: string, colour: string, far = -0.15, near = 0.12): string {
  return verticalGradient(id, [
    [0, shade(colour, far)],
    [1, shade(colour, near)],
  ]);
}

interface SkyOptions {
  top?: string;
  bottom?: string;
  /** Most clouds drawn; 0 for a clear sky. */
  clouds?: number;
  cloudColour?: string;
}

/** A graded sky down to the horizon with a few soft clouds. */
function skyLayer(input: BackdropInput, horizon: number, options: SkyOptions = {}) {
  const { rng, palette, width: w } = input;
  const defs = verticalGradient('o-sky', [
    [0, options.top ?? palette.skyTop],
    [1, options.bottom ?? palette.skyBottom],
  ]);
  let back = rect(0, 0, w, horizon + 2, 'url(#o-sky)');
  for (let i = rng.int(0, options.clouds ?? 3); i > 0; i--) {
    const cx = w * rng.next();
    const cy = horizon * rng.range(0.1, 0.5);
    const cw = w * rng.range(0.07, 0.15);
    for (let j = 0; j < 3; j++) {
      back += ellipse(
        cx + cw * rng.range(-0.6, 0.6),
        cy + cw * rng.range(-0.1, 0.1),
        cw * rng.range(0.35, 0.6),
        cw * rng.range(0.15, 0.25),
        options.cloudColour ?? '#ffffff',
        'opacity="0.55"',
      );
    }
  }
  return { defs, back };
}

/** A dusk sky: deep blue over an orange glow, for campfires and fairground lights. */
function duskColours(palette: Palette) {
  return { top: mix(palette.skyTop, '#1c2450', 0.65), bottom: mix(palette.light, '#f08a3c', 0.55) };
}

/** A conifer: stacked dark tiers, the silhouette that says "woods" even in grey. */
function pine(x: number, base: number, height: number, colour: string, snow = ''): string {
  const tiers = 4;
  const trunkW = height * 0.05;
  let out = rect(x - trunkW / 2, base - height * 0.15, trunkW, height * 0.15, '#3a2a1e');
  for (let i = 0; i < tiers; i++) {
    const bottom = base - height * (0.1 + i * 0.2);
    const top = bottom - height * 0.38;
    const half = height * (0.3 - i * 0.06);
    const tier: Point[] = [
      [x - half, bottom],
      [x, top],
      [x + half, bottom],
    ];
    out += polygon(tier, shade(colour, i * 0.04));
    if (snow) {
      out += polygon(
        [
          [x - half * 0.55, top + (bottom - top) * 0.55],
          [x, top],
          [x + half * 0.55, top + (bottom - top) * 0.55],
          [x, top + (bottom - top) * 0.42],
        ],
        snow,
      );
    }
  }
  return out;
}

/** A round deciduous tree, lit from the upper left so it has volume in black and white. */
function leafyTree(x: number, base: number, size: number, leaf: string): string {
  return (
    polygon(
      [
        [x - size * 0.07, base],
        [x - size * 0.04, base - size * 0.8],
        [x + size * 0.04, base - size * 0.8],
        [x + size * 0.07, base],
      ],
      '#3e2c20',
    ) +
    ellipse(x + size * 0.05, base - size * 0.95, size * 0.5, size * 0.42, shade(leaf, -0.2)) +
    ellipse(x - size * 0.25, base - size * 0.85, size * 0.3, size * 0.26, shade(leaf, -0.08)) +
    ellipse(x + size * 0.28, base - size * 0.82, size * 0.28, size * 0.24, shade(leaf, -0.12)) +
    ellipse(x - size * 0.1, base - size * 1.12, size * 0.32, size * 0.26, shade(leaf, 0.08))
  );
}

/** A leafless tree: a trunk forking a few times, drawn as one stroked path per branch thickness. */
function bareTree(rng: Rng, x: number, base: number, size: number, colour: string): string {
  const levels: string[] = ['', '', '', ''];
  const grow = (x0: number, y0: number, angle: number, length: number, depth: number) => {
    const x1 = x0 + Math.sin(angle) * length;
    const y1 = y0 - Math.cos(angle) * length;
    levels[depth] += `M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}`;
    if (depth >= 3) return;
    const forks = depth === 0 ? 3 : 2;
    for (let i = 0; i < forks; i++) {
      const spread = (i - (forks - 1) / 2) * rng.range(0.5, 0.8);
      grow(x1, y1, angle + spread + rng.range(-0.15, 0.15), length * rng.range(0.6, 0.75), depth + 1);
    }
  };
  grow(x, base, rng.range(-0.08, 0.08), size * 0.42, 0);
  return levels
    .map((d, depth) =>
      d
        ? `<path d="${d}" stroke="${colour}" stroke-width="${f(size * ([0.05, 0.028, 0.016, 0.009][depth] ?? 0.01))}" stroke-linecap="round" fill="none"/>`
        : '',
    )
    .join('');
}

/** A soft column of smoke drifting up and sideways from (x, y). */
function smokePlume(rng: Rng, x: number, y: number, size: number, opacity: number): string {
  // Puffs that widen and fade as they rise and sway one way then the other.
  const sway = size * rng.range(0.2, 0.45) * (rng.chance(0.5) ? 1 : -1);
  let out = '';
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    out += ellipse(
      x + sway * Math.sin(t * Math.PI * 1.2) + sway * t,
      y - size * 2.6 * t,
      size * (0.22 + t * 0.55),
      size * (0.3 + t * 0.3),
      '#d4d1ca',
      `opacity="${f(opacity * (1 - t * 0.75))}"`,
    );
  }
  return out;
}

/** Layout for people standing outdoors; the closer framing is rarer outside than in a room. */
function outdoorLayout(input: BackdropInput, floorY: number, closeChance = 0.1) {
  return standing(input, floorY, closeChance);
}

/** The drawn layers with the people's layout. */
function backdrop(
  layout: ReturnType<typeof standing>,
  parts: { back: string; front?: string; defs: string },
): Backdrop {
  return { back: parts.back, front: parts.front ?? '', defs: parts.defs, ...layout };
}

/* ------------------------------------------------------------------------------------------------ */
/* Farm                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A red barn with a gambrel roof, white corner boards and the white X of its big doors. */
function barn(rng: Rng, x: number, base: number, wallH: number, red: string): string {
  const bw = wallH * rng.range(1.3, 1.6);
  const eave = base - wallH;
  const roof = shade(rng.pick(['#3d3a38', '#5a4a40', '#2e3236'] as const), rng.range(-0.05, 0.1));
  const trim = '#f4f1ea';
  const tw = wallH * 0.035;
  const overhang = bw * 0.04;
  const roofPoints: Point[] = [
    [x - overhang, eave],
    [x + bw * 0.1, eave - wallH * 0.42],
    [x + bw / 2, eave - wallH * 0.66],
    [x + bw * 0.9, eave - wallH * 0.42],
    [x + bw + overhang, eave],
  ];
  // The gable wall fills the roof outline; the roof itself shows as a dark band along its edge.
  let out = polygon(roofPoints, roof);
  const inset = wallH * 0.1;
  out += polygon(
    [
      [x, eave],
      [x + bw * 0.1 + inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw / 2, eave - wallH * 0.66 + inset],
      [x + bw * 0.9 - inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw, eave],
    ],
    red,
  );
  out += rect(x, eave, bw, wallH, red);
  // Vertical boards.
  for (let bx = x + bw * 0.08; bx < x + bw; bx += bw * 0.08)
    out += rect(bx, eave - wallH * 0.3, bw * 0.006, wallH * 1.3, shade(red, -0.2));
  out += polyline(
    [
      [x, eave],
      [x + bw * 0.1 + inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw / 2, eave - wallH * 0.66 + inset],
      [x + bw * 0.9 - inset * 0.3, eave - wallH * 0.42 + inset * 0.6],
      [x + bw, eave],
    ],
    trim,
    tw,
  );
  out += rect(x, eave, tw, wallH, trim) + rect(x + bw - tw, eave, tw, wallH, trim);
  // Big sliding door with its white frame and X brace.
  const dw = bw * 0.36;
  const dh = wallH * 0.7;
  const dx = x + (bw - dw) / 2;
  const dy = base - dh;
  out += rect(dx, dy, dw, dh, shade(red, -0.12));
  out += line(dx, dy, dx + dw, base, trim, tw) + line(dx + dw, dy, dx, base, trim, tw);
  out += `<rect x="${f(dx)}" y="${f(dy)}" width="${f(dw)}" height="${f(dh)}" fill="none" stroke="${trim}" stroke-width="${f(tw * 1.2)}"/>`;
  // Hayloft door under the peak.
  const hw = bw * 0.16;
  const hh = wallH * 0.26;
  const hy = eave - wallH * 0.22;
  out += rect(x + (bw - hw) / 2, hy, hw, hh, '#2a1d18');
  out += `<rect x="${f(x + (bw - hw) / 2)}" y="${f(hy)}" width="${f(hw)}" height="${f(hh)}" fill="none" stroke="${trim}" stroke-width="${f(tw)}"/>`;
  // Side windows.
  for (const wx of [0.1, 0.78]) {
    out += rect(x + bw * wx, eave + wallH * 0.18, bw * 0.12, wallH * 0.18, '#2a2420');
    out += `<rect x="${f(x + bw * wx)}" y="${f(eave + wallH * 0.18)}" width="${f(bw * 0.12)}" height="${f(wallH * 0.18)}" fill="none" stroke="${trim}" stroke-width="${f(tw * 0.8)}"/>`;
  }
  return out;
}

/** A tall silo with a domed cap and hoops. */
function silo(x: number, base: number, height: number, colour: string): string {
  const sw = height * 0.24;
  let out = rect(x, base - height, sw, height, colour);
  out += rect(x + sw * 0.65, base - height, sw * 0.35, height, shade(colour, -0.18));
  out += ellipse(x + sw / 2, base - height, sw / 2, sw * 0.45, shade(colour, -0.05));
  for (let y = base - height * 0.9; y < base; y += height * 0.12)
    out += rect(x, y, sw, height * 0.012, shade(colour, -0.3));
  return out;
}

/** A round hay bale seen from its face: a gold disc with a spiral of darker rings. */
function hayBale(x: number, base: number, r: number): string {
  const hay = '#d8b25a';
  return (
    ellipse(x, base, r * 1.1, r * 0.18, '#000000', 'opacity="0.25"') +
    rect(x - r * 0.1, base - 2 * r, r * 1.1, 2 * r, shade(hay, -0.2), `rx="${f(r * 0.4)}"`) +
    circle(x, base - r, r, hay) +
    circle(x, base - r, r * 0.66, 'none', `stroke="${shade(hay, -0.3)}" stroke-width="${f(r * 0.07)}"`) +
    circle(x, base - r, r * 0.33, 'none', `stroke="${shade(hay, -0.3)}" stroke-width="${f(r * 0.07)}"`)
  );
}

/** A small old tractor in profile: a big lugged rear wheel under a fender, a long hood, a stack. */
function tractor(x: number, base: number, size: number, paint: string): string {
  const rearR = size * 0.36;
  const frontR = size * 0.19;
  const rx = x + rearR;
  const fx = x + size * 1.05;
  const tyre = '#1c1c1c';
  let out = ellipse(x + size * 0.6, base, size * 0.75, size * 0.06, '#000000', 'opacity="0.25"');
  out += rect(rx, base - size * 0.62, fx - rx + frontR * 0.6, size * 0.26, paint, `rx="${f(size * 0.05)}"`);
  out += rect(rx + size * 0.15, base - size * 0.4, size * 0.45, size * 0.14, shade(paint, -0.35));
  out += rect(fx - size * 0.12, base - size * 0.62, size * 0.08, size * 0.26, shade(paint, -0.2));
  out += rect(fx - size * 0.3, base - size * 0.86, size * 0.045, size * 0.26, '#2a2a2a');
  out += line(
    rx + size * 0.05,
    base - size * 0.62,
    rx + size * 0.2,
    base - size * 0.85,
    '#2a2a2a',
    size * 0.03,
  );
  out += ellipse(rx + size * 0.2, base - size * 0.86, size * 0.1, size * 0.025, '#2a2a2a');
  out += path(
    `M${f(rx - rearR * 1.05)} ${f(base - rearR)}A${f(rearR * 1.05)} ${f(rearR * 1.05)} 0 0 1 ${f(rx + rearR * 1.05)} ${f(base - rearR)}Z`,
    shade(paint, -0.15),
  );
  out += circle(
    rx,
    base - rearR,
    rearR,
    tyre,
    `stroke="#3a3a3a" stroke-width="${f(rearR * 0.16)}" stroke-dasharray="${f(rearR * 0.18)} ${f(rearR * 0.14)}"`,
  );
  out +=
    circle(rx, base - rearR, rearR * 0.5, shade(paint, 0.1)) + circle(rx, base - rearR, rearR * 0.14, tyre);
  out += circle(fx, base - frontR, frontR, tyre) + circle(fx, base - frontR, frontR * 0.5, shade(paint, 0.1));
  return out;
}

/** A post-and-rail fence across the frame. */
function railFence(w: number, top: number, height: number, colour: string): string {
  let out =
    rect(0, top + height * 0.15, w, height * 0.12, colour) +
    rect(0, top + height * 0.55, w, height * 0.12, colour);
  for (let x = w * 0.02; x < w; x += w * 0.11)
    out += rect(x, top, height * 0.16, height, shade(colour, -0.1));
  return out;
}

const farm: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.48, 0.56);
  const s = skyLayer(input, horizon);
  const grass = jitter(rng, palette.grass);
  const wheat = mix('#d9bf6a', grass, rng.range(0, 0.3));
  let back = s.back;
  // Distant tree line and patchwork fields.
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.05, 0.08))
    back += ellipse(x, horizon, w * rng.range(0.04, 0.07), h * rng.range(0.03, 0.06), shade(grass, -0.45));
  back += rect(0, horizon, w, h - horizon, 'url(#o-field)');
  let y = horizon;
  for (let band = 0; band < 4; band++) {
    const bh = h * (0.015 + band * 0.012);
    back += rect(0, y, w, bh, band % 2 === 0 ? wheat : shade(grass, -0.1), 'opacity="0.85"');
    y += bh;
  }
  const barnBase = horizon + h * rng.range(0.05, 0.08);
  // Bigger with a bigger group, so the roof still shows above their heads.
  const wallH = h * (rng.range(0.19, 0.23) + people * 0.008);
  const red = shade(rng.pick(['#a8322a', '#9a2a22', '#b04a34', '#8c2f28'] as const), rng.range(-0.05, 0.05));
  const barnX = people === 0 ? w * rng.range(0.12, 0.35) : w * rng.range(-0.04, 0.12);
  let scene = barn(rng, barnX, barnBase, wallH, red);
  if (people >= 3 || rng.chance(0.75)) {
    // Beside the barn, or across the frame when a big group would hide both behind them.
    const siloH = wallH * rng.range(1.7, 2.1);
    const sx = people >= 3 ? w * rng.range(0.86, 0.92) - siloH * 0.12 : barnX + wallH * rng.range(1.65, 1.9);
    scene = silo(sx, barnBase, siloH, rng.pick(['#c9c4b8', '#9aa4ab', '#b8a890'] as const)) + scene;
  }
  const fenceTop = barnBase + h * rng.range(0.04, 0.07);
  const bales = rng.int(people === 0 ? 2 : 1, 3);
  for (let i = 0; i < bales; i++)
    scene += hayBale(
      w * rng.range(0.55, 0.95),
      barnBase + h * rng.range(0.01, 0.04),
      h * rng.range(0.035, 0.05),
    );
  if (rng.chance(0.45))
    scene += tractor(
      w * rng.range(0.55, 0.75),
      fenceTop - h * 0.005,
      h * rng.range(0.15, 0.2),
      rng.pick(['#b5322a', '#3f7a3a', '#c9a12a'] as const),
    );
  scene += railFence(w, fenceTop, h * 0.07, rng.pick(['#efebe2', '#8a6a4a', '#d8d0c0'] as const));
  back += mirror(scene, w, rng.chance(0.5));
  const layout = outdoorLayout(input, fenceTop + h * 0.08);
  return backdrop(layout, { back, defs: s.defs + groundGradient('o-field', grass) });
};

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

const camping: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const dusk = rng.chance(0.35);
  const horizon = h * rng.range(0.48, 0.56);
  const s = skyLayer(
    input,
    horizon,
    dusk ? { ...duskColours(palette), clouds: 1, cloudColour: '#f6c79a' } : {},
  );
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
    groundGradient('o-ground', shade(earth, dusk ? -0.3 : 0)) +
    verticalGradient('o-water', [
      [0, shade(water, 0.2)],
      [1, shade(water, -0.15)],
    ]) +
    glowGradient('o-glow', '#ffb450', dusk ? 0.55 : 0.3);
  return backdrop(layout, { back, front: mirror(front, w, flip), defs });
};

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

const fair: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const dusk = rng.chance(0.3);
  const horizon = h * rng.range(0.62, 0.68);
  const s = skyLayer(
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
  const ground = mix(jitter(rng, palette.grass), '#b8a27a', rng.range(0.4, 0.7));
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
  return backdrop(layout, { back, defs: s.defs + groundGradient('o-ground', ground) });
};

/* ------------------------------------------------------------------------------------------------ */
/* Pool                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A pool ladder: two chrome rails arching over the coping and down into the water. */
function poolLadder(x: number, edge: number, size: number): string {
  let out = '';
  for (const dx of [0, size * 0.45]) {
    const d = `M${f(x + dx)} ${f(edge - size * 0.05)}L${f(x + dx)} ${f(edge - size * 0.55)}Q${f(x + dx)} ${f(edge - size * 0.8)} ${f(x + dx + size * 0.18)} ${f(edge - size * 0.8)}Q${f(x + dx + size * 0.36)} ${f(edge - size * 0.8)} ${f(x + dx + size * 0.36)} ${f(edge - size * 0.5)}L${f(x + dx + size * 0.36)} ${f(edge + size * 0.5)}`;
    out += `<path d="${d}" fill="none" stroke="#3a3a3a" stroke-width="${f(size * 0.09)}"/>`;
    out += `<path d="${d}" fill="none" stroke="#eef2f4" stroke-width="${f(size * 0.05)}"/>`;
  }
  for (let i = 1; i <= 2; i++)
    out += rect(
      x + size * 0.36,
      edge + size * 0.15 * i,
      size * 0.45,
      size * 0.04,
      '#d8e4e8',
      'opacity="0.7"',
    );
  return out;
}

/**
 * A springboard in profile on its stand at the pool's end, its plank reaching out over the water,
 * with the hand rails curving up behind it.
 */
function divingBoard(x: number, deck: number, length: number, paint: string): string {
  const lift = length * 0.14;
  const plank = length * 0.045;
  const tip = x + length;
  const rail = `M${f(x - length * 0.1)} ${f(deck)}L${f(x - length * 0.1)} ${f(deck - lift * 1.9)}Q${f(x - length * 0.1)} ${f(deck - lift * 2.4)} ${f(x + length * 0.08)} ${f(deck - lift * 2.2)}L${f(x + length * 0.18)} ${f(deck - lift * 1.2)}`;
  return (
    polygon(
      [
        [x - length * 0.06, deck],
        [x - length * 0.02, deck - lift],
        [x + length * 0.12, deck - lift],
        [x + length * 0.16, deck],
      ],
      '#7a7a76',
    ) +
    `<path d="${rail}" fill="none" stroke="#3a3a3a" stroke-width="${f(plank * 0.7)}"/>` +
    `<path d="${rail}" fill="none" stroke="#eef2f4" stroke-width="${f(plank * 0.35)}"/>` +
    polygon(
      [
        [x - length * 0.08, deck - lift],
        [tip, deck - lift * 1.25],
        [tip, deck - lift * 1.25 + plank],
        [x - length * 0.08, deck - lift + plank],
      ],
      paint,
    ) +
    polygon(
      [
        [x - length * 0.08, deck - lift + plank],
        [tip, deck - lift * 1.25 + plank],
        [tip, deck - lift * 1.25 + plank * 1.5],
        [x - length * 0.08, deck - lift + plank * 1.5],
      ],
      shade(paint, -0.45),
    ) +
    polygon(
      [
        [x + length * 0.2, deck + lift * 0.3],
        [tip + length * 0.05, deck + lift * 0.2],
        [tip + length * 0.05, deck + lift * 0.45],
        [x + length * 0.2, deck + lift * 0.5],
      ],
      '#0a2a3a',
      'opacity="0.25"',
    )
  );
}

/** A lounge chair on the deck, its slatted back raised. */
function lounger(x: number, base: number, size: number, colour: string): string {
  return (
    rect(x, base - size * 0.25, size, size * 0.08, colour) +
    polygon(
      [
        [x + size * 0.7, base - size * 0.25],
        [x + size * 0.95, base - size * 0.6],
        [x + size * 1.02, base - size * 0.56],
        [x + size * 0.8, base - size * 0.17],
      ],
      shade(colour, -0.1),
    ) +
    rect(x + size * 0.05, base - size * 0.17, size * 0.04, size * 0.17, '#6a6a6a') +
    rect(x + size * 0.85, base - size * 0.17, size * 0.04, size * 0.17, '#6a6a6a')
  );
}

const pool: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.3, 0.38);
  const s = skyLayer(input, horizon, { clouds: 2 });
  const hedge = shade(jitter(rng, palette.grass), -0.4);
  let back = s.back;
  for (let x = w * rng.range(-0.1, 0.1); x < w * 1.05; x += w * rng.range(0.12, 0.3))
    back += leafyTree(x, horizon, h * rng.range(0.1, 0.18), shade(hedge, 0.15));
  back += rect(0, horizon - h * 0.04, w, h * 0.05, hedge);
  const deck = rng.pick(['#e4ddcc', '#d8d2c4', '#e8d8c0'] as const);
  back += rect(0, horizon, w, h - horizon, deck);
  // The pool is a trapezoid: far edge near the horizon, near edge close to the people's feet.
  const far = horizon + h * rng.range(0.06, 0.08);
  const near = h * rng.range(0.74, 0.8);
  const fl = w * rng.range(0.14, 0.22);
  const nl = fl - w * 0.1;
  const fr = w * 1.2;
  const coping = '#f8f6f0';
  const cw = h * 0.02;
  let scene = polygon(
    [
      [fl - cw * 2, far - cw],
      [fr, far - cw],
      [fr, near + cw * 1.6],
      [nl - cw * 3, near + cw * 1.6],
    ],
    coping,
  );
  scene += polygon(
    [
      [fl, far],
      [fr, far],
      [fr, near],
      [nl, near],
    ],
    'url(#o-water)',
  );
  // A dark tile band under the coping, then lane stripes on the floor of the pool.
  const tile = h * 0.02;
  const tiles = '#173a55';
  scene += rect(fl, far, fr - fl, tile, tiles);
  for (let x = fl + tile * 0.3; x < w; x += tile * 1.3)
    scene += rect(x, far + tile * 0.2, tile * 0.7, tile * 0.6, '#5a8aa8');
  scene += polygon(
    [
      [fl, far],
      [fl + w * 0.012, far],
      [nl + w * 0.016, near],
      [nl, near],
    ],
    tiles,
  );
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const topX = fl + (w - fl) * t;
    const bottomX = nl + (w * 1.1 - nl) * t;
    scene += polygon(
      [
        [topX - w * 0.005, far + h * 0.05],
        [topX + w * 0.005, far + h * 0.05],
        [bottomX + w * 0.012, near - h * 0.04],
        [bottomX - w * 0.012, near - h * 0.04],
      ],
      tiles,
      'opacity="0.4"',
    );
  }
  for (let i = 0; i < 16; i++) {
    const y = far + (near - far) * rng.range(0.1, 0.95);
    const x = w * rng.range(0, 1);
    const len = w * rng.range(0.03, 0.08) * (0.5 + (y - far) / (near - far));
    scene += `<path d="M${f(x)} ${f(y)}q${f(len / 4)} ${f(-h * 0.006)} ${f(len / 2)} 0t${f(len / 2)} 0" stroke="#ffffff" stroke-width="${f(h * 0.004)}" fill="none" opacity="0.65"/>`;
  }
  scene += poolLadder(w * rng.range(0.72, 0.86), far - cw * 0.3, h * rng.range(0.13, 0.16));
  if (rng.chance(0.5))
    scene += lounger(w * rng.range(0.35, 0.55), far - cw * 1.2, h * 0.12, jitter(rng, palette.clothes));
  if (rng.chance(0.5)) {
    // A ring float on the water.
    const rx = w * rng.range(0.3, 0.7);
    const ry = far + (near - far) * rng.range(0.3, 0.6);
    scene += ellipse(
      rx,
      ry,
      h * 0.045,
      h * 0.018,
      'none',
      `stroke="${rng.pick(['#e63946', '#f4c20d', '#ff7f2a'] as const)}" stroke-width="${f(h * 0.012)}"`,
    );
  }
  // The springboard stands on the deck at the pool's left end and reaches over the water.
  const boardY = far + (near - far) * rng.range(0.25, 0.4);
  const edgeX = fl + (nl - fl) * ((boardY - far) / (near - far));
  scene += divingBoard(
    edgeX - w * 0.05,
    boardY,
    w * rng.range(0.2, 0.26),
    rng.pick(['#f4f4ee', '#2f6fc0', '#d8e4ea'] as const),
  );
  back += mirror(scene, w, rng.chance(0.5));
  const defs =
    s.defs +
    verticalGradient('o-water', [
      [0, mix('#166a98', palette.skyTop, 0.12)],
      [1, mix('#3aa6d2', palette.skyTop, 0.12)],
    ]);
  const layout = outdoorLayout(input, near + h * 0.04, 0.08);
  return { ...backdrop(layout, { back, defs }), attire: 'swimwear' };
};

/* ------------------------------------------------------------------------------------------------ */
/* Snow                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** A snowman: three shaded balls, a black top hat, a scarf, coal eyes, a carrot nose, stick arms. */
function snowman(rng: Rng, x: number, base: number, size: number, scarf: string): string {
  const r1 = size * 0.2;
  const r2 = size * 0.15;
  const r3 = size * 0.11;
  const y1 = base - r1;
  const y2 = y1 - r1 - r2 * 0.7;
  const y3 = y2 - r2 - r3 * 0.75;
  const outline = `stroke="#9aa4b0" stroke-width="${f(size * 0.008)}"`;
  const ball = (cy: number, r: number) => circle(x, cy, r, 'url(#o-snowball)', outline);
  const stick = '#4a3322';
  const armY = y2 - r2 * 0.2;
  const tilt = rng.range(-0.2, 0.2);
  let out = ellipse(x + r1 * 0.4, base, r1 * 1.5, r1 * 0.22, '#6a7a90', 'opacity="0.35"');
  out += line(x - r2 * 0.8, armY, x - r2 * 2.1, armY - r2 * (0.8 + tilt), stick, size * 0.018);
  out += line(
    x - r2 * 1.8,
    armY - r2 * (0.6 + tilt),
    x - r2 * 2.1,
    armY - r2 * (0.3 + tilt),
    stick,
    size * 0.012,
  );
  out += line(x + r2 * 0.8, armY, x + r2 * 2.1, armY - r2 * (0.5 - tilt), stick, size * 0.018);
  out += line(
    x + r2 * 1.8,
    armY - r2 * (0.4 - tilt),
    x + r2 * 2.1,
    armY - r2 * (0.85 - tilt),
    stick,
    size * 0.012,
  );
  out += ball(y1, r1) + ball(y2, r2) + ball(y3, r3);
  for (const dy of [-0.4, 0, 0.4]) out += circle(x, y2 + r2 * dy, size * 0.014, '#1a1a1a');
  // Scarf round the neck with one end hanging down.
  const neck = y2 - r2 * 0.85;
  out += rect(x - r3 * 1.05, neck - size * 0.025, r3 * 2.1, size * 0.05, scarf, `rx="${f(size * 0.02)}"`);
  out += rect(
    x + r3 * 0.3,
    neck,
    size * 0.045,
    size * 0.13,
    shade(scarf, -0.15),
    `transform="rotate(-8 ${f(x + r3 * 0.3)} ${f(neck)})"`,
  );
  out +=
    circle(x - r3 * 0.38, y3 - r3 * 0.2, size * 0.013, '#1a1a1a') +
    circle(x + r3 * 0.38, y3 - r3 * 0.2, size * 0.013, '#1a1a1a');
  out += polygon(
    [
      [x, y3 - r3 * 0.08],
      [x + r3 * 0.9, y3 + r3 * 0.08],
      [x, y3 + r3 * 0.2],
    ],
    '#e8782a',
  );
  // Top hat.
  const brim = y3 - r3 * 0.75;
  out += rect(x - r3 * 1.05, brim - size * 0.02, r3 * 2.1, size * 0.03, '#151515');
  out += rect(x - r3 * 0.68, brim - size * 0.17, r3 * 1.36, size * 0.16, '#151515');
  out += rect(x - r3 * 0.68, brim - size * 0.06, r3 * 1.36, size * 0.025, scarf);
  return out;
}

/** A wooden sled with curled runners and a tow rope. */
function sled(x: number, base: number, size: number, wood: string): string {
  const runner = `M${f(x)} ${f(base)}L${f(x + size)} ${f(base)}Q${f(x + size * 1.18)} ${f(base)} ${f(x + size * 1.16)} ${f(base - size * 0.12)}Q${f(x + size * 1.12)} ${f(base - size * 0.2)} ${f(x + size * 1.04)} ${f(base - size * 0.12)}`;
  return (
    ellipse(x + size * 0.55, base + size * 0.02, size * 0.65, size * 0.05, '#6a7a90', 'opacity="0.3"') +
    `<path d="${runner}" fill="none" stroke="#2a2a2a" stroke-width="${f(size * 0.035)}"/>` +
    rect(x + size * 0.15, base - size * 0.12, size * 0.04, size * 0.12, '#2a2a2a') +
    rect(x + size * 0.8, base - size * 0.12, size * 0.04, size * 0.12, '#2a2a2a') +
    rect(x - size * 0.02, base - size * 0.22, size * 1.02, size * 0.11, wood) +
    rect(x - size * 0.02, base - size * 0.13, size * 1.02, size * 0.025, shade(wood, -0.35)) +
    `<path d="M${f(x + size * 1.04)} ${f(base - size * 0.12)}q${f(size * 0.25)} ${f(size * 0.2)} ${f(size * 0.5)} ${f(size * 0.12)}" fill="none" stroke="#8a6a4a" stroke-width="${f(size * 0.015)}"/>`
  );
}

/** A house in the distance with snow lying thick on its roof and lit windows. */
function snowyHouse(x: number, base: number, hw: number, wall: string, roof: string): string {
  const hh = hw * 0.55;
  const ry = base - hh;
  const peak = ry - hw * 0.35;
  return (
    rect(x, ry, hw, hh, wall) +
    polygon(
      [
        [x - hw * 0.08, ry + hw * 0.02],
        [x + hw / 2, peak],
        [x + hw * 1.08, ry + hw * 0.02],
      ],
      roof,
    ) +
    polygon(
      [
        [x - hw * 0.1, ry + hw * 0.03],
        [x + hw / 2, peak - hw * 0.05],
        [x + hw * 1.1, ry + hw * 0.03],
        [x + hw * 0.95, ry - hw * 0.03],
        [x + hw / 2, peak + hw * 0.04],
        [x + hw * 0.05, ry - hw * 0.03],
      ],
      '#f8fafc',
    ) +
    rect(x + hw * 0.15, ry + hh * 0.3, hw * 0.18, hh * 0.3, '#f2d27a') +
    rect(x + hw * 0.65, ry + hh * 0.3, hw * 0.18, hh * 0.3, '#f2d27a') +
    rect(x + hw * 0.42, ry + hh * 0.45, hw * 0.16, hh * 0.55, shade(wall, -0.35))
  );
}

const snow: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.5, 0.58);
  const overcast = rng.chance(0.5);
  const s = skyLayer(
    input,
    horizon,
    overcast
      ? {
          top: mix(palette.skyTop, '#9aa0a8', 0.7),
          bottom: mix(palette.skyBottom, '#dfe3e6', 0.6),
          clouds: 0,
        }
      : { clouds: 2 },
  );
  let back = s.back;
  const evergreen = shade(mix(jitter(rng, palette.grass), '#1f3a2e', 0.6), -0.1);
  // Far woods and houses, dark so the white snow and the snowman stand out against them.
  for (let x = -w * 0.02; x < w * 1.02; x += w * rng.range(0.05, 0.08))
    back += pine(x, horizon + h * 0.01, h * rng.range(0.1, 0.18), mix(evergreen, '#8a96a0', 0.3), '#f4f7fa');
  let scene = '';
  const houses = rng.int(1, 2);
  for (let i = 0; i < houses; i++) {
    const hw = h * rng.range(0.2, 0.28);
    scene += snowyHouse(
      w * rng.range(0.45, 0.85) - hw / 2,
      horizon + h * 0.02,
      hw,
      shade(jitter(rng, palette.walls), -0.3),
      '#3a3030',
    );
  }
  back += rect(0, horizon, w, h - horizon, 'url(#o-snow)');
  for (let i = 0; i < 4; i++)
    back += ellipse(
      w * rng.next(),
      horizon + (h - horizon) * rng.range(0.1, 0.6),
      w * rng.range(0.15, 0.3),
      h * rng.range(0.02, 0.04),
      '#ffffff',
      'opacity="0.6"',
    );
  const bare = rng.int(1, 3);
  for (let i = 0; i < bare; i++)
    scene += bareTree(
      rng,
      w * rng.range(0.0, 0.2) + i * w * 0.35,
      horizon + h * rng.range(0.03, 0.08),
      h * rng.range(0.45, 0.6),
      '#2e2620',
    );
  const snowmanSize = h * rng.range(0.42, 0.5);
  const snowmanX =
    people === 0 ? w * rng.range(0.3, 0.5) : Math.max(snowmanSize * 0.3, w * rng.range(0.1, 0.16));
  const scarf = rng.pick(['#c8322a', '#2f6fc0', '#2a8a4a', '#e0a020'] as const);
  scene += snowman(rng, snowmanX, horizon + h * rng.range(0.2, 0.26), snowmanSize, scarf);
  // Sled tracks run towards the camera.
  scene += `<path d="M${f(w * 0.6)} ${f(horizon + h * 0.08)}Q${f(w * 0.7)} ${f(h * 0.8)} ${f(w * 0.95)} ${f(h)}M${f(w * 0.63)} ${f(horizon + h * 0.08)}Q${f(w * 0.76)} ${f(h * 0.8)} ${f(w * 1.05)} ${f(h)}" stroke="#b8c4d0" stroke-width="${f(h * 0.006)}" fill="none"/>`;
  const sledSize = h * rng.range(0.16, 0.2);
  scene += sled(
    people === 0 ? w * 0.6 : w * rng.range(0.72, 0.8),
    h * rng.range(0.86, 0.92),
    sledSize,
    rng.pick(['#b5402e', '#a0704a', '#c8322a'] as const),
  );
  back += mirror(scene, w, rng.chance(0.5));
  if (rng.chance(0.5)) {
    // Falling snow.
    let flakes = '';
    for (let i = 0; i < 32; i++)
      flakes += circle(w * rng.next(), h * rng.next(), h * rng.range(0.003, 0.007), '#ffffff');
    back += `<g opacity="0.8">${flakes}</g>`;
  }
  const defs =
    s.defs +
    verticalGradient('o-snow', [
      [0, '#dfe6ee'],
      [1, '#f7f9fb'],
    ]) +
    '<radialGradient id="o-snowball" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#eef2f6"/><stop offset="1" stop-color="#b4c0cc"/></radialGradient>';
  const layout = outdoorLayout(input, horizon + h * 0.2);
  return { ...backdrop(layout, { back, defs }), attire: 'winter' };
};

/* ------------------------------------------------------------------------------------------------ */
/* Ball game                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/** A floodlight tower: a thin mast topped by a bank of lamps. */
function lightTower(x: number, top: number, base: number, size: number): string {
  let out = rect(x - size * 0.04, top, size * 0.08, base - top, '#4a4a4e');
  out += rect(x - size * 0.5, top - size * 0.55, size, size * 0.6, '#3a3a3e');
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      out += circle(
        x - size * 0.36 + c * size * 0.24,
        top - size * 0.42 + r * size * 0.18,
        size * 0.08,
        '#f4f0dc',
      );
  return out;
}

/** Stepped aluminium bleachers rising to the frame's edge, with spectators dotted along them. */
function bleachers(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  height: number,
  crowd: readonly string[],
): string {
  const rows = 7;
  let out = polygon(
    [
      [x0, base],
      [x1, base - height],
      [x1, base],
    ],
    '#5a5a5e',
  );
  for (let i = 0; i < rows; i++) {
    const t = i / rows;
    const y = base - height * t;
    const x = x0 + (x1 - x0) * t;
    out += rect(x, y - height / rows, x1 - x, height / rows, i % 2 === 0 ? '#cfd2d4' : '#a8acb0');
    out += rect(x, y - height / rows, x1 - x, height * 0.012, '#f0f2f2');
    for (let px = x + height * 0.06; px < x1; px += height * rng.range(0.06, 0.14)) {
      if (rng.chance(0.45)) continue;
      out += ellipse(
        px,
        y - height / rows - height * 0.02,
        height * 0.025,
        height * 0.04,
        rng.pick(crowd as [string, ...string[]]),
      );
      out += circle(px, y - height / rows - height * 0.075, height * 0.018, '#c89a78');
    }
  }
  return out;
}

/** A chain-link backstop: posts and a diamond mesh drawn as two sets of diagonal lines. */
function backstop(x0: number, x1: number, top: number, base: number): string {
  const step = (base - top) * 0.05;
  let d = '';
  for (let x = x0 - (base - top); x < x1; x += step) {
    d += `M${f(x)} ${f(base)}L${f(x + (base - top))} ${f(top)}`;
    d += `M${f(x)} ${f(top)}L${f(x + (base - top))} ${f(base)}`;
  }
  const clip = `<clipPath id="o-mesh"><rect x="${f(x0)}" y="${f(top)}" width="${f(x1 - x0)}" height="${f(base - top)}"/></clipPath>`;
  return (
    `<defs>${clip}</defs><g clip-path="url(#o-mesh)"><path d="${d}" stroke="#3a3a3a" stroke-width="${f(step * 0.12)}" fill="none" opacity="0.75"/></g>` +
    rect(x0, top, x1 - x0, step * 0.3, '#3a3a3a') +
    rect(x0, top, step * 0.35, base - top, '#3a3a3a') +
    rect(x1 - step * 0.35, top, step * 0.35, base - top, '#3a3a3a')
  );
}

const ballgame: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const horizon = h * rng.range(0.34, 0.42);
  const s = skyLayer(input, horizon, { clouds: 2 });
  let back = s.back;
  // Dark turf against pale dirt, so the diamond shows in black and white too.
  const turf = shade(mix(jitter(rng, palette.grass), '#2f6a2e', 0.5), -0.1);
  const dirt = mix('#d8b07a', palette.floors[0], 0.1);
  // Floodlights and a scoreboard over the outfield wall.
  back += lightTower(w * rng.range(0.06, 0.14), horizon * rng.range(0.2, 0.35), horizon, h * 0.09);
  back += lightTower(w * rng.range(0.86, 0.94), horizon * rng.range(0.2, 0.35), horizon, h * 0.09);
  if (rng.chance(0.6)) {
    const sbw = h * rng.range(0.22, 0.3);
    const sbx = w * rng.range(0.35, 0.65) - sbw / 2;
    const sby = horizon - h * 0.16;
    back +=
      rect(sbx + sbw * 0.45, sby, sbw * 0.1, h * 0.16, '#3a3a3a') +
      rect(sbx, sby - sbw * 0.3, sbw, sbw * 0.42, '#1f3a2a');
    for (let c = 0; c < 6; c++)
      back += rect(sbx + sbw * (0.08 + c * 0.145), sby - sbw * 0.2, sbw * 0.1, sbw * 0.14, '#f0f0e0');
  }
  back += rect(0, horizon, w, h * 0.04, '#24442e') + rect(0, horizon, w, h * 0.006, '#e8c43a');
  const fieldTop = horizon + h * 0.04;
  back += rect(0, fieldTop, w, h - fieldTop, turf);
  // Mowing stripes.
  for (let i = 0; i < 6; i += 2) {
    const y0 = fieldTop + (h - fieldTop) * (i / 6) ** 1.3;
    const y1 = fieldTop + (h - fieldTop) * ((i + 1) / 6) ** 1.3;
    back += rect(0, y0, w, y1 - y0, shade(turf, 0.1));
  }
  // The diamond in perspective: home plate near the bottom, second base far away.
  const hx = w * rng.range(0.42, 0.58);
  const hy = h * rng.range(0.9, 0.96);
  const depth = hy - fieldTop;
  const first: Point = [hx + w * 0.42, hy - depth * 0.36];
  const third: Point = [hx - w * 0.42, hy - depth * 0.36];
  const second: Point = [hx, hy - depth * 0.58];
  const arc = `M${f(hx)} ${f(hy + h * 0.03)}L${f(third[0] - w * 0.12)} ${f(third[1] + depth * 0.02)}Q${f(hx)} ${f(second[1] - depth * 0.35)} ${f(first[0] + w * 0.12)} ${f(first[1] + depth * 0.02)}Z`;
  back += path(arc, dirt);
  // The infield grass: the diamond shrunk towards home plate, leaving dirt base paths around it.
  const inset = 0.72;
  const lerp = (a: Point, t: number): Point => [hx + (a[0] - hx) * t, hy - h * 0.015 + (a[1] - hy) * t];
  back += polygon(
    [lerp([hx, hy], 1), lerp(first, inset), lerp(second, inset * 1.08), lerp(third, inset)],
    turf,
  );
  back += ellipse(hx, hy - depth * 0.3, w * 0.05, depth * 0.035, dirt);
  back += ellipse(hx, hy - depth * 0.3, w * 0.012, depth * 0.008, '#f4f4f0');
  back += ellipse(hx, hy, w * 0.11, depth * 0.07, dirt);
  // Foul lines from home plate out to the wall.
  const chalk = '#f6f6f0';
  back += line(hx, hy, -w * 0.1, fieldTop + depth * 0.05, chalk, h * 0.006);
  back += line(hx, hy, w * 1.1, fieldTop + depth * 0.05, chalk, h * 0.006);
  for (const [bx, by] of [first, second, third]) {
    const b = h * 0.018;
    back += polygon(
      [
        [bx, by - b * 0.5],
        [bx + b, by],
        [bx, by + b * 0.5],
        [bx - b, by],
      ],
      chalk,
    );
  }
  back += polygon(
    [
      [hx - h * 0.02, hy - h * 0.008],
      [hx + h * 0.02, hy - h * 0.008],
      [hx + h * 0.02, hy],
      [hx, hy + h * 0.01],
      [hx - h * 0.02, hy],
    ],
    chalk,
  );
  let side = bleachers(
    rng,
    w * rng.range(0.65, 0.75),
    w * 1.02,
    fieldTop + depth * 0.55,
    h * rng.range(0.3, 0.38),
    palette.clothes,
  );
  side += backstop(-w * 0.02, w * rng.range(0.18, 0.26), h * rng.range(0.12, 0.2), h * 1.02);
  back += mirror(side, w, rng.chance(0.5));
  const layout = outdoorLayout(input, fieldTop + h * 0.3);
  return backdrop(layout, { back, defs: s.defs });
};

/* ------------------------------------------------------------------------------------------------ */
/* Beach                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

/** A beach umbrella: a leaning pole and a domed canopy of alternating panels with a scalloped hem. */
function umbrella(rng: Rng, x: number, base: number, size: number, a: string, b: string): string {
  const lean = rng.range(-0.18, 0.18);
  const topX = x + size * lean;
  const topY = base - size;
  const r = size * 0.55;
  const hem = topY + size * 0.22;
  const panels = 8;
  let out = ellipse(x + size * 0.15, base + size * 0.02, r * 1.1, size * 0.07, '#000000', 'opacity="0.25"');
  out += line(x, base, topX, topY - size * 0.06, '#4a4440', size * 0.018);
  for (let i = 0; i < panels; i++) {
    const x0 = topX - r + ((2 * r) / panels) * i;
    const x1 = x0 + (2 * r) / panels;
    // Each panel runs from the apex to a scalloped hem that lifts a little towards the middle.
    const y0 = hem - size * 0.01 * Math.sin((Math.PI * i) / panels);
    const y1 = hem - size * 0.01 * Math.sin((Math.PI * (i + 1)) / panels);
    out += path(
      `M${f(topX)} ${f(topY - size * 0.04)}L${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2)} ${f((y0 + y1) / 2 + size * 0.07)} ${f(x1)} ${f(y1)}Z`,
      i % 2 === 0 ? a : b,
    );
  }
  return out;
}

/** A sandcastle: a wall with crenellated towers, a flag, and a bucket beside it. */
function sandcastle(x: number, base: number, size: number, sand: string, bucket: string): string {
  const dark = shade(sand, -0.3);
  const tower = (tx: number, tw: number, th: number) => {
    const top = base - th;
    let t = rect(tx, top, tw, th, sand) + rect(tx + tw * 0.65, top, tw * 0.35, th, dark);
    for (let i = 0; i < 3; i++)
      t += rect(tx + (tw / 3) * i + tw * 0.04, top - tw * 0.18, tw * 0.2, tw * 0.18, i === 2 ? dark : sand);
    return t + rect(tx + tw * 0.4, top + th * 0.35, tw * 0.2, th * 0.25, shade(sand, -0.5));
  };
  let out = ellipse(x + size * 0.5, base, size * 0.7, size * 0.08, '#000000', 'opacity="0.2"');
  out +=
    rect(x, base - size * 0.35, size, size * 0.35, sand) +
    rect(x, base - size * 0.35, size, size * 0.05, shade(sand, 0.1));
  out += tower(x - size * 0.1, size * 0.32, size * 0.6) + tower(x + size * 0.78, size * 0.32, size * 0.55);
  out += tower(x + size * 0.3, size * 0.38, size * 0.85);
  out += line(
    x + size * 0.49,
    base - size * 1.0,
    x + size * 0.49,
    base - size * 1.35,
    '#3a3a3a',
    size * 0.02,
  );
  out += polygon(
    [
      [x + size * 0.49, base - size * 1.35],
      [x + size * 0.72, base - size * 1.27],
      [x + size * 0.49, base - size * 1.19],
    ],
    '#d8342c',
  );
  const bx = x + size * 1.3;
  out += polygon(
    [
      [bx, base - size * 0.42],
      [bx + size * 0.38, base - size * 0.42],
      [bx + size * 0.32, base],
      [bx + size * 0.06, base],
    ],
    bucket,
  );
  out += `<path d="M${f(bx + size * 0.02)} ${f(base - size * 0.4)}q${f(size * 0.17)} ${f(-size * 0.3)} ${f(size * 0.34)} 0" fill="none" stroke="${shade(bucket, -0.3)}" stroke-width="${f(size * 0.025)}"/>`;
  return out;
}

const beach: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.36, 0.46);
  const s = skyLayer(input, horizon, { clouds: 3 });
  const sea = mix(palette.skyTop, '#15466a', 0.55);
  const shore = horizon + h * rng.range(0.14, 0.2);
  const sandColour = mix('#ecd9ac', palette.walls[0], 0.15);
  let back = s.back;
  if (rng.chance(0.6)) {
    // Gulls.
    for (let i = rng.int(2, 4); i > 0; i--) {
      const gx = w * rng.range(0.1, 0.9);
      const gy = horizon * rng.range(0.2, 0.7);
      const gs = h * rng.range(0.015, 0.025);
      back += `<path d="M${f(gx - gs)} ${f(gy)}q${f(gs * 0.5)} ${f(-gs * 0.6)} ${f(gs)} 0q${f(gs * 0.5)} ${f(-gs * 0.6)} ${f(gs)} 0" fill="none" stroke="#2a2a2a" stroke-width="${f(gs * 0.18)}"/>`;
    }
  }
  back += rect(0, horizon, w, shore - horizon, 'url(#o-sea)');
  if (rng.chance(0.5)) {
    // A sail on the horizon.
    const sx = w * rng.range(0.55, 0.9);
    back +=
      polygon(
        [
          [sx, horizon - h * 0.07],
          [sx + h * 0.035, horizon - h * 0.005],
          [sx - h * 0.005, horizon - h * 0.005],
        ],
        '#f6f4ee',
      ) + rect(sx - h * 0.02, horizon - h * 0.006, h * 0.06, h * 0.008, '#3a3a3a');
  }
  // Breaking waves: white crests that grow nearer the shore.
  for (let i = 0; i < 4; i++) {
    const t = (i + 1) / 5;
    const y = horizon + (shore - horizon) * t;
    const amp = h * 0.006 * (1 + i);
    let d = `M${f(-w * 0.05)} ${f(y)}`;
    const seg = w * (0.08 + i * 0.03);
    for (let x = -w * 0.05; x < w * 1.05; x += seg)
      d += `q${f(seg / 2)} ${f(-amp * rng.range(0.6, 1.4))} ${f(seg)} 0`;
    back += `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${f(h * (0.003 + i * 0.002))}" opacity="${f(0.45 + i * 0.12)}"/>`;
  }
  back += rect(0, shore, w, h - shore, 'url(#o-sand)');
  back += rect(0, shore, w, h * 0.04, shade(sandColour, -0.25), 'opacity="0.6"');
  // The surf: a frothy white edge washing over the wet sand.
  let foam = `M0 ${f(shore - h * 0.01)}`;
  for (let x = 0; x < w; x += w * 0.06)
    foam += `q${f(w * 0.03)} ${f(h * rng.range(0.015, 0.035))} ${f(w * 0.06)} 0`;
  back += path(
    `${foam}L${f(w)} ${f(shore - h * 0.015)}L0 ${f(shore - h * 0.015)}Z`,
    '#ffffff',
    'opacity="0.9"',
  );
  let scene = '';
  const colours = rng.pick<readonly [string, string]>([
    ['#d8342c', '#f6f2e8'],
    ['#2f6fc0', '#f6f2e8'],
    ['#f2b62e', '#d8342c'],
    ['#2a9a5a', '#f6f2e8'],
  ]);
  const uSize = h * rng.range(0.42, 0.52);
  const ux = people === 0 ? w * rng.range(0.3, 0.45) : Math.max(uSize * 0.4, w * rng.range(0.12, 0.2));
  const uBase = shore + h * rng.range(0.18, 0.24);
  // A striped towel under the umbrella.
  const towel = jitter(rng, palette.clothes);
  scene += polygon(
    [
      [ux - h * 0.02, uBase - h * 0.02],
      [ux + h * 0.2, uBase - h * 0.02],
      [ux + h * 0.26, uBase + h * 0.06],
      [ux - h * 0.01, uBase + h * 0.06],
    ],
    towel,
  );
  scene += umbrella(rng, ux, uBase, uSize, colours[0], colours[1]);
  let front = '';
  const layout = outdoorLayout(input, shore + h * 0.1);
  const castle = sandcastle(
    w * rng.range(0.7, 0.76),
    h * rng.range(0.94, 0.97),
    h * rng.range(0.14, 0.17),
    shade(sandColour, -0.08),
    rng.pick(['#d8342c', '#2f6fc0', '#f2c12e'] as const),
  );
  if (people > 0 && !layout.close) front = castle;
  else if (rng.chance(0.7)) scene += castle;
  const flip = rng.chance(0.5);
  back += mirror(scene, w, flip);
  const defs =
    s.defs +
    verticalGradient('o-sea', [
      [0, shade(sea, -0.25)],
      [1, shade(sea, 0.2)],
    ]) +
    groundGradient('o-sand', sandColour, -0.05, 0.1);
  return backdrop(layout, { back, front: mirror(front, w, flip), defs });
};

/* ------------------------------------------------------------------------------------------------ */
/* Backyard                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/** A white picket fence across the frame, dark hedge showing between the pickets. */
function picketFence(w: number, top: number, height: number, paint: string): string {
  let out =
    rect(0, top + height * 0.25, w, height * 0.1, paint) +
    rect(0, top + height * 0.7, w, height * 0.1, paint);
  const pw = height * 0.16;
  for (let x = 0; x < w; x += pw * 1.7)
    out += polygon(
      [
        [x, top + height],
        [x, top + pw * 0.6],
        [x + pw / 2, top],
        [x + pw, top + pw * 0.6],
        [x + pw, top + height],
      ],
      paint,
    );
  return out;
}

/** A kettle barbecue on three legs, lid propped open, smoke rising off it. */
function grill(rng: Rng, x: number, base: number, size: number): string {
  const r = size * 0.32;
  const bowlY = base - size * 0.62;
  const iron = '#1e1e20';
  let out = ellipse(x, base, r * 1.3, size * 0.05, '#000000', 'opacity="0.25"');
  out += line(x - r * 0.6, bowlY + r * 0.5, x - r * 1.0, base, iron, size * 0.03);
  out += line(x + r * 0.6, bowlY + r * 0.5, x + r * 1.0, base, iron, size * 0.03);
  out += line(x, bowlY + r * 0.8, x, base, iron, size * 0.03);
  out += circle(x + r * 1.0, base - size * 0.04, size * 0.05, iron);
  out += path(`M${f(x - r)} ${f(bowlY)}A${f(r)} ${f(r)} 0 0 0 ${f(x + r)} ${f(bowlY)}Z`, iron);
  out += ellipse(x - r * 0.3, bowlY + r * 0.35, r * 0.25, r * 0.2, '#ffffff', 'opacity="0.18"');
  out += ellipse(x, bowlY, r, r * 0.18, '#3a3a3a');
  // Glowing coals and a few sausages on the grate.
  out += ellipse(x, bowlY, r * 0.85, r * 0.12, '#c8502a', 'opacity="0.8"');
  for (let i = 0; i < 3; i++)
    out += rect(
      x - r * 0.5 + i * r * 0.35,
      bowlY - r * 0.08,
      r * 0.25,
      r * 0.08,
      '#8a3a22',
      `rx="${f(r * 0.04)}"`,
    );
  // The open lid hangs on the far side.
  out += path(
    `M${f(x + r * 0.7)} ${f(bowlY - r * 0.05)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r * 1.05)} ${f(bowlY - r * 1.6)}L${f(x + r * 0.95)} ${f(bowlY - r * 0.1)}Z`,
    iron,
  );
  return out + smokePlume(rng, x, bowlY - r * 0.3, size * 0.4, 0.45);
}

/** A folding lawn chair with striped webbing, seen from the front. */
function lawnChair(x: number, base: number, size: number, webbing: string): string {
  const frame = '#b8bcc0';
  const seatY = base - size * 0.45;
  const cw = size * 0.5;
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += rect(x, base - size + i * size * 0.11, cw, size * 0.08, i % 2 === 0 ? webbing : '#f4f1ea');
  }
  out += rect(x - cw * 0.05, seatY, cw * 1.1, size * 0.12, shade(webbing, -0.2));
  out +=
    rect(x - size * 0.03, base - size, size * 0.03, size, frame) +
    rect(x + cw, base - size, size * 0.03, size, frame);
  out +=
    rect(x - size * 0.08, seatY - size * 0.12, size * 0.12, size * 0.03, frame) +
    rect(x + cw - size * 0.04, seatY - size * 0.12, size * 0.12, size * 0.03, frame);
  out +=
    line(x, seatY + size * 0.1, x + cw, base, frame, size * 0.025) +
    line(x + cw, seatY + size * 0.1, x, base, frame, size * 0.025);
  return out;
}

const backyard: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.36, 0.46);
  const s = skyLayer(input, horizon);
  const lawn = jitter(rng, palette.grass);
  let back = s.back;
  const hedge = shade(lawn, -0.45);
  if (rng.chance(0.5)) {
    // The house next door.
    const hx = w * rng.range(0.4, 0.7);
    const hw = w * rng.range(0.35, 0.5);
    const wall = jitter(rng, palette.walls);
    back +=
      polygon(
        [
          [hx - hw * 0.05, horizon - h * 0.12],
          [hx + hw / 2, horizon - h * 0.26],
          [hx + hw * 1.05, horizon - h * 0.12],
        ],
        '#4a403a',
      ) +
      rect(hx, horizon - h * 0.12, hw, h * 0.14, wall) +
      rect(hx + hw * 0.2, horizon - h * 0.09, hw * 0.15, h * 0.06, '#2a3038');
  }
  for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.15, 0.3))
    back += leafyTree(x, horizon + h * 0.02, h * rng.range(0.18, 0.3), shade(lawn, -0.2));
  back += rect(0, horizon - h * 0.02, w, h * 0.14, hedge);
  const fenceTop = horizon + h * rng.range(0.0, 0.02);
  const fenceH = h * rng.range(0.11, 0.14);
  back += rect(0, fenceTop + fenceH * 0.9, w, h - fenceTop, 'url(#o-lawn)');
  back += picketFence(w, fenceTop, fenceH, '#f6f3ec');
  // Mowing stripes.
  for (let i = 1; i < 6; i += 2) {
    const y0 = fenceTop + fenceH + (h - fenceTop - fenceH) * (i / 6) ** 1.2;
    const y1 = fenceTop + fenceH + (h - fenceTop - fenceH) * ((i + 1) / 6) ** 1.2;
    back += rect(0, y0, w, y1 - y0, shade(lawn, 0.08), 'opacity="0.6"');
  }
  let scene = '';
  const grillSize = h * rng.range(0.3, 0.36);
  const gx = people === 0 ? w * rng.range(0.3, 0.4) : Math.max(grillSize * 0.45, w * rng.range(0.1, 0.16));
  scene += grill(rng, gx, fenceTop + fenceH + h * rng.range(0.2, 0.26), grillSize);
  const chairs = rng.int(1, 2);
  const webbing = rng.pick(['#2f6a9a', '#2a8a5a', '#c8502a', '#d8a02a'] as const);
  for (let i = 0; i < chairs; i++)
    scene += lawnChair(
      w * (people === 0 ? 0.6 : 0.76) + i * h * 0.17,
      fenceTop + fenceH + h * rng.range(0.16, 0.2),
      h * 0.26,
      webbing,
    );
  back += mirror(scene, w, rng.chance(0.5));
  const layout = outdoorLayout(input, fenceTop + fenceH + h * 0.2);
  return backdrop(layout, { back, defs: s.defs + groundGradient('o-lawn', lawn) });
};

/* ------------------------------------------------------------------------------------------------ */
/* Picnic                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/**
 * A gingham blanket on the grass in perspective: see-through stripes both ways, so the crossings
 * come out darkest and the pattern reads in three greys.
 */
function blanket(x0: number, x1: number, top: number, bottom: number, skew: number, check: string): string {
  const cols = 9;
  const rows = 5;
  const at = (u: number, v: number): Point => {
    const narrow = (x1 - x0) * 0.12 * (1 - v);
    return [x0 + narrow + skew * (1 - v) + (x1 - x0 - 2 * narrow) * u, top + (bottom - top) * v];
  };
  const quad = (u0: number, v0: number, u1: number, v1: number) => [
    at(u0, v0),
    at(u1, v0),
    at(u1, v1),
    at(u0, v1),
  ];
  let out = polygon(quad(0, 0, 1, 1), '#f6f2e8');
  for (let c = 0; c < cols; c += 2)
    out += polygon(quad(c / cols, 0, (c + 1) / cols, 1), check, 'opacity="0.6"');
  for (let r = 0; r < rows; r += 2)
    out += polygon(quad(0, r / rows, 1, (r + 1) / rows), check, 'opacity="0.6"');
  const lip = (bottom - top) * 0.04;
  return (
    out +
    polygon(
      [at(0, 1), at(1, 1), [at(1, 1)[0], bottom + lip], [at(0, 1)[0], bottom + lip]],
      shade(check, -0.4),
    )
  );
}

/** A wicker picnic basket with its arched handle. */
function basket(x: number, base: number, size: number): string {
  const wicker = '#b0803e';
  let out = ellipse(x, base, size * 0.6, size * 0.08, '#000000', 'opacity="0.25"');
  out += `<path d="M${f(x - size * 0.35)} ${f(base - size * 0.5)}Q${f(x)} ${f(base - size * 1.15)} ${f(x + size * 0.35)} ${f(base - size * 0.5)}" fill="none" stroke="${shade(wicker, -0.35)}" stroke-width="${f(size * 0.07)}"/>`;
  out += polygon(
    [
      [x - size * 0.5, base - size * 0.5],
      [x + size * 0.5, base - size * 0.5],
      [x + size * 0.42, base],
      [x - size * 0.42, base],
    ],
    wicker,
  );
  for (let i = 1; i < 4; i++)
    out += rect(
      x - size * 0.47,
      base - size * 0.5 + i * size * 0.12,
      size * 0.94,
      size * 0.025,
      shade(wicker, -0.3),
    );
  out += rect(x - size * 0.54, base - size * 0.55, size * 1.08, size * 0.08, shade(wicker, -0.15));
  return out;
}

const picnic: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h, people } = input;
  const horizon = h * rng.range(0.4, 0.5);
  const s = skyLayer(input, horizon);
  const grass = jitter(rng, palette.grass);
  let back = s.back;
  let groundTop = horizon;
  if (rng.chance(0.5)) {
    // A lake beyond the meadow.
    for (let x = -w * 0.05; x < w * 1.05; x += w * rng.range(0.05, 0.09))
      back += ellipse(x, horizon, w * rng.range(0.04, 0.08), h * rng.range(0.03, 0.06), shade(grass, -0.4));
    groundTop = horizon + h * rng.range(0.06, 0.1);
    back += rect(0, horizon, w, groundTop - horizon, mix(palette.skyTop, '#2a4a5a', 0.3));
    for (let i = 0; i < 5; i++)
      back += rect(
        w * rng.range(0, 0.8),
        horizon + (groundTop - horizon) * rng.range(0.2, 0.9),
        w * rng.range(0.1, 0.3),
        h * 0.003,
        '#ffffff',
        'opacity="0.5"',
      );
  } else {
    back += ellipse(w * rng.range(0.2, 0.8), horizon + h * 0.04, w * 0.7, h * 0.1, shade(grass, -0.2));
  }
  back += rect(0, groundTop, w, h - groundTop, 'url(#o-lawn)');
  const trees = rng.int(2, 4);
  let scene = '';
  for (let i = 0; i < trees; i++) {
    const size = h * rng.range(0.22, 0.34);
    const tx = i === 0 ? w * rng.range(0.02, 0.15) : w * rng.range(0.3, 1.0);
    scene += leafyTree(tx, groundTop + h * rng.range(0.02, 0.06), size, shade(grass, -0.3));
  }
  back += mirror(scene, w, rng.chance(0.5));
  const check = rng.pick(['#c8322a', '#2f5fa8', '#c8322a', '#2a7a4a'] as const);
  // People stand at the blanket's back edge, so it lies in front of them and shows whole.
  const base = standing(input, groundTop + h * 0.2, 0.08);
  const layout = base.close
    ? base
    : { ...base, baseY: h * rng.range(0.7, 0.76), adultHeight: h * rng.range(0.46, 0.54) };
  const top = people === 0 || layout.close ? h * rng.range(0.62, 0.68) : layout.baseY + h * 0.01;
  const bottom = Math.min(h * 0.98, top + h * rng.range(0.22, 0.28));
  const x0 = w * rng.range(0.04, 0.14);
  const x1 = w * rng.range(0.86, 0.96);
  const spread = blanket(x0, x1, top, bottom, w * rng.range(-0.05, 0.05), check);
  const hamper = basket(
    x0 + (x1 - x0) * rng.range(0.72, 0.82),
    top + (bottom - top) * 0.6,
    h * rng.range(0.13, 0.16),
  );
  let things = '';
  for (let i = 0; i < 2; i++)
    things += ellipse(
      x0 + (x1 - x0) * rng.range(0.15, 0.55),
      top + (bottom - top) * rng.range(0.3, 0.7),
      h * 0.035,
      h * 0.012,
      '#f8f8f4',
      `stroke="#9a9a94" stroke-width="${f(h * 0.002)}"`,
    );
  const laid = spread + things + hamper;
  const onTop = people > 0 && !layout.close;
  return backdrop(layout, {
    back: onTop ? back : back + laid,
    front: onTop ? laid : '',
    defs: s.defs + groundGradient('o-lawn', grass),
  });
};

/** Outing scenes by name; a scene missing here falls back to the nearest first backdrop. */
export const OUTING_BACKDROPS: SceneBackdrops = {
  farm,
  camping,
  fair,
  pool,
  snow,
  ballgame,
  beach,
  backyard,
  picnic,
};
