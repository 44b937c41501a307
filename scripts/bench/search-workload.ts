/**
 * The fixed search workload of `npm run bench -- search`: realistic requests a props buyer
 * makes, in a deterministic order. Each entry is a query string for /api/photos/search plus a
 * category for the per-category figures and whether it runs signed in.
 */
export interface WorkloadRequest {
  category: string;
  query: string;
  signedIn: boolean;
}

const COMMON = [
  'kitchen',
  'christmas',
  'family portrait',
  'beach',
  'car',
  'wedding',
  'birthday cake',
  'backyard',
  'snow',
  'school bus',
];
const RARE = [
  'tintype',
  'jukebox',
  'quinceanera',
  'monterrey',
  'sock hop',
  'diving board',
  'cotton candy',
  'typewriter',
  'tail fins',
  'model t',
  'cassette tapes',
  'space age',
  'victory garden',
];
const TYPOS = ['kitchne', 'weding', 'chrismas', 'barbeque', 'graduaton', 'picnik', 'haloween', 'typwriter'];
const PHRASES = [
  '"road trip"',
  '"formica table"',
  '"christmas tree"',
  '"family dinner"',
  '"first day of school"',
];
const WILDCARDS = ['kitch*', 'b?by', 'grad*', 'chri*mas', 'pic*'];
const SORTS = ['relevance', 'newest', 'oldest', 'popular', 'random'];

export function searchWorkload(ids: { eventId: string; creatorId: string }): WorkloadRequest[] {
  const filters = [
    'decade=1970s',
    'orientation=square',
    'ethnicities=Black',
    'age_groups=Senior',
    'gender=female',
    'people_count=3-5',
    'face_age_min=60&face_age_max=105',
    'country=Canada',
    'state=Ohio',
    'city=Dayton',
    `event_ids=${ids.eventId}`,
    `creator=${ids.creatorId}`,
    'decade=1920s',
    'decade=1990s',
    'orientation=horizontal',
    'orientation=vertical',
    'gender=male',
    'age_groups=Child',
    'age_groups=Teen,Baby',
    'ethnicities=East%20Asian',
    'ethnicities=Hispanic%2FLatino',
    'people_count=1',
    'people_count=6%2B',
    'country=United%20Kingdom',
    'country=Mexico',
    'city=Los%20Angeles',
  ];
  const combined = [
    'q=kitchen&decade=1970s&orientation=horizontal',
    'q=christmas&people_count=3-5&sort=newest',
    'decade=1950s&country=United%20States&gender=female',
    'q=beach&age_groups=Child&ethnicities=White,Black',
    `q=portrait&creator=${ids.creatorId}`,
    'decade=1980s&orientation=vertical&face_age_min=20&face_age_max=40&sort=popular',
    'q=wedding&decade=1960s&orientation=horizontal',
    'q=car&country=United%20States&sort=oldest',
    'q=snow&people_count=1&gender=male',
    'decade=1970s&people_count=6%2B&sort=newest',
    'q=dinner&age_groups=Senior&ethnicities=Black',
    `decade=1990s&event_ids=${ids.eventId}`,
  ];
  const requests: WorkloadRequest[] = [];
  const add = (category: string, query: string) => {
    requests.push({ category, query, signedIn: true });
    requests.push({ category, query, signedIn: false });
  };
  const q = (term: string) => `q=${encodeURIComponent(term)}`;
  for (const term of COMMON) add('keyword, common', q(term));
  for (const term of RARE) add('keyword, rare', q(term));
  for (const term of TYPOS) add('typo', q(term));
  for (const term of PHRASES) add('quoted phrase', q(term));
  for (const term of WILDCARDS) add('wildcard', q(term));
  for (const filter of filters) add('filter alone', filter);
  for (const query of combined) add('filters combined', query);
  for (const sort of SORTS) {
    add('sort', `sort=${sort}`);
    add('sort', `${q('kitchen')}&sort=${sort}`);
  }
  // Infinite scroll: a signed-in buyer pages through one search.
  for (const offset of [0, 75, 150, 225, 300]) {
    requests.push({ category: 'scrolling', query: `${q('kitchen')}&offset=${offset}`, signedIn: true });
    requests.push({
      category: 'scrolling',
      query: `decade=1970s&sort=random&seed=42&offset=${offset}`,
      signedIn: true,
    });
  }
  for (const offset of [75, 750, 3000, 9000]) {
    requests.push({ category: 'deep offset', query: `sort=newest&offset=${offset}`, signedIn: true });
    requests.push({ category: 'deep offset', query: `${q('family')}&offset=${offset}`, signedIn: true });
    requests.push({ category: 'deep offset', query: `sort=random&seed=7&offset=${offset}`, signedIn: true });
  }
  return requests;
}
