import { ellipse, f, glowGradient, polygon, rect, verticalGradient } from '../../media/svg';
import { jitter, mix, shade } from './palette';
import type { BackdropDrawer, BackdropInput } from './scene-types';
import { standing } from './scene-types';

/** Rooms: a wall, a floor and the furniture of a family snapshot. */

export function room(input: BackdropInput, floorFrom: number, floorTo: number) {
  const { rng, palette, width: w, height: h } = input;
  const wall = jitter(rng, palette.walls);
  const floor = jitter(rng, palette.floors);
  const floorY = h * rng.range(floorFrom, floorTo);
  const defs =
    verticalGradient('wall', [
      [0, shade(wall, -0.18)],
      [0.7, wall],
      [1, shade(wall, -0.1)],
    ]) +
    verticalGradient('floor', [
      [0, shade(floor, -0.25)],
      [1, shade(floor, 0.08)],
    ]);
  const back =
    rect(0, 0, w, floorY, 'url(#wall)') +
    rect(0, floorY, w, h - floorY, 'url(#floor)') +
    rect(0, floorY - h * 0.025, w, h * 0.025, shade(wall, -0.35));
  return { wall, floor, floorY, defs, back };
}

export function sofa(x: number, y: number, w: number, h: number, colour: string): string {
  const arm = w * 0.09;
  return (
    rect(x, y, w, h * 0.55, shade(colour, -0.1), `rx="${f(h * 0.12)}"`) +
    rect(x, y + h * 0.45, w, h * 0.45, colour, `rx="${f(h * 0.08)}"`) +
    rect(x - arm * 0.3, y + h * 0.25, arm, h * 0.7, shade(colour, -0.18), `rx="${f(arm * 0.4)}"`) +
    rect(x + w - arm * 0.7, y + h * 0.25, arm, h * 0.7, shade(colour, -0.18), `rx="${f(arm * 0.4)}"`) +
    rect(x + w * 0.05, y + h * 0.9, w * 0.04, h * 0.1, '#2a1e16') +
    rect(x + w * 0.91, y + h * 0.9, w * 0.04, h * 0.1, '#2a1e16')
  );
}

export function windowPane(
  x: number,
  y: number,
  w: number,
  h: number,
  sky: string,
  frame: string,
  curtain: string,
): string {
  return (
    rect(x - w * 0.06, y - h * 0.05, w * 1.12, h * 1.1, frame) +
    rect(x, y, w, h, sky) +
    rect(x, y + h * 0.62, w, h * 0.38, shade(sky, -0.25), 'opacity="0.6"') +
    rect(x + w / 2 - w * 0.02, y, w * 0.04, h, frame) +
    rect(x, y + h / 2 - h * 0.02, w, h * 0.04, frame) +
    rect(x - w * 0.3, y - h * 0.1, w * 0.32, h * 1.25, curtain) +
    rect(x + w * 0.98, y - h * 0.1, w * 0.32, h * 1.25, curtain)
  );
}

export function frames(input: BackdropInput, count: number, top: number, bottom: number): string {
  const { rng, width: w } = input;
  let out = '';
  for (let i = 0; i < count; i++) {
    const fw = w * rng.range(0.07, 0.14);
    const fh = fw * rng.range(0.8, 1.3);
    const x = w * rng.range(0.05, 0.85);
    const y = rng.range(top, Math.max(top, bottom - fh));
    out +=
      rect(x, y, fw, fh, '#3a2a1c') +
      rect(x + fw * 0.1, y + fh * 0.1, fw * 0.8, fh * 0.8, jitter(rng, input.palette.walls));
  }
  return out;
}

const parlour: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const r = room(input, 0.62, 0.72);
  const winW = w * rng.range(0.18, 0.26);
  const winX = rng.chance(0.5) ? w * rng.range(0.08, 0.2) : w * rng.range(0.55, 0.72);
  const back =
    r.back +
    windowPane(
      winX,
      h * 0.14,
      winW,
      h * 0.36,
      mix(palette.skyBottom, '#ffffff', 0.4),
      '#efe8dc',
      jitter(rng, palette.clothes),
    ) +
    sofa(
      w * rng.range(0.1, 0.3),
      r.floorY - h * 0.2,
      w * rng.range(0.45, 0.6),
      h * 0.24,
      jitter(rng, palette.clothes),
    );
  return { back, front: '', defs: r.defs, ...standing(input, r.floorY, 0.45) };
};

const lampRoom: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const r = room(input, 0.64, 0.74);
  const stripe = shade(r.wall, -0.08);
  let stripes = '';
  for (let x = w * 0.02; x < w; x += w * 0.05) stripes += rect(x, 0, w * 0.018, r.floorY, stripe);
  const lampX = rng.chance(0.5) ? w * 0.12 : w * 0.86;
  const lamp =
    rect(lampX - w * 0.004, h * 0.3, w * 0.008, r.floorY - h * 0.3, '#2a2018') +
    polygon(
      [
        [lampX - w * 0.05, h * 0.3],
        [lampX + w * 0.05, h * 0.3],
        [lampX + w * 0.035, h * 0.2],
        [lampX - w * 0.035, h * 0.2],
      ],
      mix(palette.light, '#ffffff', 0.3),
    ) +
    ellipse(lampX, h * 0.27, w * 0.3, h * 0.3, 'url(#glow)');
  const back =
    r.back +
    stripes +
    frames(input, rng.int(1, 3), h * 0.1, h * 0.4) +
    lamp +
    sofa(w * rng.range(0.2, 0.35), r.floorY - h * 0.2, w * 0.5, h * 0.24, jitter(rng, palette.clothes));
  return {
    back,
    front: '',
    defs: r.defs + glowGradient('glow', palette.light, 0.55),
    ...standing(input, r.floorY, 0.45),
  };
};

const kitchen: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const r = room(input, 0.66, 0.74);
  const tile = mix(r.wall, '#ffffff', 0.35);
  let tiles = rect(0, h * 0.3, w, r.floorY - h * 0.3, tile);
  for (let x = 0; x < w; x += w * 0.04)
    tiles += rect(x, h * 0.3, 1.2, r.floorY - h * 0.3, shade(tile, -0.15));
  for (let y = h * 0.3; y < r.floorY; y += w * 0.04) tiles += rect(0, y, w, 1.2, shade(tile, -0.15));
  const cabinet = jitter(rng, palette.walls);
  let cabinets = rect(0, h * 0.02, w, h * 0.2, shade(cabinet, -0.1));
  for (let x = w * 0.02; x < w; x += w * 0.16) {
    cabinets +=
      rect(x, h * 0.03, w * 0.14, h * 0.18, cabinet) +
      rect(x + w * 0.12, h * 0.1, w * 0.008, h * 0.04, '#8a8a8a');
  }
  const tableY = h * rng.range(0.68, 0.74);
  const cloth = rng.chance(0.5) ? '#f3efe6' : jitter(rng, palette.clothes);
  let check = '';
  if (rng.chance(0.4)) {
    // A gingham cloth: the pattern tells a table from a floor even in black and white.
    const step = w * 0.04;
    for (let x = -w * 0.05; x < w * 1.05; x += step * 2)
      check += rect(x, tableY, step, h - tableY, shade(cloth, -0.25), 'opacity="0.5"');
    for (let y = tableY; y < h; y += step * 2)
      check += rect(-w * 0.05, y, w * 1.1, step, shade(cloth, -0.25), 'opacity="0.5"');
  }
  const front =
    input.people > 0
      ? rect(-w * 0.05, tableY, w * 1.1, h - tableY, cloth) +
        check +
        rect(-w * 0.05, tableY, w * 1.1, h * 0.015, shade(cloth, 0.3)) +
        rect(-w * 0.05, h * 0.94, w * 1.1, h * 0.06, '#000000', 'opacity="0.18"') +
        ellipse(
          w * 0.3,
          tableY + h * 0.05,
          w * 0.07,
          h * 0.025,
          '#ffffff',
          'stroke="#999" stroke-width="1"',
        ) +
        ellipse(
          w * 0.66,
          tableY + h * 0.06,
          w * 0.065,
          h * 0.022,
          '#f6f0e0',
          'stroke="#999" stroke-width="1"',
        ) +
        rect(w * 0.48, tableY - h * 0.05, w * 0.03, h * 0.09, '#e8eef0', 'opacity="0.8"')
      : '';
  // Around the table people sit: the cloth hides them from the waist down.
  const adultHeight = h * rng.range(0.7, 0.8);
  const seated = { baseY: tableY + adultHeight * 0.42, adultHeight, shadows: false, close: true };
  return { back: r.back + tiles + cabinets, front, defs: r.defs, ...seated };
};

const holiday: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const r = room(input, 0.66, 0.74);
  const tx = rng.chance(0.5) ? w * 0.16 : w * 0.82;
  const green = shade(mix(palette.grass[0], '#1f4a2a', 0.6), -0.2);
  let tree = rect(tx - w * 0.012, r.floorY - h * 0.06, w * 0.024, h * 0.06, '#4a3020');
  for (let i = 0; i < 4; i++) {
    const y = h * (0.12 + i * 0.13);
    const half = w * (0.05 + i * 0.03);
    tree += polygon(
      [
        [tx, y - h * 0.05],
        [tx + half, y + h * 0.13],
        [tx - half, y + h * 0.13],
      ],
      shade(green, i * 0.04),
    );
  }
  const baubles = ['#e63946', '#f4c20d', '#ffffff', '#1d70d6'] as const;
  for (let i = 0; i < 22; i++) {
    const y = h * rng.range(0.15, 0.64);
    const spread = w * (0.03 + ((y / h - 0.1) / 0.55) * 0.13);
    tree += ellipse(tx + rng.range(-spread, spread), y, w * 0.006, w * 0.006, rng.pick(baubles));
  }
  let gifts = '';
  for (let i = 0; i < 3; i++) {
    const gw = w * rng.range(0.04, 0.07);
    const gx = tx + rng.range(-0.12, 0.08) * w;
    const gy = r.floorY + h * rng.range(0.0, 0.04);
    gifts +=
      rect(gx, gy - gw * 0.8, gw, gw * 0.8, jitter(rng, palette.clothes)) +
      rect(gx + gw * 0.45, gy - gw * 0.8, gw * 0.1, gw * 0.8, '#f4e3a0');
  }
  const glow = ellipse(tx, h * 0.4, w * 0.25, h * 0.35, 'url(#glow)');
  return {
    back: r.back + frames(input, rng.int(0, 2), h * 0.1, h * 0.35) + glow + tree + gifts,
    front: '',
    defs: r.defs + glowGradient('glow', palette.light, 0.4),
    ...standing(input, r.floorY, 0.4),
  };
};

const studio: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const tone = shade(rng.pick(palette.walls), rng.range(-0.35, -0.1));
  const defs = `<radialGradient id="backdrop" cx="${f(rng.range(0.4, 0.6))}" cy="0.4" r="0.75"><stop offset="0" stop-color="${shade(tone, 0.35)}"/><stop offset="0.6" stop-color="${tone}"/><stop offset="1" stop-color="${shade(tone, -0.45)}"/></radialGradient>`;
  let back = rect(0, 0, w, h, 'url(#backdrop)');
  // Painted canvas backdrops of early studios were mottled: soft light and dark clouds.
  for (let i = 0; i < 7; i++) {
    const fill = rng.chance(0.5) ? 'url(#mottle-light)' : 'url(#mottle-dark)';
    back += ellipse(
      w * rng.next(),
      h * rng.next(),
      w * rng.range(0.15, 0.35),
      h * rng.range(0.12, 0.3),
      fill,
    );
  }
  if (rng.chance(0.5)) {
    const px = rng.chance(0.5) ? w * 0.1 : w * 0.82;
    back +=
      rect(px, h * 0.55, w * 0.08, h * 0.45, shade(tone, -0.3)) +
      rect(px - w * 0.01, h * 0.53, w * 0.1, h * 0.03, shade(tone, -0.2));
  }
  const mottle = glowGradient('mottle-light', '#ffffff', 0.12) + glowGradient('mottle-dark', '#000000', 0.15);
  return { back, front: '', defs: defs + mottle, ...standing(input, h * 0.8, 0.55, [0.72, 0.82]) };
};

const porch: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const siding = jitter(rng, palette.walls);
  const floorY = h * rng.range(0.66, 0.74);
  let back = rect(0, 0, w, floorY, siding);
  for (let y = h * 0.03; y < floorY; y += h * 0.035) back += rect(0, y, w, h * 0.006, shade(siding, -0.2));
  const doorX = w * rng.range(0.15, 0.7);
  back +=
    rect(doorX - w * 0.01, h * 0.16, w * 0.16, floorY - h * 0.16, '#f2eee4') +
    rect(doorX, h * 0.18, w * 0.14, floorY - h * 0.18, jitter(rng, palette.floors));
  back += rect(doorX + w * 0.02, h * 0.22, w * 0.1, h * 0.12, mix(palette.skyBottom, '#000000', 0.3));
  const boards = shade(jitter(rng, palette.floors), 0.1);
  back += rect(0, floorY, w, h - floorY, boards);
  for (let y = floorY; y < h; y += h * 0.03) back += rect(0, y, w, 1.5, shade(boards, -0.25));
  let rail = rect(0, floorY - h * 0.2, w * 0.12, h * 0.02, '#efe9df');
  for (let x = 0; x < w * 0.12; x += w * 0.02)
    rail += rect(x, floorY - h * 0.19, w * 0.007, h * 0.19, '#efe9df');
  back += rail + rect(w * 0.12, 0, w * 0.03, floorY, '#f4f0e8');
  return { back, front: '', defs: '', ...standing(input, floorY, 0.3) };
};

export const INDOOR_BACKDROPS = { parlour, lampRoom, kitchen, holiday, studio, porch };
