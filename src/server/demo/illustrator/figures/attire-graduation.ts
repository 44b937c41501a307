import { type Palette, shade } from '../palette';
import type { Rng } from '../prng';
import { ROBES, TASSELS, WHITE } from './colours';
import type { ArmPose, Person } from './person';
import { shuffled } from './shuffle';

export function dressGraduation(rng: Rng, palette: Palette, people: Person[]): Person[] {
  const adults = people.flatMap((p, i) => (p.child ? [] : [i]));
  const roll = rng.next();
  const wanted = people.length === 1 ? 1 : roll < 0.6 ? 1 : roll < 0.88 ? 2 : 3;
  const graduates = shuffled(rng, adults).slice(0, wanted);
  const robe = rng.pick(ROBES);
  const tassel = rng.pick(TASSELS);
  const stole = rng.chance(0.5) ? rng.pick(['#e0b040', '#f2efe8', '#b3243c'] as const) : null;
  const diplomaAt = rng.chance(0.7) ? (graduates[0] ?? -1) : -1;
  return people.map((p, i) => {
    if (i === diplomaAt)
      return { ...graduate(p, robe, tassel, stole), held: 'diploma', arms: diplomaPose(rng) };
    if (graduates.includes(i)) return graduate(p, robe, tassel, stole);
    return smart(rng, palette, p);
  });
}

/** A diploma is shown off: held up high, or in both hands in front. */
function diplomaPose(rng: Rng): readonly [ArmPose, ArmPose] {
  const roll = rng.next();
  return roll < 0.35 ? ['down', 'wave'] : roll < 0.5 ? ['wave', 'down'] : ['hold', 'hold'];
}

function graduate(p: Person, robe: string, tassel: string, stole: string | null): Person {
  return {
    ...p,
    body: 'robe',
    top: robe,
    sleeve: shade(robe, -0.08),
    wideSleeves: true,
    // Dark trousers or bare legs under the hem; bright trousers would read as a second garment.
    bottom: '#24232a',
    legs: null,
    collar: true,
    tie: null,
    chest: stole ? 'stole' : 'plain',
    detail: stole ?? WHITE,
    hat: 'mortarboard',
    hatColour: shade(robe, -0.15),
    hatTrim: tassel,
    role: 'graduate',
  };
}

/** Parents at a ceremony: a collar and often a tie. */
function smart(rng: Rng, palette: Palette, p: Person): Person {
  if (p.dress || p.child) return p;
  return { ...p, collar: true, tie: rng.chance(0.6) ? shade(rng.pick(palette.clothes), -0.3) : null };
}
