import { printSize } from '../../core/file-facts';
import type { Creator, Person } from './family';
import { randomPlace } from './family';
import { imageKeyFor, originalSize, parseImageKey, photoImageUrls, sceneOf } from './illustrator';
import type { Random } from './random';
import {
  AGE_GROUPS,
  AGE_RANGES,
  COLOR_AND_MOODS,
  DECADE_TAGS,
  DECADE_WEIGHTS,
  DOMINANT_COLORS,
  EMOTIONS,
  IMAGE_STYLES,
  peopleComposition,
  SCENES,
} from './vocabulary';

/** A photos row as the bulk insert takes it (snake_case = column names). */
export interface PhotoRow {
  id: string;
  photoid: number;
  user_id: string;
  title: string;
  description: string | null;
  price_cents: number;
  image_key: string;
  thumbnail_url: string;
  preview_url: string;
  width: number | null;
  height: number | null;
  file_size: number | null;
  friendly_print_size: string | null;
  date_taken: string | null;
  decade_taken: string | null;
  location_city: string | null;
  location_state_province: string | null;
  location_country: string | null;
  tags: string[];
  emotions: string[];
  ethnicities: string[];
  age_groups: string[];
  genders: string[];
  /** photo_events' ids, sorted (the triggers of migration 0005 keep the same order). */
  event_ids: string[];
  image_style: string | null;
  color_and_mood: string | null;
  dominant_color: string | null;
  people_count: number;
  people_composition: string | null;
  face_age_min: number | null;
  face_age_max: number | null;
  photo_status: string;
  featured: boolean;
  photoshop: boolean;
  info_missing: boolean;
  missing_faces: boolean;
  popularity: number;
  created_at: string;
  /** When it was sent for review (issue 26): the review queue's order; null unless waiting. */
  submitted_at: string | null;
}

export interface FaceRow {
  id: string;
  photo_id: string;
  person_id: string | null;
  age: number;
  gender: string;
  ethnicity: string;
  /** The face's box as fractions of the picture (seedFaceBox); the seed's faces have no score or embedding. */
  box_x: number;
  box_y: number;
  box_width: number;
  box_height: number;
  source: 'seed';
}

export interface GeneratedPhoto {
  photo: PhotoRow;
  faces: FaceRow[];
  eventNames: string[];
}

const PRICES_CENTS: readonly (readonly [number, number])[] = [
  [2500, 14],
  [3500, 14],
  [4500, 14],
  [5000, 10],
  [6500, 10],
  [7500, 9],
  [8500, 6],
  [9500, 6],
  [12000, 5],
  [15000, 4],
  [19500, 3],
  [25000, 2],
  [30000, 2],
  [40000, 1],
];

const STATUSES: readonly (readonly [string, number])[] = [
  ['live', 94],
  ['submitted', 3],
  ['draft', 2],
  ['withdrawn', 1],
];

function ageGroupOf(age: number): (typeof AGE_GROUPS)[number] {
  for (const group of AGE_GROUPS) {
    const [from, to] = AGE_RANGES[group];
    if (age >= from && age <= to) return group;
  }
  return 'Senior';
}

function colourFor(rng: Random, decade: string): string {
  const year = Number.parseInt(decade, 10);
  if (year < 1950)
    return rng.weighted([
      ['High contrast black and white', 3],
      ['Soft sepia', 2],
    ]);
  if (year < 1970)
    return rng.weighted([
      ['Soft sepia', 1],
      ['Faded pastel', 2],
      ['Warm and nostalgic', 2],
      ['High contrast black and white', 1],
    ]);
  return rng.pick(
    COLOR_AND_MOODS.filter((mood) => mood !== 'Soft sepia' && mood !== 'High contrast black and white'),
  );
}

function styleFor(rng: Random, decade: string, people: number): string {
  const year = Number.parseInt(decade, 10);
  if (people === 0) return 'Landscape';
  if (year < 1940) return rng.pick(['Studio portrait', 'Posed portrait', 'Snapshot']);
  if (year >= 1970 && year < 1990 && rng.chance(0.25)) return 'Polaroid';
  if (year >= 1950 && year < 1990 && rng.chance(0.2)) return 'Slide film';
  return rng.pick(IMAGE_STYLES.filter((style) => style !== 'Landscape' && style !== 'Polaroid'));
}

function dimensions(rng: Random): { width: number; height: number } {
  const long = rng.int(24, 60) * 100;
  const shape = rng.weighted([
    ['horizontal', 55],
    ['vertical', 30],
    ['square', 15],
  ] as const);
  if (shape === 'square') return { width: long, height: Math.round(long * (0.96 + rng.next() * 0.08)) };
  const ratio = rng.pick([1.5, 1.333, 1.25, 1.4]);
  const short = Math.round(long / ratio);
  return shape === 'horizontal' ? { width: long, height: short } : { width: short, height: long };
}

/**
 * Where the seed's `index`-th of `count` invented faces sits on a picture `aspect` (width over
 * height) wide: side by side across the upper middle, square in pixels, smaller as there are
 * more. Computed from the index alone, never from the seed's generator, so adding boxes changed
 * no other draw of the demo catalogue.
 */
export function seedFaceBox(index: number, count: number, aspect: number) {
  const slot = 0.8 / Math.max(1, count);
  let width = Math.min(slot * 0.7, 0.22);
  let height = width * aspect;
  if (height > 0.4) {
    height = 0.4;
    width = height / aspect;
  }
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    box_x: round(0.1 + slot * index + (slot - width) / 2),
    box_y: round(Math.max(0.05, 0.4 - height / 2)),
    box_width: round(width),
    box_height: round(height),
  };
}

type UnboxedFace = Omit<FaceRow, 'box_x' | 'box_y' | 'box_width' | 'box_height' | 'source'>;

function facesFor(
  rng: Random,
  family: readonly Person[],
  year: number,
  count: number,
  photoId: string,
): UnboxedFace[] {
  const alive = family.filter((person) => year - person.birthYear >= 0 && year - person.birthYear <= 96);
  const chosen = rng.sample(alive, Math.min(count, alive.length, 6));
  const faces: UnboxedFace[] = chosen.map((person) => ({
    id: rng.uuid(),
    photo_id: photoId,
    // Some appearances were catalogued under the person's duplicate record.
    person_id: person.aliasId && rng.chance(0.4) ? person.aliasId : person.id,
    age: Math.min(105, year - person.birthYear),
    gender: person.gender,
    ethnicity: person.ethnicity,
  }));
  // Guests and strangers: faces nobody has identified.
  while (faces.length < Math.min(count, 6)) {
    faces.push({
      id: rng.uuid(),
      photo_id: photoId,
      person_id: null,
      age: rng.int(3, 80),
      gender: rng.chance(0.5) ? 'male' : 'female',
      ethnicity: rng.pick(['White', 'Black', 'Hispanic/Latino', 'East Asian', 'South Asian']),
    });
  }
  return faces;
}

function isoDate(year: number, rng: Random): string {
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Picks a creator in proportion to their weight (a few big archives, a long tail). */
export function pickCreator(rng: Random, creators: readonly Creator[]): Creator {
  return rng.weighted(creators.map((creator) => [creator, creator.weight] as const));
}

/**
 * One demo photo drawn from a scene, a decade and a creator's family, with metadata that
 * agrees with itself (a 1920s photo is sepia, its faces are of family alive then, its
 * orientation follows its size). `overrides` lets tests pin any column.
 */
export function generatePhoto(
  rng: Random,
  photoid: number,
  creator: Creator,
  createdAt: Date,
  overrides: Partial<PhotoRow> = {},
): GeneratedPhoto {
  const id = overrides.id ?? rng.uuid();
  const scene = rng.pick(SCENES);
  const decade = rng.weighted(DECADE_WEIGHTS);
  const year = Number.parseInt(decade, 10) + rng.int(0, 9);
  const place = rng.chance(0.85) ? creator.home : randomPlace(rng);
  const peopleCount = scene.people[1] === 0 ? 0 : rng.int(scene.people[0], scene.people[1]);
  const faces = facesFor(rng, creator.family, year, peopleCount, id);
  const ages = faces.map((face) => face.age);
  const { width, height } = dimensions(rng);
  const colorAndMood = colourFor(rng, decade);
  // Drawn only to keep every later draw, and so the demo catalogue, the same photo for photo since
  // images stopped being chosen by variant (decision 001).
  rng.int(0, 11);
  const decadeTags = DECADE_TAGS[decade] ?? [];
  const tags = [
    ...new Set([
      ...rng.sample(scene.tags, rng.int(3, 5)),
      ...rng.sample(decadeTags, rng.int(1, 2)),
      place.city.toLowerCase(),
    ]),
  ];
  const title = rng.chance(0.35) ? `${rng.pick(scene.titles)}, ${place.city}` : rng.pick(scene.titles);
  const dated = rng.chance(0.92);
  const infoMissing = !dated && rng.chance(0.5);
  const eventNames =
    scene.events && rng.chance(0.7)
      ? [rng.pick(scene.events)]
      : decade === '1960s' && rng.chance(0.02)
        ? ['Moon landing watch party']
        : [];
  const imageKey = imageKeyFor({
    scene: sceneOf({ title, tags, events: eventNames, peopleCount }),
    decade,
    width,
    height,
    peopleCount,
    colorAndMood,
    seed: photoid,
  });
  const description = rng.chance(0.9)
    ? `${title}. ${dated ? `Taken in ${year}` : `From the ${decade}`} in ${place.city}, ${place.state}. ${rng.pick(
        [
          'From a family album kept in a shoebox for decades.',
          'Scanned from the original print; corners show wear.',
          'A slide from the family carousel, scanned at high resolution.',
          'One of a roll of twelve; the rest are in the same collection.',
          'Model and property releases on file.',
        ],
      )}`
    : null;
  const priceCents = rng.weighted(PRICES_CENTS);
  // The draw that once invented a file size, kept so every later draw (and so the demo catalogue)
  // stays the same photo for photo.
  rng.next();
  // issue 22: the page advertises the file the buyer receives. Its pixels are those the renderer
  // draws the original at; its bytes are known once it is made (features/photos/original-file.ts).
  const advertised = originalSize(parseImageKey(imageKey)?.aspect ?? 'h');
  const boxed: FaceRow[] = faces.map((face, index) => ({
    ...face,
    ...seedFaceBox(index, faces.length, advertised.width / advertised.height),
    source: 'seed',
  }));
  const photo: PhotoRow = {
    id,
    photoid,
    user_id: creator.id,
    title,
    description,
    price_cents: priceCents,
    image_key: imageKey,
    ...photoImageUrls(imageKey),
    width: advertised.width,
    height: advertised.height,
    file_size: null,
    friendly_print_size: printSize(advertised.width, advertised.height),
    date_taken: dated ? isoDate(year, rng) : null,
    decade_taken: decade,
    location_city: place.city,
    location_state_province: place.state,
    location_country: place.country,
    tags,
    emotions:
      peopleCount === 0
        ? [rng.pick(['serene', 'nostalgic', 'pensive'])]
        : rng.sample(EMOTIONS, rng.int(1, 3)),
    ethnicities: [...new Set(faces.map((face) => face.ethnicity))],
    age_groups: [...new Set(ages.map(ageGroupOf))],
    genders: [...new Set(faces.map((face) => face.gender))],
    event_ids: [],
    image_style: styleFor(rng, decade, peopleCount),
    color_and_mood: colorAndMood,
    dominant_color: rng.pick(DOMINANT_COLORS),
    people_count: peopleCount,
    people_composition: peopleComposition(peopleCount),
    face_age_min: ages.length > 0 ? Math.min(...ages) : null,
    face_age_max: ages.length > 0 ? Math.max(...ages) : null,
    photo_status: rng.weighted(STATUSES),
    featured: rng.chance(0.03),
    photoshop: rng.chance(0.02),
    info_missing: infoMissing,
    missing_faces: peopleCount > 6,
    // Zipf-like clicks so that "popular" separates a few favourites from the long tail.
    popularity: rng.chance(0.4) ? 0 : Math.floor(400 / (1 + rng.next() * 60) ** 1.3),
    created_at: createdAt.toISOString(),
    submitted_at: null,
    ...overrides,
  };
  // A photo waiting for review was sent the day it was added, unless the caller says when.
  if (
    photo.submitted_at === null &&
    (photo.photo_status === 'submitted' || photo.photo_status === 'in_review')
  )
    photo.submitted_at = photo.created_at;
  return { photo: { ...photo, id }, faces: boxed, eventNames };
}
