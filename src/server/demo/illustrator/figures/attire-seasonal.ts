import { type Palette, shade } from '../palette';
import type { Rng } from '../prng';
import { BRIGHT, WHITE, WOOL } from './colours';
import type { Person } from './person';

export function dressSwim(rng: Rng, p: Person): Person {
  const bare = shade(p.skin, -0.05);
  const piece = p.dress ? (rng.chance(0.7) ? 'swimsuit' : 'bikini') : 'trunks';
  const swimmer: Person = {
    ...p,
    body: 'swim',
    chest: piece,
    detail: rng.chance(0.6) ? rng.pick(BRIGHT) : shade(rng.pick(BRIGHT), -0.35),
    sleeve: bare,
    legs: bare,
    shoes: shade(p.skin, -0.14),
    collar: false,
    tie: null,
  };
  if (p.child) return rng.chance(0.45) ? { ...swimmer, ring: rng.pick(BRIGHT) } : swimmer;
  return {
    ...swimmer,
    face: rng.chance(0.3) ? 'sunglasses' : 'plain',
    hat: p.dress && rng.chance(0.3) ? 'sunhat' : 'none',
    hatColour: '#e8d49a',
    hatTrim: rng.pick(BRIGHT),
    towel: rng.chance(0.25) ? rng.pick(BRIGHT) : null,
  };
}

export function dressWinter(rng: Rng, palette: Palette, p: Person): Person {
  const coat = shade(rng.pick(palette.clothes), -rng.range(0.05, 0.3));
  const wool = rng.pick(WOOL);
  const knit = rng.chance(0.85);
  const scarf = rng.chance(0.7) ? rng.pick(WOOL) : null;
  const mittens = rng.chance(0.6);
  return {
    ...p,
    body: 'coat',
    chest: rng.chance(0.5) ? 'puffer' : 'buttons',
    top: coat,
    sleeve: shade(coat, -0.12),
    bottom: shade(rng.pick(palette.clothes), -0.45),
    legs: p.dress ? '#2a2630' : null,
    collar: false,
    tie: null,
    boots: true,
    shoes: '#2a2220',
    hat: knit ? 'knit' : 'none',
    hatColour: wool,
    hatTrim: rng.chance(0.5) ? WHITE : rng.pick(WOOL),
    scarf,
    hand: mittens ? (scarf ?? wool) : p.skin,
  };
}
