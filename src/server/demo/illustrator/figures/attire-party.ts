import type { Rng } from '../prng';
import { BRIGHT, WHITE } from './colours';
import type { Person } from './person';

export function dressParty(rng: Rng, p: Person): Person {
  const hatted = p.child || rng.chance(0.85);
  const party: Person = hatted
    ? {
        ...p,
        hat: 'party',
        hatColour: rng.pick(BRIGHT),
        hatTrim: rng.chance(0.6) ? WHITE : rng.pick(BRIGHT),
        dots: rng.chance(0.4),
      }
    : p;
  if (p.child && rng.chance(0.35)) return { ...party, held: 'balloon', heldColour: rng.pick(BRIGHT) };
  if (!p.child && rng.chance(0.15))
    return { ...party, held: 'gift', heldColour: rng.pick(BRIGHT), arms: ['hold', 'hold'] };
  return party;
}
