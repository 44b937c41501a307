import {
  circle,
  ellipse,
  f,
  glowGradient,
  line,
  mirror,
  path,
  pattern,
  polygon,
  rect,
} from '../../../media/svg';
import { jitter, shade } from '../palette';
import type { Rng } from '../prng';
import { frames } from '../scene-indoor';
import type { Backdrop, BackdropInput } from '../scene-types';
import { standing } from '../scene-types';
import { DARK_WOOD, PARTY } from './colours';
import { grilleDef } from './furniture';

// ---------------------------------------------------------------------------------------------
// Dance (basement rec room)
// ---------------------------------------------------------------------------------------------

/** A record player on a low table with its lid up and a stack of sleeves leaning on it. */
function recordPlayer(rng: Rng, x: number, floorY: number, size: number): string {
  const tableTopY = floorY - size * 0.55;
  const case_ = rng.pick(['#3a6a8a', '#8a3a2a', '#d8c8a0', '#2a2a2a'] as const);
  let out =
    rect(x + size * 0.08, tableTopY, size * 0.06, size * 0.55, DARK_WOOD) +
    rect(x + size * 0.86, tableTopY, size * 0.06, size * 0.55, DARK_WOOD) +
    rect(x, tableTopY - size * 0.04, size, size * 0.06, '#6e4424') +
    rect(x + size * 0.1, tableTopY - size * 0.2, size * 0.8, size * 0.16, case_, `rx="${f(size * 0.02)}"`) +
    polygon(
      [
        [x + size * 0.1, tableTopY - size * 0.2],
        [x + size * 0.9, tableTopY - size * 0.2],
        [x + size * 0.84, tableTopY - size * 0.62],
        [x + size * 0.16, tableTopY - size * 0.62],
      ],
      shade(case_, -0.2),
    ) +
    ellipse(x + size * 0.45, tableTopY - size * 0.22, size * 0.3, size * 0.05, '#111') +
    circle(x + size * 0.45, tableTopY - size * 0.45, size * 0.14, '#111') +
    circle(x + size * 0.45, tableTopY - size * 0.45, size * 0.04, '#e8c040');
  for (let i = 0; i < 3; i++) {
    const c = rng.pick(PARTY);
    out += `<rect x="${f(x - size * 0.3 + i * size * 0.04)}" y="${f(floorY - size * 0.4)}" width="${f(size * 0.38)}" height="${f(size * 0.38)}" fill="${c}" stroke="#222" stroke-width="1" transform="rotate(${-8 + i * 5} ${f(x - size * 0.1)} ${f(floorY)})"/>`;
  }
  return out;
}

/** A jukebox: an arched cabinet with glowing coloured bands, a record window and a grille. */
function jukebox(x: number, floorY: number, jw: number): string {
  const jh = jw * 1.7;
  const top = floorY - jh;
  const cx = x + jw / 2;
  const arcY = top + jw / 2;
  const band = (r: number, colour: string) =>
    path(
      `M${f(cx - r)} ${f(arcY + jw * 0.55)}V${f(arcY)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(arcY)}V${f(arcY + jw * 0.55)}`,
      'none',
      `stroke="${colour}" stroke-width="${f(jw * 0.06)}"`,
    );
  return (
    ellipse(cx, arcY + jw * 0.3, jw * 1.2, jw * 1.2, 'url(#rm-glow)') +
    path(
      `M${f(x)} ${f(floorY)}V${f(arcY)}A${f(jw / 2)} ${f(jw / 2)} 0 0 1 ${f(x + jw)} ${f(arcY)}V${f(floorY)}Z`,
      '#4a2416',
      'stroke="#1a0e08" stroke-width="1.5"',
    ) +
    band(jw * 0.42, '#ffb030') +
    band(jw * 0.33, '#e63946') +
    rect(cx - jw * 0.26, arcY - jw * 0.05, jw * 0.52, jw * 0.3, '#fff4d0') +
    rect(cx - jw * 0.3, arcY + jw * 0.62, jw * 0.6, jh * 0.3, '#c8a050') +
    rect(cx - jw * 0.3, arcY + jw * 0.62, jw * 0.6, jh * 0.3, 'url(#rm-grille)', 'opacity="0.6"')
  );
}

/** A string of coloured bulbs sagging across the ceiling. */
function partyLights(rng: Rng, w: number, y: number, sag: number): string {
  let out = path(
    `M-5 ${f(y)}Q${f(w / 2)} ${f(y + sag * 2)} ${f(w + 5)} ${f(y)}`,
    'none',
    'stroke="#222" stroke-width="1.2"',
  );
  const n = 14;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = t * w;
    const yy = y + sag * 4 * t * (1 - t) + 4;
    const c = PARTY[(i + rng.int(0, 6)) % PARTY.length] ?? '#f4c20d';
    out += circle(x, yy, sag * 0.5, c, 'opacity="0.3"') + ellipse(x, yy, sag * 0.14, sag * 0.2, c);
  }
  return out;
}

export const dance = (input: BackdropInput): Backdrop => {
  const { rng, palette, width: w, height: h } = input;
  const u = Math.min(w, h);
  const wood = jitter(rng, ['#7a4a26', '#8a5a32', '#5e3a1e', '#9a6a3a'] as const);
  const floorY = h * rng.range(0.66, 0.72);
  const ceiling = h * 0.07;
  const plank = u * 0.055;
  const defs =
    glowGradient('rm-glow', palette.light, 0.45) +
    glowGradient('rm-spot', '#ffffff', 0.35) +
    grilleDef('#5a2a16', u * 0.012) +
    pattern(
      'rm-facets',
      u * 0.018,
      u * 0.018,
      rect(0, 0, u * 0.018, u * 0.018, '#7a7e82') + rect(1, 1, u * 0.018 - 2, u * 0.018 - 2, '#d8dce0'),
    ) +
    pattern(
      'rm-panel',
      plank * 2,
      h,
      rect(0, 0, plank * 2, h, wood) +
        rect(plank, 0, plank, h, shade(wood, -0.12)) +
        rect(0, 0, 1.6, h, shade(wood, -0.55)) +
        rect(plank, 0, 1.6, h, shade(wood, -0.55)) +
        rect(plank * 0.4, 0, plank * 0.12, h, shade(wood, 0.1), 'opacity="0.5"'),
    ) +
    pattern(
      'rm-tile-floor',
      u * 0.1,
      u * 0.1,
      rect(0, 0, u * 0.1, u * 0.1, '#d8d0c0') +
        rect(0, 0, u * 0.05, u * 0.05, '#8a2a2a') +
        rect(u * 0.05, u * 0.05, u * 0.05, u * 0.05, '#8a2a2a'),
    );
  let back =
    rect(0, 0, w, floorY, 'url(#rm-panel)') +
    rect(0, 0, w, ceiling, '#e8e4da') +
    rect(0, ceiling, w, h * 0.012, '#3a2618');
  for (let x = 0; x < w; x += u * 0.12) back += rect(x, 0, 1, ceiling, '#b8b4aa');
  back += rect(
    0,
    floorY,
    w,
    h - floorY + 2,
    rng.chance(0.45) ? 'url(#rm-tile-floor)' : jitter(rng, palette.floors),
  );
  back += rect(0, floorY - h * 0.03, w, h * 0.03, '#2a1a10');
  // Pennants and a poster on the panelling.
  back += frames(input, rng.int(1, 2), h * 0.14, h * 0.4);
  const flip = rng.chance(0.5);
  let side = recordPlayer(rng, w * 0.1, floorY + h * 0.02, u * rng.range(0.34, 0.4));
  if (rng.chance(0.55)) side += jukebox(w - u * 0.24, floorY + h * 0.02, u * 0.19);
  back += mirror(side, w, flip);
  if (rng.chance(0.5)) {
    // A disco ball and the spots it throws on the walls.
    const bx = w * rng.range(0.35, 0.65);
    back +=
      line(bx, ceiling, bx, ceiling + h * 0.04, '#333', 1) +
      circle(bx, ceiling + h * 0.04 + u * 0.055, u * 0.08, 'url(#rm-spot)') +
      circle(
        bx,
        ceiling + h * 0.04 + u * 0.055,
        u * 0.055,
        'url(#rm-facets)',
        'stroke="#555" stroke-width="1"',
      ) +
      circle(bx - u * 0.018, ceiling + h * 0.04 + u * 0.037, u * 0.014, '#ffffff');
    for (let i = 0; i < 14; i++)
      back += ellipse(
        w * rng.next(),
        h * rng.range(0.12, 0.9),
        u * 0.026,
        u * 0.016,
        rng.chance(0.5) ? '#ffffff' : rng.pick(PARTY),
        'opacity="0.6"',
      );
  } else back += partyLights(rng, w, ceiling + h * 0.01, h * 0.05);
  back += ellipse(w / 2, floorY + h * 0.1, w * 0.5, h * 0.15, 'url(#rm-spot)');
  return { back, front: '', defs, ...standing(input, floorY, 0.1) };
};
