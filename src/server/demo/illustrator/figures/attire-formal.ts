import type { Rng } from '../prng';
import { BLACK_SUIT, GOWNS, WHITE } from './colours';
import { gown, suit } from './garments';
import type { Person } from './person';

/** Prom: gowns with corsages and tuxedos with bow ties, standing as couples. */
export function dressFormal(rng: Rng, people: Person[]): Person[] {
  const adults = people.filter((p) => !p.child);
  // Prom goes in pairs: every other adult in a gown, starting with either; a lone portrait is either.
  const first = rng.chance(0.5) ? 0 : 1;
  const inGown = (_: Person, i: number) => i % 2 === first;
  const gowns = adults.filter(inGown).map((p) => promGown(rng, p));
  const tuxes = adults.filter((p, i) => !inGown(p, i)).map((p) => tuxedo(rng, p));
  const couples: Person[] = [];
  while (gowns.length > 0 || tuxes.length > 0) {
    const tux = tuxes.shift();
    if (tux) couples.push(tux);
    const dressed = gowns.shift();
    if (dressed) couples.push(dressed);
  }
  const kids = people
    .filter((p) => p.child)
    .map((p) => (p.dress ? p : { ...p, collar: true, bow: '#1a1a1a' }));
  return [...couples, ...kids];
}

function promGown(rng: Rng, p: Person): Person {
  return { ...gown(p, rng.pick(GOWNS), true), longHair: rng.chance(0.85), corsage: true, role: 'gown' };
}

function tuxedo(rng: Rng, p: Person): Person {
  return { ...suit(p, BLACK_SUIT, 'bow', '#0e0e12'), pin: rng.chance(0.5) ? WHITE : null, role: 'tux' };
}
