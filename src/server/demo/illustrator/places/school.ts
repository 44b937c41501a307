import { ellipse, f, polygon, rect } from '../../../media/svg';
import { lettering } from '../lettering';
import { jitter, shade } from '../palette';
import type { Rng } from '../prng';
import { ground, sky } from '../scene-outdoor';
import type { BackdropDrawer } from '../scene-types';
import { standing } from '../scene-types';
import type { Area } from './building-parts';
import { arched, flagpole, sash } from './building-parts';
import { schoolBus } from './vehicles';

// ---------------------------------------------------------------------------------------------
// School: a red-brick schoolhouse, a flagpole and the yellow bus
// ---------------------------------------------------------------------------------------------

/** A distant child walking to school with a backpack: a few blocks, tiny in the frame. */
function pupil(
  rng: Rng,
  x: number,
  groundY: number,
  height: number,
  clothes: readonly [string, ...string[]],
) {
  const coat = jitter(rng, clothes);
  const pack = jitter(rng, clothes);
  const dir = rng.chance(0.5) ? 1 : -1;
  return (
    rect(x - height * 0.09, groundY - height * 0.4, height * 0.07, height * 0.4, '#2e2a28') +
    rect(x + height * 0.02, groundY - height * 0.4, height * 0.07, height * 0.4, '#2e2a28') +
    rect(
      x - height * 0.13,
      groundY - height * 0.78,
      height * 0.26,
      height * 0.42,
      coat,
      `rx="${f(height * 0.05)}"`,
    ) +
    rect(
      x - dir * height * 0.2 - height * 0.08,
      groundY - height * 0.74,
      height * 0.16,
      height * 0.26,
      pack,
      `rx="${f(height * 0.04)}"`,
    ) +
    ellipse(x, groundY - height * 0.88, height * 0.1, height * 0.11, '#c89a78') +
    ellipse(x, groundY - height * 0.93, height * 0.11, height * 0.07, '#3a2a1e')
  );
}

/** A two-storey brick schoolhouse across the frame, with a lettered stone entrance and a bell cupola. */
function schoolhouse(rng: Rng, input: Area, topY: number, groundY: number, ex: number) {
  const { width: w, height: h } = input;
  const brick = shade('#9c4632', rng.range(-0.12, 0.06));
  const stone = '#ebe6da';
  const glass = '#28313b';
  let out = rect(0, topY, w, groundY - topY, brick);
  // Mortar courses: faint, just enough to say brick.
  for (let y = topY + h * 0.02; y < groundY; y += h * 0.022)
    out += rect(0, y, w, h * 0.003, shade(brick, -0.25), 'opacity="0.5"');
  out += rect(0, topY - h * 0.015, w, h * 0.03, stone);
  const pitch = h * rng.range(0.12, 0.15);
  const ww = pitch * 0.5;
  const rowH = (groundY - topY) * 0.27;
  for (let x = (ex % pitch) - pitch * 0.25; x < w; x += pitch) {
    if (Math.abs(x + ww / 2 - ex) < pitch * 0.8) continue;
    for (const row of [0.12, 0.55]) {
      const wy = topY + (groundY - topY) * row;
      out +=
        sash(x, wy, ww, rowH, '#f2efe6', glass) +
        rect(x - ww * 0.12, wy + rowH + ww * 0.08, ww * 1.24, h * 0.01, stone);
    }
  }
  // Entrance: stone surround, a lettered lintel, double doors with glass.
  const ew = pitch * 1.25;
  const doorTop = groundY - (groundY - topY) * 0.42;
  out += rect(ex - ew / 2, doorTop - h * 0.07, ew, groundY - doorTop + h * 0.07, stone);
  out += lettering(
    rng.pick(['SCHOOL', 'PUBLIC SCHOOL', 'SCHOOL'] as const),
    ex,
    doorTop - h * 0.037,
    h * 0.034,
    ew * 0.9,
    '#2a2a2a',
  );
  out += rect(ex - ew * 0.36, doorTop, ew * 0.72, groundY - doorTop, '#4a3020');
  out +=
    rect(ex - ew * 0.3, doorTop + h * 0.02, ew * 0.24, (groundY - doorTop) * 0.4, glass) +
    rect(ex + ew * 0.06, doorTop + h * 0.02, ew * 0.24, (groundY - doorTop) * 0.4, glass);
  if (rng.chance(0.6)) {
    // A white bell cupola on the roof over the door.
    const cw = ew * 0.5;
    const cy = topY - h * 0.015;
    out +=
      rect(ex - cw / 2, cy - h * 0.09, cw, h * 0.09, stone) +
      arched(ex - cw * 0.25, cy - h * 0.08, cw * 0.5, h * 0.07, '#23282e') +
      polygon(
        [
          [ex - cw * 0.65, cy - h * 0.09],
          [ex, cy - h * 0.16],
          [ex + cw * 0.65, cy - h * 0.09],
        ],
        '#3a3d42',
      );
  }
  return out;
}

export const school: BackdropDrawer = (input) => {
  const { rng, palette, width: w, height: h } = input;
  const groundY = h * rng.range(0.58, 0.64);
  const s = sky(input, groundY);
  const topY = h * rng.range(0.16, 0.24);
  const ex = w * rng.range(0.3, 0.7);
  let back = s.back + rect(0, groundY, w, h - groundY, 'url(#pl-yard)');
  back += schoolhouse(rng, input, topY, groundY, ex);
  const busLeft = rng.chance(0.5);
  // The flag on the side away from the bus, where the group leaves the sky open.
  const fx = busLeft ? w * rng.range(0.82, 0.94) : w * rng.range(0.06, 0.18);
  back += rect(0, groundY, w, h * 0.012, '#bdb8ac');
  back += flagpole(fx, groundY + h * 0.04, groundY + h * 0.04 - h * rng.range(0.03, 0.08), rng);
  for (let i = rng.int(1, 3); i > 0; i--)
    back += pupil(
      rng,
      ex + rng.range(-0.25, 0.25) * w,
      groundY + h * rng.range(0.01, 0.04),
      h * rng.range(0.09, 0.12),
      input.palette.clothes,
    );
  const busLength = Math.min(w * rng.range(0.62, 0.8), h * rng.range(0.95, 1.15));
  const busGround = h * rng.range(0.8, 0.86);
  const busX = busLeft ? -busLength * rng.range(0.15, 0.35) : w - busLength * rng.range(0.65, 0.85);
  back += rect(0, busGround - h * 0.1, w, h - busGround + h * 0.1, '#6e6c68', 'opacity="0.55"');
  back += schoolBus(busX, busGround, busLength, busLeft === rng.chance(0.7), rng.chance(0.7));
  const yard = rng.chance(0.5) ? jitter(rng, palette.grass) : '#8a867e';
  return {
    back,
    front: '',
    defs: s.defs + ground('pl-yard', yard),
    ...standing(input, busGround, 0.08, [0.5, 0.58]),
  };
};
