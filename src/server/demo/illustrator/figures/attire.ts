import { type Palette, shade } from '../palette';
import type { Rng } from '../prng';
import type { Attire } from '../scene-types';
import { COSTUMES, dressCostume } from './attire-costume';
import { dressFormal } from './attire-formal';
import { dressGraduation } from './attire-graduation';
import { dressParty } from './attire-party';
import { dressSwim, dressWinter } from './attire-seasonal';
import { dressWedding } from './attire-wedding';
import type { Person } from './person';
import { shuffled } from './shuffle';

// ---------------------------------------------------------------- dressing for the occasion

function dressEveryday(rng: Rng, p: Person): Person {
  // A handbag fills clasped hands now and then.
  const bag = p.dress && !p.child && p.arms[0] === 'hold' && rng.chance(0.35);
  return bag ? { ...p, held: 'bag', heldColour: shade(p.bottom, -0.2) } : p;
}

export function dressFor(rng: Rng, palette: Palette, people: Person[], attire: Attire): Person[] {
  switch (attire) {
    case 'everyday':
      return people.map((p) => dressEveryday(rng, p));
    case 'wedding':
      return dressWedding(rng, palette, people);
    case 'graduation':
      return dressGraduation(rng, palette, people);
    case 'party-hats':
      return people.map((p) => dressParty(rng, p));
    case 'swimwear':
      return people.map((p) => dressSwim(rng, p));
    case 'winter':
      return people.map((p) => dressWinter(rng, palette, p));
    case 'costume': {
      // Everyone picks a different costume until the list runs out.
      const order = shuffled(rng, COSTUMES);
      return people.map((p, i) => dressCostume(rng, p, order[i % order.length] ?? 'ghost'));
    }
    case 'formal':
      return dressFormal(rng, people);
  }
}
