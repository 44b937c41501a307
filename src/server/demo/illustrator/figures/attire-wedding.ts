import { jitter, mix, type Palette, shade } from '../palette';
import type { Rng } from '../prng';
import { BLACK_SUIT, FLOWERS, WHITE } from './colours';
import { gown, suit } from './garments';
import type { Person } from './person';

/** Relative brightness, 0..1, to keep guests' clothes from outshining a white gown. */
function lightness(colour: string): number {
  const value = Number.parseInt(colour.slice(1), 16);
  return (((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11) / 255;
}

export function dressWedding(rng: Rng, palette: Palette, people: Person[]): Person[] {
  const firstAdult = people.findIndex((p) => !p.child);
  const inDress = people.findIndex((p) => !p.child && p.dress);
  const brideAt = inDress >= 0 ? inDress : firstAdult;
  const trousered = people.findIndex((p, i) => !p.child && i !== brideAt && !p.dress);
  const groomAt = trousered >= 0 ? trousered : people.findIndex((p, i) => !p.child && i !== brideAt);
  return people.map((p, i) => {
    if (i === brideAt) return bride(rng, p);
    if (i === groomAt) return groom(rng, p);
    return p.child ? pageOrFlowerChild(rng, p) : weddingGuest(rng, palette, p);
  });
}

function bride(rng: Rng, p: Person): Person {
  return {
    ...gown(p, WHITE, rng.chance(0.5)),
    longHair: true,
    hat: 'veil',
    held: 'bouquet',
    arms: ['hold', 'hold'],
    role: 'bride',
  };
}

function groom(rng: Rng, p: Person): Person {
  const colour = rng.chance(0.7) ? BLACK_SUIT : '#2c2f38';
  const bow = rng.chance(0.4);
  return {
    ...suit(p, colour, bow ? 'bow' : 'tie', bow ? '#101014' : rng.pick(['#101014', '#8d8f98', '#6a1f2a'])),
    pin: WHITE,
    arms: ['down', 'down'],
    role: 'groom',
  };
}

function weddingGuest(rng: Rng, palette: Palette, p: Person): Person {
  if (!p.dress) {
    return suit(
      p,
      shade(rng.pick(palette.clothes), -rng.range(0.3, 0.5)),
      'tie',
      jitter(rng, palette.clothes),
    );
  }
  // Nobody but the bride wears white.
  const colour = jitter(rng, palette.clothes);
  const dressy = lightness(colour) > 0.75 ? shade(colour, -0.3) : colour;
  return rng.chance(0.3) ? gown(p, dressy, rng.chance(0.5)) : { ...p, top: dressy, collar: false, tie: null };
}

function pageOrFlowerChild(rng: Rng, p: Person): Person {
  if (!p.dress) return suit(p, rng.pick([BLACK_SUIT, '#3a4050', '#e8e4da']), 'bow', '#1a1a1a');
  return {
    ...p,
    top: rng.chance(0.5) ? WHITE : mix(rng.pick(FLOWERS), '#ffffff', 0.45),
    hat: 'wreath',
    held: 'basket',
    arms: ['hold', 'hold'],
  };
}
