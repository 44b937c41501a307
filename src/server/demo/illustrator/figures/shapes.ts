import { circle, f, type Point } from '../../../media/svg';
import { WHITE } from './colours';

const pt = ([x, y]: Point) => `${f(x)} ${f(y)}`;

/** A round-ended stroke through points: arms, bones, strings. */
export function line(points: readonly Point[], colour: string, width: number, extra = ''): string {
  return `<path d="M${points.map(pt).join(' L')}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

/** A few round blooms around a point: bouquets, corsages, a flower girl's basket. */
export function flowerCluster(cx: number, cy: number, size: number, colours: readonly string[]): string {
  const spots: Point[] = [
    [0, 0],
    [-0.6, -0.35],
    [0.6, -0.35],
    [-0.45, 0.4],
    [0.45, 0.4],
    [0, -0.7],
  ];
  return spots
    .map(([dx, dy], k) =>
      circle(cx + dx * size, cy + dy * size, size * 0.42, colours[k % colours.length] ?? WHITE),
    )
    .join('');
}
