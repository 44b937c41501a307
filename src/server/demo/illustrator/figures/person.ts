import { HAIR_COLOURS, jitter, type Palette, SKIN_TONES, shade } from '../palette';
import type { Rng } from '../prng';
import { BLACK_SUIT, SHOES, WHITE } from './colours';

/** What one arm does: hangs, waves, holds something in front, rests on the hip, or hugs a neighbour. */
export type ArmPose = 'down' | 'wave' | 'hold' | 'hip' | 'hug';
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

export interface Person {
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

export function makePerson(rng: Rng, palette: Palette, child: boolean, adultHeight: number): Person {
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
