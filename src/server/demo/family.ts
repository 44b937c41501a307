import type { Random } from './random';
import { ETHNICITIES, FIRST_NAMES, LAST_NAMES, PLACES, STOREFRONT_PATTERNS } from './vocabulary';

export interface Place {
  country: string;
  state: string;
  city: string;
}

/** One human in a creator's family; a few were catalogued twice, hence an alias record. */
export interface Person {
  id: string;
  aliasId: string | null;
  name: string;
  birthYear: number;
  gender: 'male' | 'female';
  ethnicity: string;
}

export interface Creator {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  storefrontName: string;
  home: Place;
  ethnicities: readonly string[];
  family: readonly Person[];
  /** Relative share of the catalogue this creator uploaded. */
  weight: number;
}

export function randomPlace(rng: Random): Place {
  const country = rng.pick(PLACES);
  const state = rng.pick(country.states);
  return { country: country.country, state: state.name, city: rng.pick(state.cities) };
}

function familyMembers(rng: Random, lastName: string, ethnicities: readonly string[]): Person[] {
  // Four overlapping generations so every decade from the 1900s to the 2010s has someone to photograph.
  const generations: readonly (readonly [number, number])[] = [
    [1878, 1905],
    [1908, 1935],
    [1938, 1965],
    [1968, 1995],
    [1996, 2010],
  ];
  const members: Person[] = [];
  for (const [from, to] of generations) {
    const count = rng.int(2, 3);
    for (let i = 0; i < count; i++) {
      const gender = rng.chance(0.5) ? 'male' : 'female';
      members.push({
        id: rng.uuid(),
        aliasId: rng.chance(0.12) ? rng.uuid() : null,
        name: `${rng.pick(FIRST_NAMES)} ${lastName}`,
        birthYear: rng.int(from, to),
        gender,
        ethnicity: rng.pick(ethnicities),
      });
    }
  }
  return members;
}

export function createCreators(rng: Random, count: number): Creator[] {
  const lastNames = rng.sample(LAST_NAMES, Math.min(count, LAST_NAMES.length));
  return Array.from({ length: count }, (_, index) => {
    const lastName = lastNames[index % lastNames.length] ?? 'Doe';
    const firstName = rng.pick(FIRST_NAMES);
    const primary = rng.pick(ETHNICITIES);
    const ethnicities = rng.chance(0.25) ? [primary, rng.pick(ETHNICITIES)] : [primary];
    const storefrontName = rng
      .pick(STOREFRONT_PATTERNS)
      .replaceAll('{first}', firstName)
      .replaceAll('{last}', lastName);
    return {
      id: rng.uuid(),
      email: `${lastName.toLowerCase().replace(/[^a-z]/g, '')}.archive${index + 1}@creators.backdrop.test`,
      firstName,
      lastName,
      storefrontName,
      home: randomPlace(rng),
      ethnicities,
      family: familyMembers(rng, lastName, ethnicities),
      // A few big archives and a long tail of small ones, as on real marketplaces.
      weight: 1 / (index + 1) ** 0.8,
    };
  });
}
