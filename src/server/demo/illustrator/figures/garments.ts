import { shade } from '../palette';
import type { Person } from './person';

/** A jacket over a white shirt, trousers to match, and a tie or bow tie. */
export function suit(p: Person, colour: string, neck: 'tie' | 'bow', neckColour: string): Person {
  return {
    ...p,
    dress: false,
    longHair: false,
    top: colour,
    bottom: colour,
    jacket: true,
    collar: false,
    tie: neck === 'tie' ? neckColour : null,
    bow: neck === 'bow' ? neckColour : null,
    sleeve: shade(colour, -0.12),
    legs: null,
  };
}

/** A floor-length gown, arms bare when it starts under the shoulders. */
export function gown(p: Person, colour: string, bare: boolean): Person {
  return {
    ...p,
    dress: true,
    // Gowns are worn narrow-shouldered; the width that matters is the skirt's.
    build: p.child ? p.build : Math.min(p.build, 0.25),
    body: 'gown',
    top: colour,
    bareShoulders: bare,
    sleeve: bare ? shade(p.skin, -0.06) : shade(colour, -0.1),
    collar: false,
    tie: null,
  };
}
