import { ellipse, polygon, rect } from '../../../media/svg';
import { jitter, mix, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import type { Area } from './building-parts';
import { sash } from './building-parts';
import { CAR_PAINTS, car } from './vehicles';

// ---------------------------------------------------------------------------------------------
// New car: the family behind the car in the driveway, the house behind them
// ---------------------------------------------------------------------------------------------

/** A clapboard house with a garage and a driveway, from a little way down the street. */
function suburbanHouse(rng: Rng, input: Area, groundY: number, garageLeft: boolean) {
  const { width: w, height: h, palette } = input;
  const siding = jitter(rng, palette.walls);
  const roof = shade(jitter(rng, palette.floors), -0.35);
  const eaveY = groundY - h * rng.range(0.24, 0.3);
  const hx = -w * 0.05;
  const hw = w * 1.1;
  let out = polygon(
    [
      [hx - w * 0.02, eaveY],
      [hx + hw * rng.range(0.3, 0.7), eaveY - h * rng.range(0.12, 0.2)],
      [hx + hw + w * 0.02, eaveY],
    ],
    roof,
  );
  out += rect(hx, eaveY, hw, groundY - eaveY, siding);
  for (let y = eaveY + h * 0.02; y < groundY; y += h * 0.022)
    out += rect(hx, y, hw, h * 0.004, shade(siding, -0.18));
  out += rect(hx - w * 0.02, eaveY - h * 0.01, hw + w * 0.04, h * 0.02, shade(roof, 0.15));
  const gw = h * 0.34;
  const gx = garageLeft ? w * rng.range(0.04, 0.14) : w * rng.range(0.86, 0.96) - gw;
  // Garage door with panels: a big pale rectangle that says "driveway".
  out += rect(gx - h * 0.01, groundY - h * 0.21, gw + h * 0.02, h * 0.21, '#f4f1ea');
  out += rect(gx, groundY - h * 0.2, gw, h * 0.2, '#e2ddd2');
  for (let y = groundY - h * 0.15; y < groundY; y += h * 0.05) out += rect(gx, y, gw, h * 0.004, '#b8b2a6');
  const glass = mix(palette.skyTop, '#101820', 0.55);
  const wins = garageLeft ? [0.55, 0.8] : [0.08, 0.35];
  for (const wx of wins)
    out +=
      sash(w * wx, eaveY + h * 0.05, h * 0.12, h * 0.11, '#f4f1ea', glass) +
      rect(w * wx - h * 0.035, eaveY + h * 0.04, h * 0.025, h * 0.13, shade(roof, 0.1)) +
      rect(w * wx + h * 0.13, eaveY + h * 0.04, h * 0.025, h * 0.13, shade(roof, 0.1));
  return { markup: out, garageX: gx, garageW: gw };
}

export const newCar: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const groundY = h * rng.range(0.52, 0.6);
  const s = sky(input, groundY);
  const lawn = jitter(rng, palette.grass);
  const garageLeft = rng.chance(0.5);
  let back = s.back + rect(0, groundY, w, h - groundY, 'url(#pl-lawn)');
  const house = suburbanHouse(rng, input, groundY, garageLeft);
  back += house.markup;
  back += polygon(
    [
      [house.garageX - h * 0.01, groundY],
      [house.garageX + house.garageW + h * 0.01, groundY],
      [house.garageX + house.garageW + w * 0.35, h],
      [house.garageX - w * 0.35, h],
    ],
    '#cfcac0',
  );
  for (let i = rng.int(2, 4); i > 0; i--)
    back += ellipse(
      w * rng.next(),
      groundY,
      h * rng.range(0.05, 0.09),
      h * rng.range(0.04, 0.06),
      shade(lawn, -0.3),
    );
  const length = Math.min(w * rng.range(0.8, 1.0), h * 1.45);
  const carY = h * rng.range(0.95, 0.99);
  const carX = (w - length) / 2 + w * rng.range(-0.08, 0.08);
  const paint = shade(rng.pick(CAR_PAINTS), rng.range(-0.1, 0.12));
  const roof = rng.chance(0.45) ? '#efeee8' : shade(paint, 0.05);
  let front = car(carX, carY, length, paint, roof, rng.chance(0.5));
  if (rng.chance(0.3)) front += roofBow(carX + length / 2, carY - length * 0.31, length * 0.07);
  // People stand just behind the car: the roof comes to their hips, heads well above it.
  const adultHeight = h * rng.range(0.5, 0.58);
  const roofY = carY - length * 0.31;
  return {
    back,
    front,
    defs: s.defs + ground('pl-lawn', lawn),
    baseY: roofY + adultHeight * 0.5,
    adultHeight,
    shadows: false,
    close: true,
  };
};

/** The big ribbon bow of a car given as a present. */
function roofBow(cx: number, topY: number, size: number): string {
  const red = '#c8202a';
  return (
    polygon(
      [
        [cx, topY - size * 0.3],
        [cx - size, topY - size * 0.9],
        [cx - size * 1.05, topY + size * 0.1],
      ],
      red,
    ) +
    polygon(
      [
        [cx, topY - size * 0.3],
        [cx + size, topY - size * 0.9],
        [cx + size * 1.05, topY + size * 0.1],
      ],
      red,
    ) +
    ellipse(cx, topY - size * 0.3, size * 0.25, size * 0.25, shade(red, -0.25))
  );
}
