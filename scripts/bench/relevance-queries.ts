import { foldText } from '../../src/core/search-terms';

/**
 * The judged queries of `npm run bench -- relevance`: what a props buyer types, and which photos
 * of the demo catalogue answer it, decided from each photo's own metadata (its title, tags,
 * events, place, decade and creator), never from what the search returns.
 */

/** What the judgements read of a live photo. */
export interface PhotoFacts {
  title: string;
  tags: string[];
  events: string[];
  city: string;
  state: string;
  country: string;
  decade: string;
  creator: string;
}

export interface JudgedQuery {
  q: string;
  kind:
    | 'word'
    | 'words'
    | 'era'
    | 'event'
    | 'place'
    | 'family'
    | 'typo'
    | 'wildcard'
    | 'phrase'
    | 'synonym'
    | 'lacking';
  relevant: (photo: PhotoFacts) => boolean;
}

function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The phrase's words, in order, somewhere in the text. */
function containsPhrase(text: string, phrase: string): boolean {
  const words = wordsOf(text);
  const wanted = wordsOf(phrase);
  return words.some((_, start) => wanted.every((word, index) => words[start + index] === word));
}

/** The photo's title or one of its tags says any of these (as whole words, in order). */
const says =
  (...phrases: string[]) =>
  (photo: PhotoFacts) =>
    phrases.some(
      (phrase) =>
        containsPhrase(photo.title, phrase) || photo.tags.some((tag) => containsPhrase(tag, phrase)),
    );

const atEvent =
  (...names: string[]) =>
  (photo: PhotoFacts) =>
    photo.events.some((event) => names.some((name) => foldText(event) === foldText(name)));

const inPlace = (name: string) => (photo: PhotoFacts) =>
  [photo.city, photo.state, photo.country].some((place) => foldText(place) === foldText(name));

const inDecade = (decade: string) => (photo: PhotoFacts) => photo.decade === decade;

const byFamily = (name: string) => (photo: PhotoFacts) => wordsOf(photo.creator).includes(foldText(name));

const both =
  (...tests: ((photo: PhotoFacts) => boolean)[]) =>
  (photo: PhotoFacts) =>
    tests.every((test) => test(photo));

const either =
  (...tests: ((photo: PhotoFacts) => boolean)[]) =>
  (photo: PhotoFacts) =>
    tests.some((test) => test(photo));

const nothing = () => false;

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Single words of the catalogue's scenes.
  { q: 'kitchen', kind: 'word', relevant: says('kitchen') },
  // Broad words: more than 1,000 photos mention them somewhere (issue 11, finding 3).
  { q: 'family', kind: 'word', relevant: either(says('family'), atEvent('Family reunion')) },
  { q: 'summer', kind: 'word', relevant: either(says('summer'), atEvent('Summer vacation')) },
  {
    q: 'party',
    kind: 'word',
    relevant: either(says('party'), atEvent('Birthday party', 'Retirement party')),
  },
  { q: 'beach', kind: 'word', relevant: says('beach') },
  { q: 'wedding', kind: 'word', relevant: either(says('wedding'), atEvent('Wedding')) },
  { q: 'birthday', kind: 'word', relevant: either(says('birthday'), atEvent('Birthday party')) },
  { q: 'christmas', kind: 'word', relevant: either(says('christmas'), atEvent('Christmas')) },
  { q: 'graduation', kind: 'word', relevant: either(says('graduation'), atEvent('Graduation')) },
  { q: 'barbecue', kind: 'word', relevant: says('barbecue', 'bbq', 'cookout') },
  { q: 'sofa', kind: 'word', relevant: says('sofa', 'couch', 'settee') },
  { q: 'television', kind: 'word', relevant: says('television', 'tv') },
  { q: 'picnic', kind: 'word', relevant: says('picnic') },
  { q: 'camping', kind: 'word', relevant: says('camping') },
  { q: 'tractor', kind: 'word', relevant: says('tractor') },
  { q: 'diner', kind: 'word', relevant: says('diner') },
  { q: 'snowman', kind: 'word', relevant: says('snowman') },
  { q: 'halloween', kind: 'word', relevant: either(says('halloween'), atEvent('Halloween')) },
  { q: 'bride', kind: 'word', relevant: says('bride') },
  { q: 'typewriter', kind: 'word', relevant: says('typewriter') },
  { q: 'cat', kind: 'word', relevant: says('cat', 'cats') },
  { q: 'sun', kind: 'word', relevant: says('sun') },
  // Several words.
  { q: 'wedding dress', kind: 'words', relevant: says('wedding dress') },
  { q: 'birthday cake', kind: 'words', relevant: says('birthday cake') },
  { q: 'christmas tree', kind: 'words', relevant: says('christmas tree') },
  { q: 'swimming pool', kind: 'words', relevant: says('swimming pool') },
  { q: 'road trip', kind: 'words', relevant: says('road trip') },
  {
    q: 'backyard barbecue',
    kind: 'words',
    relevant: both(says('backyard'), says('barbecue', 'bbq', 'cookout')),
  },
  { q: 'little league', kind: 'words', relevant: says('little league') },
  { q: 'vintage kitchen', kind: 'words', relevant: says('kitchen') },
  { q: 'happy birthday', kind: 'words', relevant: either(says('birthday'), atEvent('Birthday party')) },
  { q: 'old car', kind: 'words', relevant: says('car', 'automobile', 'auto') },
  { q: 'christmas morning', kind: 'words', relevant: either(says('christmas'), atEvent('Christmas')) },
  // Eras with objects.
  { q: '1970s kitchen', kind: 'era', relevant: both(inDecade('1970s'), says('kitchen')) },
  { q: '70s kitchen', kind: 'era', relevant: both(inDecade('1970s'), says('kitchen')) },
  { q: '1950s diner', kind: 'era', relevant: both(inDecade('1950s'), says('diner')) },
  {
    q: '1960s wedding',
    kind: 'era',
    relevant: both(inDecade('1960s'), either(says('wedding'), atEvent('Wedding'))),
  },
  { q: '1980s living room', kind: 'era', relevant: both(inDecade('1980s'), says('living room')) },
  // Events.
  { q: 'summer vacation', kind: 'event', relevant: atEvent('Summer vacation') },
  { q: 'baptism', kind: 'event', relevant: atEvent('Baptism') },
  { q: 'fourth of july', kind: 'event', relevant: atEvent('Fourth of July') },
  { q: 'thanksgiving', kind: 'event', relevant: either(says('thanksgiving'), atEvent('Thanksgiving')) },
  { q: 'family reunion', kind: 'event', relevant: either(atEvent('Family reunion'), says('reunion')) },
  { q: 'prom night', kind: 'event', relevant: either(atEvent('Prom night'), says('prom')) },
  {
    q: 'retirement party',
    kind: 'event',
    relevant: either(atEvent('Retirement party'), says('retirement')),
  },
  // Places.
  { q: 'mumbai', kind: 'place', relevant: inPlace('Mumbai') },
  { q: 'london', kind: 'place', relevant: inPlace('London') },
  { q: 'montreal', kind: 'place', relevant: inPlace('Montréal') },
  { q: 'sao paulo', kind: 'place', relevant: inPlace('São Paulo') },
  { q: 'japan', kind: 'place', relevant: inPlace('Japan') },
  { q: 'ohio', kind: 'place', relevant: inPlace('Ohio') },
  // Family (creator) names.
  { q: 'okafor', kind: 'family', relevant: byFamily('Okafor') },
  { q: 'tanaka', kind: 'family', relevant: byFamily('Tanaka') },
  { q: 'kowalski', kind: 'family', relevant: byFamily('Kowalski') },
  // Typos.
  { q: 'kitchn', kind: 'typo', relevant: says('kitchen') },
  { q: 'weding', kind: 'typo', relevant: either(says('wedding'), atEvent('Wedding')) },
  { q: 'graduaton', kind: 'typo', relevant: either(says('graduation'), atEvent('Graduation')) },
  { q: 'barbeque', kind: 'typo', relevant: says('barbecue', 'bbq', 'cookout') },
  { q: 'vacaton', kind: 'typo', relevant: either(says('vacation', 'holiday'), atEvent('Summer vacation')) },
  // Wildcards.
  { q: 'wed*', kind: 'wildcard', relevant: either(says('wedding'), atEvent('Wedding')) },
  { q: 'kitch*', kind: 'wildcard', relevant: says('kitchen') },
  { q: 'birth*', kind: 'wildcard', relevant: either(says('birthday'), atEvent('Birthday party')) },
  // Quoted phrases.
  { q: '"wedding dress"', kind: 'phrase', relevant: says('wedding dress') },
  {
    q: '"first day of school"',
    kind: 'phrase',
    relevant: either(says('first day of school'), atEvent('First day of school')),
  },
  { q: '"christmas tree"', kind: 'phrase', relevant: says('christmas tree') },
  // Synonyms (spec §3 synonym groups).
  { q: 'couch', kind: 'synonym', relevant: says('sofa', 'couch', 'settee') },
  { q: 'bbq', kind: 'synonym', relevant: says('barbecue', 'bbq', 'cookout') },
  { q: 'fridge', kind: 'synonym', relevant: says('refrigerator', 'fridge') },
  { q: 'tv', kind: 'synonym', relevant: says('television', 'tv') },
  { q: 'xmas', kind: 'synonym', relevant: either(says('christmas', 'xmas'), atEvent('Christmas')) },
  { q: 'dad', kind: 'synonym', relevant: says('dad', 'father', 'pop') },
  { q: 'pop', kind: 'synonym', relevant: says('dad', 'father', 'pop') },
  { q: 'infant', kind: 'synonym', relevant: says('baby', 'infant', 'newborn') },
  { q: 'automobile', kind: 'synonym', relevant: says('car', 'automobile', 'auto') },
  // Words the catalogue lacks: the right answer is no photos.
  { q: 'spaceship', kind: 'lacking', relevant: nothing },
  { q: 'dinosaur', kind: 'lacking', relevant: nothing },
  { q: 'skyscraper', kind: 'lacking', relevant: nothing },
];
