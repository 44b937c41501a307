import { ellipse, f, type Point, polygon, rect } from '../../../media/svg';
import { shade } from '../palette';
import type { Rng } from '../prng';

/** A conifer: stacked dark tiers, the silhouette that says "woods" even in grey. */
export function pine(x: number, base: number, height: number, colour: string, snow = ''): string {
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
export function leafyTree(x: number, base: number, size: number, leaf: string): string {
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
export function bareTree(rng: Rng, x: number, base: number, size: number, colour: string): string {
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
