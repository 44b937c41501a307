import { ellipse, f, glowGradient, polygon, rect, verticalGradient } from '../../../media/svg';
import { bareTree } from '../outings/trees';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import type { BackdropDrawer } from '../scene-types';
import { standing } from '../scene-types';
import type { Area, Pt } from './building-parts';
import { sash } from './building-parts';

// ---------------------------------------------------------------------------------------------
// Halloween: a porch at dusk, jack-o'-lanterns glowing on the steps
// ---------------------------------------------------------------------------------------------

/** A carved pumpkin: ribbed orange body, a glowing face. Light against the dark porch in any tone. */
function jackOLantern(rng: Rng, cx: number, baseY: number, r: number): string {
  const orange = shade('#e0701e', rng.range(-0.1, 0.05));
  const cy = baseY - r * 0.78;
  const lit = '#ffe27a';
  const eyeY = cy - r * 0.18;
  const mouthY = cy + r * 0.22;
  const mouth: Pt[] = [[cx - r * 0.55, mouthY - r * 0.08]];
  for (let i = 1; i < 6; i++)
    mouth.push([cx - r * 0.55 + r * 0.22 * i, mouthY + (i % 2 === 0 ? -r * 0.02 : r * 0.12)]);
  mouth.push(
    [cx + r * 0.55, mouthY - r * 0.08],
    [cx + r * 0.3, mouthY + r * 0.32],
    [cx - r * 0.3, mouthY + r * 0.32],
  );
  const eye = (ex: number) =>
    polygon(
      [
        [ex - r * 0.16, eyeY + r * 0.1],
        [ex + r * 0.16, eyeY + r * 0.1],
        [ex, eyeY - r * 0.16],
      ],
      lit,
    );
  return (
    ellipse(cx, cy, r * 2.6, r * 2.2, 'url(#pl-pumpkin-glow)') +
    ellipse(cx - r * 0.45, cy, r * 0.6, r * 0.76, shade(orange, -0.2)) +
    ellipse(cx + r * 0.45, cy, r * 0.6, r * 0.76, shade(orange, -0.25)) +
    ellipse(cx, cy, r * 0.62, r * 0.8, orange) +
    rect(cx - r * 0.07, cy - r * 0.98, r * 0.14, r * 0.25, '#4a4a22') +
    eye(cx - r * 0.3) +
    eye(cx + r * 0.3) +
    polygon(
      [
        [cx - r * 0.08, cy + r * 0.05],
        [cx + r * 0.08, cy + r * 0.05],
        [cx, cy - r * 0.08],
      ],
      lit,
    ) +
    polygon(mouth, lit)
  );
}

/** A cobweb in a corner: spokes and sagging rings. */
function cobweb(cornerX: number, cornerY: number, size: number, dir: number): string {
  let d = '';
  const spokes = 5;
  const point = (i: number, k: number): Pt => {
    const a = (Math.PI / 2) * (i / (spokes - 1));
    return [cornerX + dir * Math.sin(a) * size * k, cornerY + Math.cos(a) * size * k];
  };
  for (let i = 0; i < spokes; i++) {
    const [x, y] = point(i, 1);
    d += `M${f(cornerX)} ${f(cornerY)}L${f(x)} ${f(y)}`;
  }
  for (const k of [0.35, 0.6, 0.85]) {
    const [x0, y0] = point(0, k);
    d += `M${f(x0)} ${f(y0)}`;
    for (let i = 1; i < spokes; i++) {
      const [x, y] = point(i, k);
      const [px, py] = point(i - 0.5, k * 0.85);
      d += `Q${f(px)} ${f(py)} ${f(x)} ${f(y)}`;
    }
  }
  return `<path d="${d}" stroke="#d8d8d8" stroke-width="${f(size * 0.012)}" fill="none" opacity="0.7"/>`;
}

/** A bat: two scalloped wings either side of a small body. */
function bat(cx: number, cy: number, size: number): string {
  return `<path d="M${f(cx)} ${f(cy)}Q${f(cx - size * 0.4)} ${f(cy - size * 0.5)} ${f(cx - size)} ${f(cy - size * 0.2)}Q${f(cx - size * 0.7)} ${f(cy)} ${f(cx - size * 0.55)} ${f(cy + size * 0.15)}Q${f(cx - size * 0.35)} ${f(cy)} ${f(cx)} ${f(cy + size * 0.2)}Q${f(cx + size * 0.35)} ${f(cy)} ${f(cx + size * 0.55)} ${f(cy + size * 0.15)}Q${f(cx + size * 0.7)} ${f(cy)} ${f(cx + size)} ${f(cy - size * 0.2)}Q${f(cx + size * 0.4)} ${f(cy - size * 0.5)} ${f(cx)} ${f(cy)}Z" fill="#0c0c10"/>`;
}

/** The porch's open side at dusk: a moon, a bare tree and bats against the last light. */
function duskView(rng: Rng, cx: number, openW: number, beamY: number, floorY: number, h: number): string {
  let out = '';
  if (rng.chance(0.75)) {
    const mx = cx + rng.range(-0.2, 0.2) * openW;
    const my = beamY + h * rng.range(0.1, 0.18);
    out +=
      ellipse(mx, my, h * 0.12, h * 0.12, 'url(#pl-moon-glow)') +
      ellipse(mx, my, h * 0.045, h * 0.045, '#f3ecd2');
  }
  out += bareTree(
    rng,
    cx + rng.range(-0.3, 0.3) * openW,
    floorY - h * 0.08,
    h * rng.range(0.5, 0.7),
    '#0d0d10',
  );
  if (rng.chance(0.6))
    for (let i = rng.int(2, 4); i > 0; i--)
      out += bat(
        cx + rng.range(-0.4, 0.4) * openW,
        beamY + h * rng.range(0.05, 0.3),
        h * rng.range(0.02, 0.035),
      );
  return out;
}

/** The house wall under the porch roof, dark siding with a lit door, porch lamp and window. */
function nightWall(
  rng: Rng,
  input: Area,
  x0: number,
  x1: number,
  beamY: number,
  floorY: number,
  siding: string,
) {
  const { height: h, palette } = input;
  let out = rect(x0, beamY, x1 - x0, floorY - beamY, siding);
  for (let y = beamY + h * 0.03; y < floorY; y += h * 0.03)
    out += rect(x0, y, x1 - x0, h * 0.005, shade(siding, -0.35));
  const doorW = h * 0.16;
  const doorX = x0 + (x1 - x0 - doorW) * rng.range(0.15, 0.85);
  const warm = mix(palette.light, '#ffb84a', 0.4);
  out += rect(doorX - h * 0.012, floorY - h * 0.42, doorW + h * 0.024, h * 0.42, '#6a655c');
  out += rect(doorX, floorY - h * 0.41, doorW, h * 0.41, '#2e1e16');
  out += rect(doorX + doorW * 0.2, floorY - h * 0.38, doorW * 0.6, h * 0.12, warm);
  const lampX = doorX + (doorX - x0 > h * 0.12 ? -h * 0.06 : doorW + h * 0.06);
  out +=
    ellipse(lampX, floorY - h * 0.34, h * 0.14, h * 0.14, 'url(#pl-lamp-glow)') +
    rect(lampX - h * 0.012, floorY - h * 0.36, h * 0.024, h * 0.04, warm);
  const winW = h * 0.16;
  const winX = doorX - x0 > winW + h * 0.16 ? doorX - winW - h * 0.12 : doorX + doorW + h * 0.12;
  if (winX + winW < x1 - h * 0.02) {
    out += ellipse(winX + winW / 2, floorY - h * 0.28, winW * 1.2, h * 0.2, 'url(#pl-lamp-glow)');
    out += sash(winX, floorY - h * 0.38, winW, h * 0.2, '#5a564e', warm);
  }
  return out;
}

/** Porch roof beam, two columns, the railing across the open side and the floor boards. */
function porchFrame(
  input: Area,
  openLeft: boolean,
  openW: number,
  beamY: number,
  floorY: number,
  ceiling: string,
  boards: string,
) {
  const { width: w, height: h } = input;
  const column = '#8a857a';
  let out = rect(0, 0, w, beamY, ceiling) + rect(0, beamY - h * 0.025, w, h * 0.03, '#4a463e');
  for (const cx of openLeft ? [openW, w * 0.01] : [w - openW, w * 0.99])
    out +=
      rect(cx - h * 0.02, beamY, h * 0.04, floorY - beamY, column) +
      rect(cx + h * 0.005, beamY, h * 0.015, floorY - beamY, shade(column, -0.3));
  const railX0 = openLeft ? 0 : w - openW;
  out += rect(railX0, floorY - h * 0.2, openW, h * 0.02, column);
  for (let x = railX0 + h * 0.02; x < railX0 + openW; x += h * 0.035)
    out += rect(x, floorY - h * 0.18, h * 0.012, h * 0.18, shade(column, -0.2));
  out += rect(0, floorY, w, h - floorY, boards);
  for (let y = floorY + h * 0.03; y < h; y += h * 0.035) out += rect(0, y, w, h * 0.004, shade(boards, -0.4));
  return out;
}

/** Big jack-o'-lanterns on the front step, nearest the camera, at one or both corners. */
function stepPumpkins(rng: Rng, w: number, h: number): string {
  let out = '';
  for (const side of rng.chance(0.7) ? [0, 1] : [rng.int(0, 1)]) {
    const px = side === 0 ? w * rng.range(0.06, 0.14) : w * rng.range(0.86, 0.94);
    out += jackOLantern(rng, px, h * rng.range(0.93, 0.95), h * rng.range(0.075, 0.1));
    if (rng.chance(0.6))
      out += jackOLantern(
        rng,
        px + (side === 0 ? 1 : -1) * h * 0.13,
        h * rng.range(0.94, 0.96),
        h * rng.range(0.045, 0.06),
      );
  }
  return out;
}

export const halloween: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const floorY = h * rng.range(0.68, 0.75);
  const beamY = h * rng.range(0.08, 0.14);
  const openLeft = rng.chance(0.5);
  const openW = w * rng.range(0.24, 0.34);
  const wallX0 = openLeft ? openW : 0;
  const wallX1 = openLeft ? w : w - openW;
  const siding = shade(jitter(rng, palette.walls), -0.68);
  let back =
    rect(0, 0, w, floorY, 'url(#pl-dusk)') +
    rect(0, floorY - h * 0.12, w, h * 0.12, '#141418') +
    duskView(rng, openLeft ? openW / 2 : w - openW / 2, openW, beamY, floorY, h) +
    nightWall(rng, input, wallX0, wallX1, beamY, floorY, siding) +
    porchFrame(
      input,
      openLeft,
      openW,
      beamY,
      floorY,
      shade(siding, -0.2),
      shade(jitter(rng, palette.floors), -0.5),
    );
  if (rng.chance(0.55))
    back += cobweb(
      openLeft ? wallX0 + h * 0.02 : wallX1 - h * 0.02,
      beamY + h * 0.005,
      h * rng.range(0.12, 0.18),
      openLeft ? 1 : -1,
    );
  // Small pumpkins on the rail and along the wall.
  back += jackOLantern(
    rng,
    (openLeft ? 0 : wallX1) + openW * rng.range(0.3, 0.7),
    floorY - h * 0.2,
    h * 0.035,
  );
  for (let i = rng.int(0, 2); i > 0; i--)
    back += jackOLantern(
      rng,
      wallX0 + (wallX1 - wallX0) * rng.next(),
      floorY + h * 0.02,
      h * rng.range(0.035, 0.05),
    );
  const defs =
    verticalGradient('pl-dusk', [
      [0, '#12122a'],
      [0.6, '#2e2440'],
      [1, mix(palette.light, '#8a4a3a', 0.55)],
    ]) +
    glowGradient('pl-pumpkin-glow', '#ffb040', 0.45) +
    glowGradient('pl-lamp-glow', '#ffd880', 0.5) +
    glowGradient('pl-moon-glow', '#f6f0da', 0.35);
  return {
    back,
    front: stepPumpkins(rng, w, h),
    defs,
    ...standing(input, floorY, 0.1, [0.52, 0.6]),
    attire: 'costume',
  };
};
