import { HAIR_COLOURS, jitter, mix, type Palette, SKIN_TONES, shade } from './palette';
import type { Rng } from './prng';
import type { Attire } from './scene-types';
import { ellipse, f, polygon, rect } from './svg';

/**
 * Simple people: head, hair, torso, arms and legs, at the proportions of an adult or a child,
 * dressed for the occasion (a bride's veil, a graduate's cap, a witch's hat) and posed a little
 * differently each, so a crowd does not look like a row of paper dolls.
 */

/** What one arm does: hangs, waves, holds something in front, rests on the hip, or hugs a neighbour. */
type ArmPose = 'down' | 'wave' | 'hold' | 'hip' | 'hug';
/** The outline of the clothes from the shoulders down. */
type Body = 'clothes' | 'gown' | 'robe' | 'coat' | 'swim' | 'ghost' | 'pumpkin';
type Hat =
  | 'none'
  | 'veil'
  | 'mortarboard'
  | 'party'
  | 'knit'
  | 'witch'
  | 'cowboy'
  | 'sunhat'
  | 'ears'
  | 'bandana'
  | 'wreath'
  | 'stem';
/** Markings on the front of the torso. */
type Chest =
  | 'plain'
  | 'stripes'
  | 'ribs'
  | 'vest'
  | 'buttons'
  | 'puffer'
  | 'stole'
  | 'swimsuit'
  | 'bikini'
  | 'trunks';
type Held = 'none' | 'bouquet' | 'diploma' | 'gift' | 'balloon' | 'pail' | 'bag' | 'basket' | 'broom';
type Face = 'plain' | 'skull' | 'whiskers' | 'patch' | 'sunglasses';
/** The people an occasion is about, who stand in the middle and pair up. */
type Role = 'bride' | 'groom' | 'graduate' | 'gown' | 'tux';

interface Person {
  child: boolean;
  height: number;
  /** Shoulder width relative to height. */
  build: number;
  dress: boolean;
  longHair: boolean;
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  collar: boolean;
  /** Tie colour, or null for none. */
  tie: string | null;
  body: Body;
  /** Arm colour; null for the top's colour in shadow. */
  sleeve: string | null;
  /** Leg colour; null for skin under a dress, trousers otherwise. */
  legs: string | null;
  hand: string;
  shoes: string;
  boots: boolean;
  /** A graduation gown's bell sleeves. */
  wideSleeves: boolean;
  /** A gown that starts under the shoulders, arms bare. */
  bareShoulders: boolean;
  /** The top is a jacket over a white shirt, with lapels. */
  jacket: boolean;
  /** Bow tie colour, or null for none. */
  bow: string | null;
  chest: Chest;
  /** Colour of the chest markings (stripes, vest, stole, swimsuit). */
  detail: string;
  hat: Hat;
  hatColour: string;
  hatTrim: string;
  /** A party hat with dots instead of stripes. */
  dots: boolean;
  cape: string | null;
  /** A vampire's standing collar behind the head, lined in `detail`. */
  tallCollar: boolean;
  scarf: string | null;
  /** Flower on the lapel. */
  pin: string | null;
  /** Flowers on the wrist. */
  corsage: boolean;
  face: Face;
  held: Held;
  heldColour: string;
  /** Inflatable ring around the waist. */
  ring: string | null;
  /** Towel over one shoulder. */
  towel: string | null;
  arms: readonly [ArmPose, ArmPose];
  role: Role | null;
}

export interface GroupLayout {
  width: number;
  height: number;
  /** Where the front row's feet are (may lie below the frame for waist-up framing). */
  baseY: number;
  /** Height of a standing adult in scene units. */
  adultHeight: number;
  /** Ground shadows under the feet (outdoors, flash indoors). */
  shadows: boolean;
  /** Waist-up framing: when the group is shrunk to fit, it moves up so the frame still cuts at the waist. */
  close: boolean;
  /** What they wear for the occasion; everyday clothes when absent. */
  attire?: Attire;
}

type Point = readonly [number, number];

const SHOES = '#231a14';
const WHITE = '#f7f5ef';
const SHIRT = '#f4f1ea';
const BLACK_SUIT = '#1d1d22';
/** Strong colours for paper hats, balloons and swimsuits: a party is never muted. */
const BRIGHT = [
  '#e63946',
  '#1d70d6',
  '#f4c20d',
  '#2a9d5c',
  '#ff7f2a',
  '#8e44ad',
  '#ff4fa0',
  '#17a2b8',
] as const;
const FLOWERS = ['#f4f1ea', '#f2a7b8', '#d94a5a', '#f6d36b', '#c7a0d8'] as const;
const GOWNS = [
  '#b3243c',
  '#2b4c9a',
  '#f0b3c4',
  '#6b3fa0',
  '#17806d',
  '#d9b44a',
  '#1d1d22',
  '#9fc3e6',
] as const;
const WOOL = ['#c0392b', '#f0ece4', '#2e5a8a', '#e0a030', '#3a7a4a', '#7a2a4a', '#e46a8a'] as const;
const ROBES = ['#1b1b24', '#1f2d52', '#5e1a26', '#1d3b2a'] as const;
const TASSELS = ['#e0b040', '#f2efe8', '#e0b040', '#c0392b'] as const;
const COSTUMES = ['witch', 'ghost', 'pumpkin', 'cowboy', 'skeleton', 'cat', 'vampire', 'pirate'] as const;
type Costume = (typeof COSTUMES)[number];

function makePerson(rng: Rng, palette: Palette, child: boolean, adultHeight: number): Person {
  const dress = rng.chance(child ? 0.35 : 0.3);
  const collar = !dress && rng.chance(0.45);
  const skin = shade(rng.pick(SKIN_TONES), rng.range(-0.06, 0.06));
  return {
    collar,
    tie: collar && !child && rng.chance(0.5) ? shade(rng.pick(palette.clothes), -0.3) : null,
    child,
    height: adultHeight * (child ? rng.range(0.5, 0.72) : rng.range(0.9, 1.06)),
    build: child ? rng.range(0.25, 0.28) : dress ? rng.range(0.22, 0.25) : rng.range(0.24, 0.29),
    dress,
    longHair: rng.chance(dress ? 0.7 : 0.15),
    skin,
    hair: child || rng.chance(0.8) ? rng.pick(HAIR_COLOURS) : '#bdbdbd',
    top: jitter(rng, palette.clothes),
    bottom: rng.chance(0.5) ? jitter(rng, palette.clothes) : shade(rng.pick(palette.clothes), -0.45),
    body: 'clothes',
    sleeve: null,
    legs: null,
    hand: skin,
    shoes: SHOES,
    boots: false,
    wideSleeves: false,
    bareShoulders: false,
    jacket: false,
    bow: null,
    chest: 'plain',
    detail: WHITE,
    hat: 'none',
    hatColour: BLACK_SUIT,
    hatTrim: WHITE,
    dots: false,
    cape: null,
    tallCollar: false,
    scarf: null,
    pin: null,
    corsage: false,
    face: 'plain',
    held: 'none',
    heldColour: WHITE,
    ring: null,
    towel: null,
    arms: ['down', 'down'],
    role: null,
  };
}

/** A snapshot pose: most people let their arms hang, some wave, clasp their hands or rest a hand on a hip. */
function poseFor(rng: Rng, waving: number): readonly [ArmPose, ArmPose] {
  const roll = rng.next();
  const left = rng.chance(0.5);
  if (roll < waving) return left ? ['wave', 'down'] : ['down', 'wave'];
  if (roll < waving + 0.18) return ['hold', 'hold'];
  if (roll < waving + 0.26) return left ? ['hip', 'down'] : ['down', 'hip'];
  if (roll < waving + 0.3) return ['hip', 'hip'];
  return ['down', 'down'];
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}

/** Relative brightness, 0..1, to keep guests' clothes from outshining a white gown. */
function lightness(colour: string): number {
  const value = Number.parseInt(colour.slice(1), 16);
  return (((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11) / 255;
}

// ---------------------------------------------------------------- dressing for the occasion

/** A jacket over a white shirt, trousers to match, and a tie or bow tie. */
function suit(p: Person, colour: string, neck: 'tie' | 'bow', neckColour: string): Person {
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
function gown(p: Person, colour: string, bare: boolean): Person {
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

function dressWedding(rng: Rng, palette: Palette, people: Person[]): Person[] {
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

function dressGraduation(rng: Rng, palette: Palette, people: Person[]): Person[] {
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

function dressParty(rng: Rng, p: Person): Person {
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

function dressSwim(rng: Rng, p: Person): Person {
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

function dressWinter(rng: Rng, palette: Palette, p: Person): Person {
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

function dressCostume(rng: Rng, p: Person, costume: Costume): Person {
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

/** Prom: gowns with corsages and tuxedos with bow ties, standing as couples. */
function dressFormal(rng: Rng, people: Person[]): Person[] {
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

function dressEveryday(rng: Rng, p: Person): Person {
  // A handbag fills clasped hands now and then.
  const bag = p.dress && !p.child && p.arms[0] === 'hold' && rng.chance(0.35);
  return bag ? { ...p, held: 'bag', heldColour: shade(p.bottom, -0.2) } : p;
}

function dressFor(rng: Rng, palette: Palette, people: Person[], attire: Attire): Person[] {
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

// ---------------------------------------------------------------- drawing

/** Where a person's parts are, in scene units. */
interface Frame {
  x: number;
  baseY: number;
  h: number;
  headH: number;
  headW: number;
  top: number;
  headCy: number;
  shoulderY: number;
  /** Shoulder width. */
  sw: number;
  hipY: number;
  hipW: number;
  armW: number;
  armLen: number;
  /** Shoulder rounding. */
  r: number;
  neckW: number;
}

function frameOf(p: Person, x: number, baseY: number): Frame {
  const h = p.height;
  const headH = h * (p.child ? 0.17 : 0.13);
  const headW = headH * 0.8;
  const top = baseY - h;
  const sw = h * p.build;
  return {
    x,
    baseY,
    h,
    headH,
    headW,
    top,
    headCy: top + headH / 2,
    shoulderY: top + headH * 1.12,
    sw,
    hipY: baseY - h * 0.47,
    hipW: sw * 0.78,
    armW: sw * 0.2,
    armLen: h * 0.38,
    r: sw * 0.18,
    neckW: headW * 0.4,
  };
}

const pt = ([x, y]: Point) => `${f(x)} ${f(y)}`;

/** A round-ended stroke through points: arms, bones, strings. */
function line(points: readonly Point[], colour: string, width: number, extra = ''): string {
  return `<path d="M${points.map(pt).join(' L')}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Shoulders rounded, straight sides to the hem, optionally pinched at a waist first. */
interface Outline {
  topY: number;
  topW: number;
  hemY: number;
  hemW: number;
  waist?: { y: number; w: number };
  /** A gown's hem curves towards the camera. */
  flare?: boolean;
}

function outlinePath(g: Frame, o: Outline): string {
  const r = (g.r * o.topW) / g.sw;
  const l = g.x - o.topW / 2;
  const rr = g.x + o.topW / 2;
  let d = `M${f(l)} ${f(o.topY + r)} Q${f(l)} ${f(o.topY)} ${f(l + r)} ${f(o.topY)} L${f(rr - r)} ${f(o.topY)} Q${f(rr)} ${f(o.topY)} ${f(rr)} ${f(o.topY + r)}`;
  if (o.waist) d += ` L${f(g.x + o.waist.w / 2)} ${f(o.waist.y)}`;
  d += ` L${f(g.x + o.hemW / 2)} ${f(o.hemY)}`;
  d += o.flare
    ? ` Q${f(g.x)} ${f(o.hemY + g.h * 0.03)} ${f(g.x - o.hemW / 2)} ${f(o.hemY)}`
    : ` L${f(g.x - o.hemW / 2)} ${f(o.hemY)}`;
  if (o.waist) d += ` L${f(g.x - o.waist.w / 2)} ${f(o.waist.y)}`;
  return `${d} Z`;
}

/** Everyday shirt or dress: the outline the figures always had. */
function clothesOutline(p: Person, g: Frame): Outline {
  return p.dress
    ? { topY: g.shoulderY, topW: g.sw, hemY: g.baseY - g.h * 0.28, hemW: g.sw * 1.25 }
    : { topY: g.shoulderY, topW: g.sw, hemY: g.hipY + g.h * 0.02, hemW: g.hipW };
}

function outlineOf(p: Person, g: Frame): Outline {
  switch (p.body) {
    case 'gown':
      return {
        topY: p.bareShoulders ? g.shoulderY + g.h * 0.04 : g.shoulderY,
        topW: p.bareShoulders ? g.sw * 0.74 : g.sw,
        waist: { y: g.hipY - g.h * 0.03, w: g.sw * 0.66 },
        hemY: g.baseY - g.h * 0.004,
        hemW: g.sw * (p.role === 'bride' ? 2.1 : 1.6),
        flare: true,
      };
    case 'robe':
      return { topY: g.shoulderY, topW: g.sw * 1.08, hemY: g.baseY - g.h * 0.13, hemW: g.sw * 1.35 };
    case 'coat':
      return p.chest === 'puffer'
        ? { topY: g.shoulderY - g.h * 0.005, topW: g.sw * 1.08, hemY: g.hipY + g.h * 0.06, hemW: g.sw * 1.02 }
        : { topY: g.shoulderY, topW: g.sw * 1.04, hemY: g.baseY - g.h * 0.24, hemW: g.sw * 1.2 };
    case 'swim':
      return { topY: g.shoulderY, topW: g.sw, hemY: g.hipY + g.h * 0.02, hemW: g.hipW };
    default:
      return clothesOutline(p, g);
  }
}

/** Legs first, so the torso and skirt sit over them. */
function drawLegs(p: Person, g: Frame): string {
  const legW = g.hipW * 0.4;
  const legTop = p.dress ? g.baseY - g.h * 0.3 : g.hipY;
  const fill = p.legs ?? (p.dress ? p.skin : p.bottom);
  let out = '';
  for (const side of [-1, 1]) {
    const lx = g.x + side * g.hipW * 0.24 - legW / 2;
    out += rect(lx, legTop, legW, g.baseY - legTop, fill);
    if (p.chest === 'ribs')
      out += line(
        [
          [lx + legW / 2, g.hipY + g.h * 0.05],
          [lx + legW / 2, g.baseY - g.h * 0.05],
        ],
        '#ece8dc',
        legW * 0.28,
      );
    if (p.boots) out += rect(lx - legW * 0.06, g.baseY - g.h * 0.1, legW * 1.12, g.h * 0.09, p.shoes);
    out += ellipse(
      lx + legW / 2 + side * legW * 0.15,
      g.baseY - g.h * 0.012,
      legW * 0.62,
      g.h * 0.02,
      p.shoes,
    );
  }
  return out;
}

/** Things hanging behind the body: a cape, the long part of a veil, a vampire's collar. */
function drawBehind(p: Person, g: Frame): string {
  let out = '';
  if (p.cape) {
    const hem = g.baseY - g.h * 0.03;
    out += polygon(
      [
        [g.x - g.sw * 0.45, g.shoulderY],
        [g.x + g.sw * 0.45, g.shoulderY],
        [g.x + g.sw * 0.85, hem],
        [g.x - g.sw * 0.85, hem],
      ],
      p.cape,
    );
  }
  if (p.tallCollar) {
    for (const side of [-1, 1]) {
      out += polygon(
        [
          [g.x + side * g.neckW * 0.6, g.shoulderY + g.h * 0.01],
          [g.x + side * g.headW * 0.95, g.top + g.headH * 0.15],
          [g.x + side * g.sw * 0.5, g.shoulderY + g.h * 0.02],
        ],
        p.detail,
      );
    }
  }
  if (p.hat === 'veil') {
    const d = `M${f(g.x - g.headW * 0.5)} ${f(g.headCy - g.headH * 0.2)} Q${f(g.x)} ${f(g.top - g.headH * 0.2)} ${f(g.x + g.headW * 0.5)} ${f(g.headCy - g.headH * 0.2)} L${f(g.x + g.sw * 0.78)} ${f(g.hipY + g.h * 0.08)} Q${f(g.x)} ${f(g.hipY + g.h * 0.14)} ${f(g.x - g.sw * 0.78)} ${f(g.hipY + g.h * 0.08)} Z`;
    out += `<path d="${d}" fill="#fbfaf6" opacity="0.82"/>`;
  }
  return out;
}

/** The front of the torso: neckline, jacket lapels, stripes, ribs, a vest or a swimsuit. */
function drawChest(p: Person, g: Frame, o: Outline): string {
  const { x, h, shoulderY, neckW } = g;
  let out = '';
  if (p.body === 'clothes' && !p.dress) out += rect(x - g.hipW / 2, g.hipY, g.hipW, h * 0.04, p.bottom);
  const halfAt = (y: number) => (o.topW + ((o.hemW - o.topW) * (y - o.topY)) / (o.hemY - o.topY)) / 2;
  switch (p.chest) {
    case 'stripes':
      for (let y = shoulderY + h * 0.05; y < o.hemY - h * 0.02; y += h * 0.05) {
        out += rect(x - halfAt(y), y, halfAt(y) * 2, h * 0.022, p.detail);
      }
      break;
    case 'ribs': {
      out += rect(x - g.sw * 0.03, shoulderY + h * 0.05, g.sw * 0.06, h * 0.2, '#ece8dc');
      for (let k = 0; k < 4; k++) {
        const w = g.sw * (0.6 - k * 0.08);
        out += rect(
          x - w / 2,
          shoulderY + h * (0.07 + k * 0.045),
          w,
          h * 0.018,
          '#ece8dc',
          `rx="${f(h * 0.009)}"`,
        );
      }
      break;
    }
    case 'vest':
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * g.sw * 0.08, shoulderY + h * 0.08],
            [x + side * g.sw * 0.42, shoulderY],
            [x + side * g.sw * 0.5, shoulderY + h * 0.03],
            [x + side * o.hemW * 0.5, o.hemY],
            [x + side * g.sw * 0.08, o.hemY],
          ],
          p.detail,
        );
      }
      // A red neckerchief.
      out += polygon(
        [
          [x - neckW * 1.3, shoulderY - h * 0.005],
          [x + neckW * 1.3, shoulderY - h * 0.005],
          [x, shoulderY + h * 0.07],
        ],
        '#b3243c',
      );
      break;
    case 'buttons':
      out += rect(
        x - g.sw * 0.01,
        shoulderY + h * 0.05,
        g.sw * 0.02,
        o.hemY - shoulderY - h * 0.05,
        shade(p.top, -0.3),
      );
      for (let k = 0; k < 3; k++)
        out += circle(x + g.sw * 0.06, shoulderY + h * (0.08 + k * 0.07), g.sw * 0.035, shade(p.top, -0.4));
      break;
    case 'puffer':
      for (let k = 1; k <= 3; k++) {
        const y = shoulderY + ((o.hemY - shoulderY) * k) / 4;
        out += rect(x - halfAt(y), y, halfAt(y) * 2, h * 0.008, shade(p.top, -0.25));
      }
      out += rect(
        x - g.sw * 0.012,
        shoulderY + h * 0.03,
        g.sw * 0.024,
        o.hemY - shoulderY - h * 0.03,
        shade(p.top, -0.3),
      );
      break;
    case 'stole':
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * neckW * 0.7, shoulderY],
            [x + side * neckW * 1.7, shoulderY],
            [x + side * neckW * 1.5, shoulderY + h * 0.32],
            [x + side * neckW * 0.6, shoulderY + h * 0.32],
          ],
          p.detail,
        );
      }
      break;
    case 'swimsuit': {
      const legCut = g.hipY + h * 0.07;
      out += `<path d="M${f(x - g.sw * 0.36)} ${f(shoulderY + h * 0.06)} Q${f(x)} ${f(shoulderY + h * 0.1)} ${f(x + g.sw * 0.36)} ${f(shoulderY + h * 0.06)} L${f(x + g.hipW * 0.52)} ${f(g.hipY - h * 0.01)} L${f(x + g.hipW * 0.1)} ${f(legCut)} L${f(x - g.hipW * 0.1)} ${f(legCut)} L${f(x - g.hipW * 0.52)} ${f(g.hipY - h * 0.01)} Z" fill="${p.detail}"/>`;
      for (const side of [-1, 1])
        out += line(
          [
            [x + side * g.sw * 0.3, shoulderY + h * 0.07],
            [x + side * g.sw * 0.28, shoulderY + h * 0.005],
          ],
          p.detail,
          g.sw * 0.05,
        );
      break;
    }
    case 'bikini':
      out += rect(
        x - g.sw * 0.4,
        shoulderY + h * 0.07,
        g.sw * 0.8,
        h * 0.045,
        p.detail,
        `rx="${f(h * 0.015)}"`,
      );
      out += polygon(
        [
          [x - g.hipW * 0.52, g.hipY],
          [x + g.hipW * 0.52, g.hipY],
          [x + g.hipW * 0.12, g.hipY + h * 0.06],
          [x - g.hipW * 0.12, g.hipY + h * 0.06],
        ],
        p.detail,
      );
      break;
    case 'trunks':
      out += rect(x - g.hipW * 0.54, g.hipY - h * 0.015, g.hipW * 1.08, h * 0.13, p.detail);
      // The gap between the legs.
      out += polygon(
        [
          [x - g.hipW * 0.08, g.hipY + h * 0.115],
          [x, g.hipY + h * 0.06],
          [x + g.hipW * 0.08, g.hipY + h * 0.115],
        ],
        p.legs ?? p.skin,
      );
      break;
    case 'plain':
      break;
  }
  return out + drawNeckline(p, g);
}

/** An open collar shows skin; a shirt collar and tie, or a jacket's lapels, read as "dressed for the photo". */
function drawNeckline(p: Person, g: Frame): string {
  const { x, h, shoulderY, neckW } = g;
  if (p.body === 'swim' || p.bareShoulders || p.chest === 'vest') return '';
  if (p.jacket) {
    const v = shoulderY + h * 0.17;
    let out = polygon(
      [
        [x - neckW * 1.15, shoulderY],
        [x + neckW * 1.15, shoulderY],
        [x, v],
      ],
      SHIRT,
    );
    const lapel = shade(p.top, -0.35);
    for (const side of [-1, 1])
      out += line(
        [
          [x + side * neckW * 1.2, shoulderY],
          [x, v],
        ],
        lapel,
        g.sw * 0.035,
      );
    if (p.tie)
      out += polygon(
        [
          [x - neckW * 0.2, shoulderY + h * 0.02],
          [x + neckW * 0.2, shoulderY + h * 0.02],
          [x + neckW * 0.28, v - h * 0.03],
          [x, v],
          [x - neckW * 0.28, v - h * 0.03],
        ],
        p.tie,
      );
    if (p.bow) {
      const by = shoulderY + h * 0.025;
      out += polygon(
        [
          [x, by],
          [x - neckW * 0.75, by - h * 0.02],
          [x - neckW * 0.75, by + h * 0.02],
        ],
        p.bow,
      );
      out += polygon(
        [
          [x, by],
          [x + neckW * 0.75, by - h * 0.02],
          [x + neckW * 0.75, by + h * 0.02],
        ],
        p.bow,
      );
    }
    if (p.pin)
      out +=
        circle(x + g.sw * 0.26, shoulderY + h * 0.07, g.sw * 0.06, p.pin) +
        circle(x + g.sw * 0.26, shoulderY + h * 0.07, g.sw * 0.025, '#d9b44a');
    return out;
  }
  let out = `<path d="M${f(x - neckW * 0.9)} ${f(shoulderY)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x + neckW * 0.9)} ${f(shoulderY)} Z" fill="${shade(p.skin, -0.1)}"/>`;
  if (p.collar) {
    out += `<path d="M${f(x - neckW * 1.1)} ${f(shoulderY - h * 0.005)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x - neckW * 0.3)} ${f(shoulderY + h * 0.075)} Z" fill="${SHIRT}"/><path d="M${f(x + neckW * 1.1)} ${f(shoulderY - h * 0.005)} L${f(x)} ${f(shoulderY + h * 0.07)} L${f(x + neckW * 0.3)} ${f(shoulderY + h * 0.075)} Z" fill="${SHIRT}"/>`;
    if (p.tie) {
      out += `<path d="M${f(x - neckW * 0.18)} ${f(shoulderY + h * 0.05)} L${f(x + neckW * 0.18)} ${f(shoulderY + h * 0.05)} L${f(x + neckW * 0.28)} ${f(shoulderY + h * 0.22)} L${f(x)} ${f(shoulderY + h * 0.25)} L${f(x - neckW * 0.28)} ${f(shoulderY + h * 0.22)} Z" fill="${p.tie}"/>`;
    }
  }
  if (p.bow) {
    const by = shoulderY + h * 0.015;
    out += polygon(
      [
        [x, by],
        [x - neckW * 0.7, by - h * 0.018],
        [x - neckW * 0.7, by + h * 0.018],
      ],
      p.bow,
    );
    out += polygon(
      [
        [x, by],
        [x + neckW * 0.7, by - h * 0.018],
        [x + neckW * 0.7, by + h * 0.018],
      ],
      p.bow,
    );
  }
  return out;
}

/** Where a shoulder joint is, for an arm on `side` (-1 camera left, 1 right). */
function shoulderJoint(g: Frame, side: number): Point {
  return [g.x + side * (g.sw / 2 - g.armW * 0.38), g.shoulderY + g.r * 0.3 + g.armW * 0.5];
}

/** Elbow and wrist of an arm in a pose; a hugging arm is drawn by the group. */
function armPoints(g: Frame, side: number, pose: ArmPose): Point[] {
  const [sx, sy] = shoulderJoint(g, side);
  const upper = g.armLen * 0.46;
  switch (pose) {
    case 'down': {
      // Arms hang slightly away from the body.
      const reach = g.armLen - g.armW * 0.5 - g.r * 0.3;
      return [
        [sx, sy],
        [sx + side * reach * 0.122, sy + reach * 0.993],
      ];
    }
    case 'wave': {
      // Steep enough that the raised hand fits between two heads.
      const elbow: Point = [sx + side * upper * 0.28, sy - upper * 0.62];
      return [[sx, sy], elbow, [elbow[0] + side * upper * 0.04, elbow[1] - upper * 0.85]];
    }
    case 'hold': {
      const elbow: Point = [sx + side * upper * 0.12, sy + upper * 0.99];
      return [[sx, sy], elbow, [g.x + side * g.sw * 0.1, elbow[1] + g.armLen * 0.06]];
    }
    case 'hip': {
      const elbow: Point = [sx + side * upper * 0.62, sy + upper * 0.78];
      return [[sx, sy], elbow, [g.x + side * g.hipW * 0.5, g.hipY - g.h * 0.015]];
    }
    case 'hug':
      return [];
  }
}

/** Arms in their poses; returns the markup and where each hand is (null for a hugging arm). */
function drawArms(
  p: Person,
  g: Frame,
): { markup: string; raised: string; hands: [Point | null, Point | null] } {
  let markup = '';
  let raised = '';
  const hands: [Point | null, Point | null] = [null, null];
  const sleeve = p.sleeve ?? shade(p.top, -0.16);
  const width = g.armW * (p.wideSleeves ? 1.45 : 1);
  const handR = g.armW * (p.hand === p.skin ? 0.48 : 0.62);
  for (const [i, side] of [-1, 1].entries()) {
    const pose = p.arms[i] ?? 'down';
    const points = armPoints(g, side, pose);
    const wrist = points[points.length - 1];
    if (!wrist) continue;
    let arm = line(points, sleeve, width);
    if (p.chest === 'ribs') arm += line(points, '#ece8dc', g.armW * 0.28);
    // The hand sits just past the cuff, along the forearm.
    const before = points[points.length - 2] ?? wrist;
    const len = Math.hypot(wrist[0] - before[0], wrist[1] - before[1]) || 1;
    const reach = pose === 'down' ? g.armW * 0.7 : g.armW * 0.45;
    const hand: Point = [
      wrist[0] + ((wrist[0] - before[0]) / len) * reach,
      wrist[1] + ((wrist[1] - before[1]) / len) * reach,
    ];
    arm += circle(hand[0], hand[1], pose === 'wave' ? handR * 1.12 : handR, p.hand);
    // A raised arm is drawn over the neighbours, who would otherwise hide it.
    if (pose === 'wave') raised += arm;
    else markup += arm;
    hands[i] = hand;
  }
  if (p.corsage) {
    const wrist = hands[0] ?? hands[1];
    if (wrist)
      raised += flowerCluster(wrist[0], wrist[1] - g.armW * 0.6, g.armW * 0.55, [
        '#f4f1ea',
        '#f2a7b8',
        '#f4f1ea',
      ]);
  }
  return { markup, raised, hands };
}

/** A few round blooms around a point: bouquets, corsages, a flower girl's basket. */
function flowerCluster(cx: number, cy: number, size: number, colours: readonly string[]): string {
  const spots: Point[] = [
    [0, 0],
    [-0.6, -0.35],
    [0.6, -0.35],
    [-0.45, 0.4],
    [0.45, 0.4],
    [0, -0.7],
  ];
  return spots
    .map(([dx, dy], k) =>
      circle(cx + dx * size, cy + dy * size, size * 0.42, colours[k % colours.length] ?? WHITE),
    )
    .join('');
}

/** Pool things: a ring round a child's waist, a towel over a shoulder. */
function drawPoolThings(p: Person, g: Frame): string {
  let out = '';
  if (p.towel) {
    const tx = g.x - g.sw * 0.28;
    out += rect(
      tx - g.sw * 0.13,
      g.shoulderY - g.h * 0.01,
      g.sw * 0.26,
      g.h * 0.3,
      p.towel,
      `rx="${f(g.sw * 0.05)}"`,
    );
    for (const k of [0.2, 0.24])
      out += rect(tx - g.sw * 0.13, g.shoulderY + g.h * k, g.sw * 0.26, g.h * 0.015, WHITE);
  }
  if (p.ring) {
    const cy = g.hipY - g.h * 0.02;
    const rx = g.sw * 0.78;
    const ry = g.sw * 0.24;
    const wide = g.sw * 0.26;
    out += `<ellipse cx="${f(g.x)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${p.ring}" stroke-width="${f(wide)}"/>`;
    // White stripes round the ring.
    const dash = (Math.PI * (rx + ry)) / 8;
    out += `<ellipse cx="${f(g.x)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#ffffff" stroke-width="${f(wide)}" stroke-dasharray="${f(dash * 0.45)} ${f(dash * 1.55)}"/>`;
  }
  return out;
}

function drawHead(p: Person, g: Frame): string {
  const { x, headCy, headH, headW, top, shoulderY, neckW } = g;
  const face = p.face === 'skull' ? '#ece8dc' : p.skin;
  let out = rect(x - neckW / 2, headCy, neckW, shoulderY - headCy + 1, shade(p.skin, -0.15));
  if (p.longHair) {
    out += `<rect x="${f(x - headW * 0.62)}" y="${f(headCy - headH * 0.4)}" width="${f(headW * 1.24)}" height="${f(headH * 1.2)}" rx="${f(headW * 0.5)}" fill="${p.hair}"/>`;
  }
  out += ellipse(x, headCy, headW / 2, headH / 2, face);
  out += ellipse(x, headCy, headW / 2, headH / 2, 'url(#figshade)');
  // Hair: a crown over the top of the head with sides down to the ears.
  out += `<path d="M${f(x - headW * 0.53)} ${f(headCy + headH * 0.05)} Q${f(x - headW * 0.58)} ${f(top - headH * 0.1)} ${f(x + headW * 0.05)} ${f(top - headH * 0.07)} Q${f(x + headW * 0.58)} ${f(top - headH * 0.06)} ${f(x + headW * 0.53)} ${f(headCy + headH * 0.05)} L${f(x + headW * 0.44)} ${f(headCy - headH * 0.1)} Q${f(x + headW * 0.1)} ${f(top + headH * 0.26)} ${f(x - headW * 0.3)} ${f(top + headH * 0.2)} Q${f(x - headW * 0.42)} ${f(headCy - headH * 0.15)} ${f(x - headW * 0.44)} ${f(headCy - headH * 0.05)} Z" fill="${p.hair}"/>`;
  return out + drawFace(p, g);
}

function drawFace(p: Person, g: Frame): string {
  const { x, headCy, headH, headW } = g;
  const eyeY = headCy + headH * 0.02;
  const eyeR = Math.max(0.5, headW * 0.045);
  if (p.face === 'skull') {
    const ink = '#141414';
    return `${circle(x - headW * 0.18, eyeY, headW * 0.12, ink)}${circle(x + headW * 0.18, eyeY, headW * 0.12, ink)}${polygon(
      [
        [x, headCy + headH * 0.1],
        [x - headW * 0.06, headCy + headH * 0.2],
        [x + headW * 0.06, headCy + headH * 0.2],
      ],
      ink,
    )}${rect(x - headW * 0.16, headCy + headH * 0.27, headW * 0.32, headH * 0.04, ink)}`;
  }
  const eyes = `<circle cx="${f(x - headW * 0.18)}" cy="${f(eyeY)}" r="${f(eyeR)}"/><circle cx="${f(x + headW * 0.18)}" cy="${f(eyeY)}" r="${f(eyeR)}"/>`;
  const brows = `<rect x="${f(x - headW * 0.28)}" y="${f(eyeY - headH * 0.1)}" width="${f(headW * 0.2)}" height="${f(headH * 0.025)}"/><rect x="${f(x + headW * 0.08)}" y="${f(eyeY - headH * 0.1)}" width="${f(headW * 0.2)}" height="${f(headH * 0.025)}"/>`;
  const mouth = `<rect x="${f(x - headW * 0.12)}" y="${f(headCy + headH * 0.24)}" width="${f(headW * 0.24)}" height="${f(headH * 0.03)}" rx="${f(headH * 0.015)}"/>`;
  let out = `<g fill="#3a2418" opacity="0.55">${eyes}${brows}${mouth}</g>`;
  switch (p.face) {
    case 'sunglasses':
      out +=
        ellipse(x - headW * 0.19, eyeY, headW * 0.16, headH * 0.08, '#121212') +
        ellipse(x + headW * 0.19, eyeY, headW * 0.16, headH * 0.08, '#121212');
      out += rect(x - headW * 0.1, eyeY - headH * 0.05, headW * 0.2, headH * 0.025, '#121212');
      break;
    case 'patch':
      out += line(
        [
          [x - headW * 0.5, eyeY - headH * 0.25],
          [x + headW * 0.5, eyeY + headH * 0.05],
        ],
        '#121212',
        headH * 0.03,
      );
      out += ellipse(x + headW * 0.18, eyeY, headW * 0.13, headH * 0.1, '#121212');
      break;
    case 'whiskers':
      out += circle(x, headCy + headH * 0.14, headW * 0.06, '#121212');
      for (const side of [-1, 1]) {
        for (const k of [-1, 0, 1]) {
          out += line(
            [
              [x + side * headW * 0.12, headCy + headH * 0.17],
              [x + side * headW * 0.45, headCy + headH * (0.14 + k * 0.07)],
            ],
            '#121212',
            headH * 0.015,
          );
        }
      }
      break;
    default:
      break;
  }
  return out;
}

/** A winter scarf wrapped up to the chin with one end hanging down the front. */
function drawScarf(p: Person, g: Frame): string {
  if (!p.scarf) return '';
  const { x, h, neckW, shoulderY } = g;
  const wrapTop = g.top + g.headH * 0.9;
  let out = rect(
    x - neckW * 1.4,
    wrapTop,
    neckW * 2.8,
    shoulderY + h * 0.02 - wrapTop,
    p.scarf,
    `rx="${f(neckW * 0.5)}"`,
  );
  const tx = x + neckW * 0.25;
  out += rect(tx, shoulderY, neckW * 0.95, h * 0.17, shade(p.scarf, -0.08));
  // Stripes across the hanging end show even in black and white.
  for (const k of [0.1, 0.14])
    out += rect(tx, shoulderY + h * k, neckW * 0.95, h * 0.015, p.scarf === WHITE ? '#c0392b' : WHITE);
  return out;
}

function drawHat(p: Person, g: Frame): string {
  const { x, top, headH, headW, headCy } = g;
  switch (p.hat) {
    case 'none':
      return '';
    case 'veil': {
      // A white band over the hair and the veil falling either side of the face.
      let out = ellipse(x, top + headH * 0.06, headW * 0.5, headH * 0.15, '#fbfaf6', 'opacity="0.95"');
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * headW * 0.42, top + headH * 0.05],
            [x + side * headW * 0.62, top + headH * 0.1],
            [x + side * headW * 0.85, g.shoulderY + g.h * 0.04],
            [x + side * headW * 0.52, g.shoulderY + g.h * 0.03],
          ],
          '#fbfaf6',
          'opacity="0.85"',
        );
      }
      return out;
    }
    case 'mortarboard': {
      // A skull cap, the flat square board seen a little from above, and a tassel hanging off one corner.
      const boardY = top - headH * 0.02;
      const half = headW * 0.85;
      const depth = headH * 0.16;
      let out = `<path d="M${f(x - headW * 0.5)} ${f(headCy - headH * 0.1)} Q${f(x - headW * 0.52)} ${f(boardY)} ${f(x)} ${f(boardY)} Q${f(x + headW * 0.52)} ${f(boardY)} ${f(x + headW * 0.5)} ${f(headCy - headH * 0.1)} Z" fill="${p.hatColour}"/>`;
      out += polygon(
        [
          [x - half, boardY + depth * 0.15],
          [x, boardY + depth],
          [x + half, boardY + depth * 0.15],
          [x, boardY - depth * 0.7],
        ],
        shade(p.hatColour, -0.3),
      );
      out += polygon(
        [
          [x - half, boardY],
          [x, boardY + depth * 0.85],
          [x + half, boardY],
          [x, boardY - depth * 0.85],
        ],
        p.hatColour,
      );
      out += line(
        [
          [x, boardY],
          [x + half * 0.85, boardY + depth * 0.1],
          [x + half * 0.85, boardY + headH * 0.5],
        ],
        p.hatTrim,
        headH * 0.035,
      );
      out += rect(
        x + half * 0.85 - headH * 0.04,
        boardY + headH * 0.38,
        headH * 0.08,
        headH * 0.18,
        p.hatTrim,
      );
      out += circle(x, boardY, headH * 0.04, p.hatTrim);
      return out;
    }
    case 'party':
      return partyHat(p, g);
    case 'knit': {
      const bandY = headCy - headH * 0.24;
      let out = `<path d="M${f(x - headW * 0.56)} ${f(bandY)} Q${f(x - headW * 0.6)} ${f(top - headH * 0.28)} ${f(x)} ${f(top - headH * 0.28)} Q${f(x + headW * 0.6)} ${f(top - headH * 0.28)} ${f(x + headW * 0.56)} ${f(bandY)} Z" fill="${p.hatColour}"/>`;
      out += rect(
        x - headW * 0.6,
        bandY - headH * 0.04,
        headW * 1.2,
        headH * 0.22,
        shade(p.hatColour, -0.12),
        `rx="${f(headH * 0.06)}"`,
      );
      out += rect(x - headW * 0.6, bandY + headH * 0.04, headW * 1.2, headH * 0.05, p.hatTrim);
      out += circle(x, top - headH * 0.32, headW * 0.22, p.hatTrim);
      return out;
    }
    case 'witch': {
      const tip = x + headW * 0.55;
      let out = ellipse(x, top + headH * 0.12, headW * 1.1, headH * 0.15, p.hatColour);
      out += `<path d="M${f(x - headW * 0.45)} ${f(top + headH * 0.1)} L${f(x - headW * 0.1)} ${f(top - headH * 0.8)} Q${f(x + headW * 0.05)} ${f(top - headH * 1.25)} ${f(tip)} ${f(top - headH * 1.1)} Q${f(x + headW * 0.15)} ${f(top - headH * 0.85)} ${f(x + headW * 0.45)} ${f(top + headH * 0.1)} Z" fill="${p.hatColour}"/>`;
      out += polygon(
        [
          [x - headW * 0.42, top - headH * 0.02],
          [x + headW * 0.42, top - headH * 0.02],
          [x + headW * 0.37, top - headH * 0.16],
          [x - headW * 0.35, top - headH * 0.16],
        ],
        p.hatTrim,
      );
      return out;
    }
    case 'cowboy': {
      const brimY = top + headH * 0.08;
      let out = `<path d="M${f(x - headW * 0.44)} ${f(brimY)} L${f(x - headW * 0.4)} ${f(top - headH * 0.38)} Q${f(x)} ${f(top - headH * 0.2)} ${f(x + headW * 0.4)} ${f(top - headH * 0.38)} L${f(x + headW * 0.44)} ${f(brimY)} Z" fill="${p.hatColour}"/>`;
      out += rect(
        x - headW * 0.44,
        brimY - headH * 0.12,
        headW * 0.88,
        headH * 0.08,
        shade(p.hatColour, -0.4),
      );
      out += `<path d="M${f(x - headW * 1.05)} ${f(brimY - headH * 0.16)} Q${f(x)} ${f(brimY + headH * 0.26)} ${f(x + headW * 1.05)} ${f(brimY - headH * 0.16)} Q${f(x)} ${f(brimY + headH * 0.08)} ${f(x - headW * 1.05)} ${f(brimY - headH * 0.16)} Z" fill="${shade(p.hatColour, -0.1)}"/>`;
      return out;
    }
    case 'sunhat': {
      let out = ellipse(x, top + headH * 0.14, headW * 1.15, headH * 0.17, p.hatColour);
      out += `<path d="M${f(x - headW * 0.5)} ${f(top + headH * 0.14)} Q${f(x - headW * 0.5)} ${f(top - headH * 0.32)} ${f(x)} ${f(top - headH * 0.32)} Q${f(x + headW * 0.5)} ${f(top - headH * 0.32)} ${f(x + headW * 0.5)} ${f(top + headH * 0.14)} Z" fill="${shade(p.hatColour, -0.06)}"/>`;
      out += rect(x - headW * 0.5, top - headH * 0.02, headW, headH * 0.1, p.hatTrim);
      return out;
    }
    case 'ears': {
      let out = '';
      for (const side of [-1, 1]) {
        out += polygon(
          [
            [x + side * headW * 0.12, top + headH * 0.05],
            [x + side * headW * 0.5, top - headH * 0.38],
            [x + side * headW * 0.55, top + headH * 0.2],
          ],
          p.hatColour,
        );
        out += polygon(
          [
            [x + side * headW * 0.25, top + headH * 0.05],
            [x + side * headW * 0.47, top - headH * 0.2],
            [x + side * headW * 0.49, top + headH * 0.12],
          ],
          p.hatTrim,
        );
      }
      return out;
    }
    case 'bandana': {
      let out = `<path d="M${f(x - headW * 0.55)} ${f(headCy - headH * 0.12)} Q${f(x - headW * 0.58)} ${f(top - headH * 0.15)} ${f(x)} ${f(top - headH * 0.15)} Q${f(x + headW * 0.58)} ${f(top - headH * 0.15)} ${f(x + headW * 0.55)} ${f(headCy - headH * 0.12)} Z" fill="${p.hatColour}"/>`;
      out += polygon(
        [
          [x - headW * 0.5, headCy - headH * 0.15],
          [x - headW * 0.95, headCy + headH * 0.05],
          [x - headW * 0.8, headCy - headH * 0.3],
        ],
        p.hatColour,
      );
      for (const k of [-0.25, 0.05, 0.35])
        out += circle(x + headW * k, top + headH * 0.1, headH * 0.05, WHITE);
      return out;
    }
    case 'wreath':
      return [-0.42, -0.22, 0, 0.22, 0.42]
        .map((k, i) =>
          circle(
            x + headW * k,
            top + headH * (0.14 + Math.abs(k) * 0.35),
            headW * 0.13,
            FLOWERS[i % FLOWERS.length] ?? WHITE,
          ),
        )
        .join('');
    case 'stem':
      return (
        rect(
          x - headW * 0.1,
          top - headH * 0.3,
          headW * 0.2,
          headH * 0.38,
          p.hatColour,
          `rx="${f(headW * 0.05)}"`,
        ) + ellipse(x + headW * 0.3, top - headH * 0.12, headW * 0.22, headH * 0.09, '#4f9a3a')
      );
  }
}

/** A paper cone, striped or dotted, with a pom-pom, perched at a slight tilt. */
function partyHat(p: Person, g: Frame): string {
  const { x, top, headH, headW } = g;
  const baseY = top + headH * 0.16;
  const half = headW * 0.42;
  const apexY = top - headH * 1.15;
  const tilt = ((x * 7.3) % 20) - 10;
  const at = (t: number, side: number): Point => [x + side * half * (1 - t), baseY + (apexY - baseY) * t];
  let out = polygon([at(0, -1), at(1, 0), at(0, 1)], p.hatColour);
  if (p.dots) {
    for (const [t, s] of [
      [0.15, -0.45],
      [0.2, 0.4],
      [0.45, 0],
      [0.65, -0.2],
    ] as const) {
      const [cx, cy] = at(t, s);
      out += circle(cx, cy, headW * 0.07, p.hatTrim);
    }
  } else {
    for (const [t0, t1] of [
      [0.12, 0.27],
      [0.45, 0.6],
    ] as const)
      out += polygon([at(t0, -1), at(t1, -1), at(t1, 1), at(t0, 1)], p.hatTrim);
  }
  out += circle(x, apexY, headW * 0.13, p.hatTrim === WHITE ? '#f4c20d' : WHITE);
  return `<g transform="rotate(${tilt.toFixed(1)} ${f(x)} ${f(baseY)})">${out}</g>`;
}

/** A ghost: a white sheet from head to shins with two dark eye holes, shoes peeking out. */
function drawGhost(p: Person, g: Frame): string {
  const { x, h, headW, headH, headCy, top, sw, shoulderY, baseY } = g;
  const hem = baseY - h * 0.06;
  const hemHalf = sw * 0.72;
  let wave = '';
  for (let k = 0; k < 4; k++) {
    const x0 = x + hemHalf - (k * 2 * hemHalf) / 4;
    const x1 = x + hemHalf - ((k + 1) * 2 * hemHalf) / 4;
    wave += ` Q${f((x0 + x1) / 2)} ${f(hem + (k % 2 === 0 ? h * 0.035 : -h * 0.02))} ${f(x1)} ${f(hem)}`;
  }
  const d = `M${f(x - headW * 0.62)} ${f(headCy)} Q${f(x - headW * 0.64)} ${f(top - headH * 0.1)} ${f(x)} ${f(top - headH * 0.1)} Q${f(x + headW * 0.64)} ${f(top - headH * 0.1)} ${f(x + headW * 0.62)} ${f(headCy)} Q${f(x + sw * 0.55)} ${f(shoulderY)} ${f(x + sw * 0.62)} ${f(shoulderY + h * 0.12)} L${f(x + hemHalf)} ${f(hem)}${wave} L${f(x - sw * 0.62)} ${f(shoulderY + h * 0.12)} Q${f(x - sw * 0.55)} ${f(shoulderY)} ${f(x - headW * 0.62)} ${f(headCy)} Z`;
  let out = drawLegs({ ...p, dress: false, legs: p.shoes }, g);
  out += `<path d="${d}" fill="#f4f2ee"/><path d="${d}" fill="url(#figshade)"/>`;
  out += ellipse(x - headW * 0.2, headCy + headH * 0.05, headW * 0.12, headH * 0.16, '#141414');
  out += ellipse(x + headW * 0.2, headCy + headH * 0.05, headW * 0.12, headH * 0.16, '#141414');
  out += ellipse(x, headCy + headH * 0.42, headW * 0.08, headH * 0.1, '#141414');
  if (p.held === 'pail')
    out +=
      pail(x + sw * 0.62, g.hipY, g) + circle(x + sw * 0.62, g.hipY - g.armW * 0.2, g.armW * 0.45, p.hand);
  return out;
}

/** A pumpkin suit: a round orange body with ribs and a carved face. */
function drawPumpkin(g: Frame): { markup: string; d: string } {
  const { x, h, sw, shoulderY, hipY } = g;
  const cy = (shoulderY + hipY) / 2 + h * 0.03;
  const rx = sw * 0.72;
  const ry = (hipY - shoulderY) * 0.66;
  const d = `M${f(x - rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(x + rx)} ${f(cy)} A${f(rx)} ${f(ry)} 0 1 0 ${f(x - rx)} ${f(cy)} Z`;
  let markup = `<path d="${d}" fill="#e8741e"/>`;
  markup += `<g fill="none" stroke="#b8520f" stroke-width="${f(sw * 0.04)}">${ellipse(x, cy, rx * 0.5, ry * 0.98, 'none')}${ellipse(x, cy, rx * 0.12, ry * 0.99, 'none')}</g>`;
  const eye = (side: number) =>
    polygon(
      [
        [x + side * rx * 0.45, cy - ry * 0.1],
        [x + side * rx * 0.15, cy - ry * 0.1],
        [x + side * rx * 0.3, cy - ry * 0.38],
      ],
      '#1a120a',
    );
  markup += eye(-1) + eye(1);
  markup += polygon(
    [
      [x - rx * 0.5, cy + ry * 0.15],
      [x - rx * 0.25, cy + ry * 0.28],
      [x, cy + ry * 0.15],
      [x + rx * 0.25, cy + ry * 0.28],
      [x + rx * 0.5, cy + ry * 0.15],
      [x + rx * 0.3, cy + ry * 0.5],
      [x - rx * 0.3, cy + ry * 0.5],
    ],
    '#1a120a',
  );
  return { markup, d };
}

/** A trick-or-treat pail: a little orange bucket with a carved face, hanging from its handle. */
function pail(hx: number, hy: number, g: Frame): string {
  const w = g.sw * 0.42;
  const top = hy + g.armW * 0.6;
  let out = `<path d="M${f(hx - w / 2)} ${f(top)} Q${f(hx)} ${f(hy - g.armW * 0.6)} ${f(hx + w / 2)} ${f(top)}" fill="none" stroke="#222" stroke-width="${f(g.sw * 0.025)}"/>`;
  out += rect(hx - w / 2, top, w, w * 0.85, '#f07a1a', `rx="${f(w * 0.2)}"`);
  out += polygon(
    [
      [hx - w * 0.3, top + w * 0.3],
      [hx - w * 0.1, top + w * 0.3],
      [hx - w * 0.2, top + w * 0.15],
    ],
    '#1a120a',
  );
  out += polygon(
    [
      [hx + w * 0.3, top + w * 0.3],
      [hx + w * 0.1, top + w * 0.3],
      [hx + w * 0.2, top + w * 0.15],
    ],
    '#1a120a',
  );
  out += rect(hx - w * 0.25, top + w * 0.5, w * 0.5, w * 0.1, '#1a120a');
  return out;
}

/** The hand an item is carried in: a raised hand for showing off, else a hanging one, else any. */
function carryingHand(
  p: Person,
  hands: readonly [Point | null, Point | null],
  prefer: ArmPose,
): Point | null {
  for (const pose of [prefer, 'down', 'hip', 'wave', 'hold'] as const) {
    const i = p.arms.indexOf(pose);
    const hand = i >= 0 ? hands[i] : null;
    if (hand) return hand;
  }
  return null;
}

function drawHeld(p: Person, g: Frame, hands: readonly [Point | null, Point | null]): string {
  if (p.held === 'none') return '';
  const [left, right] = hands;
  const both = p.arms[0] === 'hold' && p.arms[1] === 'hold' && left && right;
  const front: Point | null = both ? [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2] : null;
  const { sw, h, headW, headH } = g;
  switch (p.held) {
    case 'bouquet': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const size = sw * 0.24;
      let out = line(
        [
          [at[0] - size * 0.3, at[1] + size * 0.2],
          [at[0] - size * 0.5, at[1] + size * 1.9],
        ],
        WHITE,
        size * 0.22,
      );
      out += line(
        [
          [at[0] + size * 0.3, at[1] + size * 0.2],
          [at[0] + size * 0.55, at[1] + size * 1.7],
        ],
        WHITE,
        size * 0.22,
      );
      out += ellipse(at[0], at[1] + size * 0.1, size * 1.2, size * 0.8, '#3d6b35');
      return (
        out +
        flowerCluster(at[0], at[1] - size * 0.15, size, [
          '#d94a5a',
          '#f2a7b8',
          '#f4f1ea',
          '#c7304a',
          '#f6d36b',
          '#f2a7b8',
        ])
      );
    }
    case 'diploma': {
      const at = carryingHand(p, hands, 'wave') ?? front;
      if (!at) return '';
      const raised = !both && p.arms.includes('wave');
      const len = headH * 0.95;
      const dx = raised ? len * 0.25 : both ? len * 0.5 : len * 0.1;
      const dy = raised ? -len * 0.45 : both ? len * 0.05 : len * 0.45;
      const ends: Point[] = [
        [at[0] - dx, at[1] - dy],
        [at[0] + dx, at[1] + dy],
      ];
      let out = line(ends, '#d8d2c2', headW * 0.3) + line(ends, '#fbf9f2', headW * 0.22);
      out += circle(at[0], at[1], headW * 0.13, '#b3243c');
      return out;
    }
    case 'gift': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const s = sw * 0.55;
      let out = rect(at[0] - s / 2, at[1] - s * 0.55, s, s * 0.8, p.heldColour);
      out += rect(at[0] - s * 0.08, at[1] - s * 0.55, s * 0.16, s * 0.8, WHITE);
      out += rect(at[0] - s / 2, at[1] - s * 0.25, s, s * 0.14, WHITE);
      out +=
        circle(at[0] - s * 0.12, at[1] - s * 0.62, s * 0.12, WHITE) +
        circle(at[0] + s * 0.12, at[1] - s * 0.62, s * 0.12, WHITE);
      return out;
    }
    case 'balloon': {
      const at = carryingHand(p, hands, 'wave') ?? front;
      if (!at) return '';
      const bx = at[0] + (at[0] > g.x ? 1 : -1) * headW * 0.5;
      const by = Math.min(g.top - headH * 0.9, at[1] - h * 0.3);
      let out = line([at, [bx, by + headW * 0.6]], '#555', h * 0.004);
      out += ellipse(bx, by, headW * 0.5, headW * 0.62, p.heldColour);
      out += ellipse(
        bx - headW * 0.16,
        by - headW * 0.2,
        headW * 0.1,
        headW * 0.16,
        '#ffffff',
        'opacity="0.5"',
      );
      return (
        out +
        polygon(
          [
            [bx, by + headW * 0.58],
            [bx - headW * 0.08, by + headW * 0.7],
            [bx + headW * 0.08, by + headW * 0.7],
          ],
          p.heldColour,
        )
      );
    }
    case 'pail': {
      const at = carryingHand(p, hands, 'down') ?? front;
      return at ? pail(at[0], at[1], g) : '';
    }
    case 'bag': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const w = sw * 0.5;
      const top = at[1] + sw * 0.05;
      return `<path d="M${f(at[0] - w * 0.25)} ${f(top)} Q${f(at[0])} ${f(at[1] - sw * 0.15)} ${f(at[0] + w * 0.25)} ${f(top)}" fill="none" stroke="${p.heldColour}" stroke-width="${f(sw * 0.03)}"/>${polygon(
        [
          [at[0] - w * 0.4, top],
          [at[0] + w * 0.4, top],
          [at[0] + w * 0.5, top + w * 0.6],
          [at[0] - w * 0.5, top + w * 0.6],
        ],
        p.heldColour,
      )}`;
    }
    case 'basket': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const w = sw * 0.5;
      return (
        flowerCluster(at[0], at[1] - w * 0.05, w * 0.28, FLOWERS) +
        polygon(
          [
            [at[0] - w / 2, at[1]],
            [at[0] + w / 2, at[1]],
            [at[0] + w * 0.38, at[1] + w * 0.45],
            [at[0] - w * 0.38, at[1] + w * 0.45],
          ],
          '#b08a58',
        )
      );
    }
    case 'broom': {
      const at = front ?? carryingHand(p, hands, 'down');
      if (!at) return '';
      const top: Point = [at[0] + sw * 0.5, at[1] - h * 0.25];
      const foot: Point = [at[0] - sw * 0.45, at[1] + h * 0.3];
      return (
        line([top, foot], '#6b4a2a', sw * 0.05) +
        polygon(
          [
            [foot[0] + sw * 0.05, foot[1] - h * 0.03],
            [foot[0] - sw * 0.2, foot[1] + h * 0.1],
            [foot[0] - sw * 0.02, foot[1] + h * 0.13],
          ],
          '#b08a58',
        )
      );
    }
  }
}

/** One person; hugging arms are added by the group, which knows who stands next to whom. */
function drawPerson(p: Person, x: number, baseY: number, shadow: boolean): { body: string; over: string } {
  const g = frameOf(p, x, baseY);
  const parts: string[] = [];
  if (shadow) parts.push(ellipse(x, baseY, g.sw * 0.75, g.h * 0.025, '#000', 'opacity="0.28"'));
  parts.push(drawBehind(p, g));
  if (p.body === 'ghost') return { body: parts.join('') + drawGhost(p, g), over: '' };
  parts.push(drawLegs(p, g));
  const o = outlineOf(p, g);
  // Bare shoulders and swimwear show the skin of the torso under the clothes.
  if (p.bareShoulders || p.body === 'swim')
    parts.push(`<path d="${outlinePath(g, clothesOutline({ ...p, dress: false }, g))}" fill="${p.skin}"/>`);
  const torso = outlinePath(g, o);
  if (p.body !== 'swim') parts.push(`<path d="${torso}" fill="${p.top}"/>`);
  const pumpkin = p.body === 'pumpkin' ? drawPumpkin(g) : null;
  parts.push(pumpkin ? pumpkin.markup : drawChest(p, g, o));
  const arms = drawArms(p, g);
  parts.push(arms.markup);
  // One light from the camera's left: a lit side and a shadow side make the flat shapes round.
  parts.push(
    `<path d="${pumpkin ? pumpkin.d : p.body === 'swim' ? outlinePath(g, clothesOutline({ ...p, dress: false }, g)) : torso}" fill="url(#figshade)"/>`,
  );
  parts.push(drawPoolThings(p, g));
  parts.push(drawHead(p, g));
  parts.push(drawScarf(p, g));
  parts.push(drawHat(p, g));
  return { body: parts.join(''), over: arms.raised + drawHeld(p, g, arms.hands) };
}

/** Shared gradient the figures' shading refers to. */
export const FIGURE_DEFS =
  '<linearGradient id="figshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>';

function interleave(people: Person[]): Person[] {
  const adults = people.filter((p) => !p.child);
  const kids = people.filter((p) => p.child);
  const row: Person[] = [];
  while (adults.length > 0 || kids.length > 0) {
    const adult = adults.shift();
    if (adult) row.push(adult);
    const kid = kids.shift();
    if (kid) row.push(kid);
  }
  return row;
}

/** The bride and groom, or the graduates, stand together in the middle of their row. */
function centreLeads(row: Person[]): Person[] {
  const leads = row.filter((p) => p.role === 'bride' || p.role === 'groom' || p.role === 'graduate');
  if (leads.length === 0) return row;
  const others = row.filter((p) => !leads.includes(p));
  const before = Math.floor(others.length / 2);
  return [...others.slice(0, before), ...leads, ...others.slice(before)];
}

interface Placed {
  p: Person;
  x: number;
  y: number;
}

/**
 * A hand on the hip only on the outside of the row: an elbow in a neighbour's ribs looks like a
 * shove. A wave moves to the free side when there is one, so the hand is not in a neighbour's face.
 */
function settleElbows(row: Placed[]): void {
  row.forEach((s, i) => {
    const crowded = [i > 0, i < row.length - 1] as const;
    let [left, right] = s.p.arms;
    if (left === 'wave' && crowded[0] && !crowded[1] && right === 'down') [left, right] = ['down', 'wave'];
    if (right === 'wave' && crowded[1] && !crowded[0] && left === 'down') [left, right] = ['wave', 'down'];
    if (left === 'hip' && crowded[0]) left = 'down';
    if (right === 'hip' && crowded[1]) right = 'down';
    s.p = { ...s.p, arms: [left, right] };
  });
}

/** A couple, or friends of a height, put an arm round each other's shoulders. */
function embrace(rng: Rng, row: Placed[]): { behind: string; over: string } {
  let behind = '';
  let over = '';
  for (let i = 0; i + 1 < row.length; i++) {
    const a = row[i];
    const b = row[i + 1];
    if (!a || !b) continue;
    const ratio = a.p.height / b.p.height;
    const solid = (q: Person) => q.body !== 'ghost' && q.body !== 'pumpkin';
    if (ratio < 0.85 || ratio > 1.18 || !solid(a.p) || !solid(b.p)) continue;
    const couple =
      (a.p.role === 'groom' && b.p.role === 'bride') ||
      (a.p.role === 'bride' && b.p.role === 'groom') ||
      (a.p.role === 'tux' && b.p.role === 'gown') ||
      (a.p.role === 'gown' && b.p.role === 'tux');
    if (!rng.chance(couple ? 0.8 : 0.22)) continue;
    // The groom or the taller one holds; the arm must be free.
    const leftHolds =
      a.p.role === 'groom' ||
      a.p.role === 'tux' ||
      (b.p.role !== 'groom' && b.p.role !== 'tux' && rng.chance(0.5));
    const [from, to, side] = leftHolds ? [a, b, 1] : [b, a, -1];
    const arm = side === 1 ? 1 : 0;
    const current = from.p.arms[arm];
    if (current !== 'down' && current !== 'hip') continue;
    from.p = { ...from.p, arms: arm === 1 ? [from.p.arms[0], 'hug'] : ['hug', from.p.arms[1]] };
    const ga = frameOf(from.p, from.x, from.y);
    const gb = frameOf(to.p, to.x, to.y);
    const sleeve = from.p.sleeve ?? shade(from.p.top, -0.16);
    const hand: Point = [gb.x + side * gb.sw * 0.36, gb.shoulderY + ga.armW * 0.15];
    // Across the gap just above the shoulders and behind the neighbour's neck, to the far shoulder.
    behind += line(
      [
        shoulderJoint(ga, side),
        [(ga.x + gb.x) / 2, Math.min(ga.shoulderY, gb.shoulderY) - ga.armW * 0.1],
        hand,
      ],
      sleeve,
      ga.armW,
    );
    over += ellipse(hand[0], hand[1], ga.armW * 0.55, ga.armW * 0.45, from.p.hand);
  }
  return { behind, over };
}

/**
 * A group of `count` people centred near the middle, adults behind, children in front, fitted to
 * the frame's width, dressed for `layout.attire`. Returns SVG markup in scene coordinates.
 */
export function drawGroup(rng: Rng, palette: Palette, count: number, layout: GroupLayout): string {
  if (count <= 0) return '';
  const attire = layout.attire ?? 'everyday';
  // A lone wedding, prom or graduation portrait is of the grown-up the day is about.
  const lone = count === 1 && (attire === 'wedding' || attire === 'formal' || attire === 'graduation');
  const children = count === 1 ? (!lone && rng.chance(0.25) ? 1 : 0) : rng.int(0, Math.floor(count / 2));
  // Waves are for the camera across a lawn; up close a raised hand covers faces.
  const waving =
    (attire === 'party-hats' || attire === 'swimwear' || attire === 'graduation' ? 0.24 : 0.13) *
    (layout.close ? 0.35 : 1);
  const made = Array.from({ length: count }, (_, i) => {
    const p = makePerson(rng, palette, i >= count - children, layout.adultHeight);
    return { ...p, arms: poseFor(rng, waving) };
  });
  const people = dressFor(rng, palette, made, attire);
  if (layout.close) {
    // Up close (or seated at a table) a child is nearer the camera or on a chair: heads stay in frame.
    // A portrait of one child is framed on the child.
    const least = count === 1 ? 0.95 : rng.range(0.8, 0.88);
    for (const p of people) if (p.child) p.height = Math.max(p.height, layout.adultHeight * least);
  }
  // Close up everyone is in one row, children between the adults; standing, children in front.
  const adults = centreLeads(layout.close ? interleave(people) : people.filter((p) => !p.child));
  const kids = layout.close ? [] : people.filter((p) => p.child);
  // Shoulder-to-shoulder spacing with a little overlap, as people stand for a snapshot.
  const spanOf = (row: Person[]) => row.reduce((sum, p) => sum + p.height * p.build * 0.92, 0);
  const widest = Math.max(spanOf(adults), spanOf(kids));
  const scale = Math.min(1, (layout.width * 0.88) / Math.max(1, widest));
  const centre =
    layout.width / 2 + rng.range(-0.12, 0.12) * layout.width * (1 - (widest * scale) / layout.width);
  const drawRow = (row: Person[], baseY: number) => {
    let x = centre - (spanOf(row) * scale) / 2;
    const placed = row.map((p): Placed => {
      const w = p.height * scale * p.build * 0.92;
      const cx = x + w / 2;
      x += w;
      return {
        p: { ...p, height: p.height * scale },
        x: cx,
        y: baseY + rng.range(-0.01, 0.01) * layout.height,
      };
    });
    settleElbows(placed);
    const hugs = embrace(rng, placed);
    const drawn = placed.map((s) => drawPerson(s.p, s.x, s.y, layout.shadows));
    return hugs.behind + drawn.map((d) => d.body).join('') + drawn.map((d) => d.over).join('') + hugs.over;
  };
  // Adults stand a step back when children are in front of them.
  const backOffset = kids.length > 0 ? layout.adultHeight * scale * 0.06 : 0;
  const baseY = layout.close ? layout.baseY - layout.adultHeight * (1 - scale) * 0.5 : layout.baseY;
  return drawRow(adults, baseY - backOffset) + drawRow(kids, baseY);
}
