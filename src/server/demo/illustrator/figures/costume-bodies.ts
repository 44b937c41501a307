import { circle, ellipse, f, polygon } from '../../../media/svg';
import { drawLegs } from './clothes';
import type { Frame } from './frame';
import { pail } from './held';
import type { Person } from './person';

/** A ghost: a white sheet from head to shins with two dark eye holes, shoes peeking out. */
export function drawGhost(p: Person, g: Frame): string {
  const { x, h, headW, headH, headCy, top, sw, shoulderY, baseY } = g;
  const hem = baseY - h * 0.06;
  const hemHalf = sw * 0.72;
  let wave = '';
  for (let k = 0; k < 4; k++) {
    const x0 = x + hemHalf - (k * 2 * hemHalf) / 4;
    const x1 = x + hemHalf - ((k + 1) * 2 * hemHalf) / 4;
    wave += ` Q${f((x0 + x1) / 2)} ${f(hem + (k % 2 === 0 ? h * 0.035 : -h * 0.02))} ${f(x1)} ${f(hem)}`;
  }
  const d = `M${f(x - headW * 0.62)} ${f(headCy)} Q${f(x - headW * 0.64)} ${f(top - headH * 0.1)} ${f(x)} ${f(top - headH * 0.1)} Q${f(x + headW * 0.64)} ${f(top - headH * 0.1)} ${f(x + headW * 0.62)} ${f(headCy)} Q${f(x + sw * 0.55)} ${f(shoulderY)} ${f(x + sw * 0.62)} ${f(shoulderY + h * 0.12)} L${f(x + hemHalf)} ${f(hem)}${wave} L${f(x - sw * 0.62)} ${f(shoulderY + h * 0.12)} Q${f(x - sw * 0.55)} ${f(shoulderY)} ${f(x - headW * 0.62)} ${f(headCy)} Z`;
  let out = drawLegs({ ...p, dress: false, legs: p.shoes }, g);
  out += `<path d="${d}" fill="#f4f2ee"/><path d="${d}" fill="url(#figshade)"/>`;
  out += ellipse(x - headW * 0.2, headCy + headH * 0.05, headW * 0.12, headH * 0.16, '#141414');
  out += ellipse(x + headW * 0.2, headCy + headH * 0.05, headW * 0.12, headH * 0.16, '#141414');
  out += ellipse(x, headCy + headH * 0.42, headW * 0.08, headH * 0.1, '#141414');
  if (p.held === 'pail')
    out +=
      pail(x + sw * 0.62, g.hipY, g) + circle(x + sw * 0.62, g.hipY - g.armW * 0.2, g.armW * 0.45, p.hand);
  return out;
}

/** A pumpkin suit: a round orange body with ribs and a carved face. */
export function drawPumpkin(g: Frame): { markup: string; d: string } {
  const { x, h, sw, shoulderY, hipY } = g;
  const cy = (shoulderY + hipY) / 2 + h * 0.03;
  const rx = sw * 0.72;
  const ry = (hipY - shoulderY) * 0.66;
  const d = `M${f(x - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(x + rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(x - rx)} ${f(cy)} Z`;
  let markup = `<path d="${d}" fill="#e8741e"/>`;
  markup += `<g fill="none" stroke="#b8520f" stroke-width="${f(sw * 0.04)}">${ellipse(x, cy, rx * 0.5, ry * 0.98, 'none')}${ellipse(x, cy, rx * 0.12, ry * 0.99, 'none')}</g>`;
  const eye = (side: number) =>
    polygon(
      [
        [x + side * rx * 0.45, cy - ry * 0.1],
        [x + side * rx * 0.15, cy - ry * 0.1],
        [x + side * rx * 0.3, cy - ry * 0.38],
      ],
      '#1a120a',
    );
  markup += eye(-1) + eye(1);
  markup += polygon(
    [
      [x - rx * 0.5, cy + ry * 0.15],
      [x - rx * 0.25, cy + ry * 0.28],
      [x, cy + ry * 0.15],
      [x + rx * 0.25, cy + ry * 0.28],
      [x + rx * 0.5, cy + ry * 0.15],
      [x + rx * 0.3, cy + ry * 0.5],
      [x - rx * 0.3, cy + ry * 0.5],
    ],
    '#1a120a',
  );
  return { markup, d };
}
