import { mix } from '../palette';
import type { Rng } from '../prng';
import { gown, suit } from './garments';
import type { Person } from './person';

export const COSTUMES = [
  'witch',
  'ghost',
  'pumpkin',
  'cowboy',
  'skeleton',
  'cat',
  'vampire',
  'pirate',
] as const;
type Costume = (typeof COSTUMES)[number];

export function dressCostume(rng: Rng, p: Person, costume: Costume): Person {
  const plain: Person = {
    ...p,
    collar: false,
    tie: null,
    held: p.child && rng.chance(0.5) ? 'pail' : 'none',
  };
  switch (costume) {
    case 'witch': {
      const broom = !p.child && rng.chance(0.4);
      return {
        ...gown(plain, '#2a1f33', false),
        hat: 'witch',
        hatColour: '#1c1620',
        hatTrim: rng.pick(['#8e44ad', '#ff7f2a', '#2a9d5c'] as const),
        cape: '#151018',
        longHair: true,
        held: broom ? 'broom' : plain.held,
        arms: broom ? ['hold', 'hold'] : plain.arms,
      };
    }
    case 'ghost':
      return { ...plain, body: 'ghost', arms: ['down', 'down'], longHair: false };
    case 'pumpkin':
      return {
        ...plain,
        body: 'pumpkin',
        top: '#1e2a1a',
        sleeve: '#2f6b2f',
        legs: '#2f6b2f',
        hat: 'stem',
        hatColour: '#3f7a2a',
      };
    case 'cowboy':
      return {
        ...plain,
        dress: false,
        top: rng.pick(['#c0392b', '#e6e2da', '#3b5a7a'] as const),
        sleeve: null,
        bottom: '#34507a',
        legs: null,
        chest: 'vest',
        detail: '#6b4226',
        hat: 'cowboy',
        hatColour: rng.pick(['#8a5a30', '#5a3a22', '#d8c8a0'] as const),
        boots: true,
        shoes: '#5a3520',
      };
    case 'skeleton':
      return {
        ...plain,
        dress: false,
        top: '#161616',
        bottom: '#161616',
        sleeve: '#161616',
        legs: null,
        chest: 'ribs',
        face: 'skull',
        hair: '#161616',
        longHair: false,
      };
    case 'cat':
      return {
        ...plain,
        top: '#1a1a1a',
        bottom: '#1a1a1a',
        sleeve: '#1a1a1a',
        legs: '#1a1a1a',
        hat: 'ears',
        hatColour: '#1a1a1a',
        hatTrim: '#f2a7b8',
        face: 'whiskers',
      };
    case 'vampire':
      return {
        ...suit(plain, '#151515', 'bow', '#8a1020'),
        cape: '#151515',
        tallCollar: true,
        detail: '#9a1020',
        skin: mix(p.skin, '#f4f0f0', 0.45),
        hand: mix(p.skin, '#f4f0f0', 0.45),
        hair: '#141414',
      };
    case 'pirate':
      return {
        ...plain,
        dress: false,
        top: '#f2efe8',
        sleeve: '#e6e2da',
        bottom: '#2a2a2a',
        legs: null,
        chest: 'stripes',
        detail: rng.pick(['#b3243c', '#1d1d22', '#1f3f7a'] as const),
        hat: 'bandana',
        hatColour: '#b3243c',
        face: 'patch',
        boots: true,
        shoes: '#1a1a1a',
      };
  }
}
