/** Word lists of the demo catalogue: believable family-archive metadata, no real people. */

// The values a describer picks from are the catalogue's vocabulary (issue 26): one list, in core.
import { AGE_GROUPS, COLOR_AND_MOODS, ETHNICITIES, IMAGE_STYLES } from '../../core/photo-metadata';

export { AGE_GROUPS, COLOR_AND_MOODS, ETHNICITIES, IMAGE_STYLES };

export const DECADES = [
  '1900s',
  '1910s',
  '1920s',
  '1930s',
  '1940s',
  '1950s',
  '1960s',
  '1970s',
  '1980s',
  '1990s',
  '2000s',
  '2010s',
] as const;

/** More snapshots survive from the colour-film decades than from the 1900s. */
export const DECADE_WEIGHTS: readonly (readonly [string, number])[] = [
  ['1900s', 2],
  ['1910s', 2],
  ['1920s', 3],
  ['1930s', 4],
  ['1940s', 6],
  ['1950s', 11],
  ['1960s', 14],
  ['1970s', 17],
  ['1980s', 16],
  ['1990s', 12],
  ['2000s', 8],
  ['2010s', 5],
];

export const PLACES: readonly {
  country: string;
  states: readonly { name: string; cities: readonly string[] }[];
}[] = [
  {
    country: 'United States',
    states: [
      { name: 'California', cities: ['Los Angeles', 'San Diego', 'Fresno', 'Oakland'] },
      { name: 'New York', cities: ['Brooklyn', 'Buffalo', 'Queens', 'Yonkers'] },
      { name: 'Texas', cities: ['Austin', 'Houston', 'El Paso', 'San Antonio'] },
      { name: 'Ohio', cities: ['Cleveland', 'Dayton', 'Toledo'] },
      { name: 'Illinois', cities: ['Chicago', 'Peoria', 'Springfield'] },
      { name: 'Georgia', cities: ['Atlanta', 'Savannah', 'Macon'] },
      { name: 'Michigan', cities: ['Detroit', 'Flint', 'Grand Rapids'] },
      { name: 'Louisiana', cities: ['New Orleans', 'Baton Rouge'] },
    ],
  },
  {
    country: 'Canada',
    states: [
      { name: 'Ontario', cities: ['Toronto', 'Ottawa', 'Hamilton'] },
      { name: 'Québec', cities: ['Montréal', 'Québec City'] },
      { name: 'British Columbia', cities: ['Vancouver', 'Victoria'] },
    ],
  },
  {
    country: 'United Kingdom',
    states: [
      { name: 'England', cities: ['London', 'Manchester', 'Leeds', 'Brighton'] },
      { name: 'Scotland', cities: ['Glasgow', 'Edinburgh'] },
      { name: 'Wales', cities: ['Cardiff', 'Swansea'] },
    ],
  },
  {
    country: 'Ireland',
    states: [
      { name: 'Leinster', cities: ['Dublin', 'Kilkenny'] },
      { name: 'Munster', cities: ['Cork', 'Limerick'] },
    ],
  },
  {
    country: 'Mexico',
    states: [
      { name: 'Jalisco', cities: ['Guadalajara', 'Puerto Vallarta'] },
      { name: 'Ciudad de México', cities: ['Coyoacán', 'Tlalpan'] },
      { name: 'Nuevo León', cities: ['Monterrey'] },
    ],
  },
  {
    country: 'Italy',
    states: [
      { name: 'Lazio', cities: ['Roma'] },
      { name: 'Sicilia', cities: ['Palermo', 'Catania'] },
    ],
  },
  {
    country: 'Germany',
    states: [
      { name: 'Bayern', cities: ['München', 'Nürnberg'] },
      { name: 'Berlin', cities: ['Berlin'] },
    ],
  },
  {
    country: 'France',
    states: [
      { name: 'Île-de-France', cities: ['Paris', 'Versailles'] },
      { name: 'Provence', cities: ['Marseille', 'Nice'] },
    ],
  },
  {
    country: 'Japan',
    states: [
      { name: 'Tokyo', cities: ['Setagaya', 'Shinjuku'] },
      { name: 'Osaka', cities: ['Osaka'] },
    ],
  },
  {
    country: 'Nigeria',
    states: [
      { name: 'Lagos', cities: ['Lagos', 'Ikeja'] },
      { name: 'Oyo', cities: ['Ibadan'] },
    ],
  },
  {
    country: 'India',
    states: [
      { name: 'Maharashtra', cities: ['Mumbai', 'Pune'] },
      { name: 'Kerala', cities: ['Kochi'] },
    ],
  },
  {
    country: 'Australia',
    states: [
      { name: 'New South Wales', cities: ['Sydney', 'Newcastle'] },
      { name: 'Victoria', cities: ['Melbourne'] },
    ],
  },
  {
    country: 'Brazil',
    states: [
      { name: 'São Paulo', cities: ['São Paulo', 'Campinas'] },
      { name: 'Bahia', cities: ['Salvador'] },
    ],
  },
  { country: 'Philippines', states: [{ name: 'Metro Manila', cities: ['Quezon City', 'Manila'] }] },
  { country: 'South Korea', states: [{ name: 'Seoul', cities: ['Seoul'] }] },
  { country: 'Jamaica', states: [{ name: 'Kingston Parish', cities: ['Kingston'] }] },
];

/** A kind of family moment: how it is titled, tagged and how many people it usually holds. */
export interface Scene {
  name: string;
  titles: readonly string[];
  tags: readonly string[];
  people: readonly [number, number];
  events?: readonly string[];
}

export const SCENES: readonly Scene[] = [
  {
    name: 'kitchen',
    titles: [
      'Breakfast in the kitchen',
      'Baking day at the kitchen counter',
      'Doing the dishes after supper',
      'Kitchen table homework',
      'Sunday pancakes',
    ],
    tags: [
      'kitchen',
      'breakfast',
      'formica table',
      'linoleum floor',
      'home cooking',
      'refrigerator',
      'kitchen table',
    ],
    people: [1, 4],
  },
  {
    name: 'living-room',
    titles: [
      'Evening in the living room',
      'Watching television together',
      'Reading on the sofa',
      'Record player afternoon',
      'Family on the couch',
    ],
    tags: ['living room', 'sofa', 'television', 'lamp', 'carpet', 'wood paneling', 'armchair'],
    people: [1, 5],
  },
  {
    name: 'backyard',
    titles: [
      'Backyard barbecue',
      'Cookout with the neighbors',
      'Sprinkler fun in the backyard',
      'Dad at the grill',
      'Summer evening on the lawn',
    ],
    tags: ['backyard', 'barbecue', 'grill', 'lawn', 'lawn chairs', 'summer', 'picket fence'],
    people: [2, 8],
    events: ['Fourth of July', 'Family reunion'],
  },
  {
    name: 'birthday',
    titles: [
      'Blowing out the candles',
      'Birthday cake on the table',
      'Party hats all around',
      'Opening birthday presents',
      'Birthday party in the den',
    ],
    tags: ['birthday', 'birthday cake', 'candles', 'party hats', 'presents', 'balloons', 'streamers'],
    people: [3, 9],
    events: ['Birthday party'],
  },
  {
    name: 'wedding',
    titles: [
      'Bride and groom on the church steps',
      'Cutting the wedding cake',
      'First dance at the reception',
      'Wedding party portrait',
      'Throwing the bouquet',
    ],
    tags: ['wedding', 'bride', 'groom', 'wedding dress', 'bouquet', 'reception', 'church'],
    people: [2, 12],
    events: ['Wedding'],
  },
  {
    name: 'graduation',
    titles: [
      'Graduation day portrait',
      'Cap and gown in the front yard',
      'Proud parents at commencement',
      'Diploma in hand',
    ],
    tags: ['graduation', 'cap and gown', 'diploma', 'school', 'commencement ceremony'],
    people: [1, 5],
    events: ['Graduation'],
  },
  {
    name: 'beach',
    titles: [
      'Day at the beach',
      'Building sandcastles',
      'Boardwalk stroll',
      'Kids in the surf',
      'Picnic blanket on the sand',
    ],
    tags: ['beach', 'ocean', 'sand', 'swimsuit', 'sandcastle', 'boardwalk', 'umbrella'],
    people: [1, 6],
    events: ['Summer vacation'],
  },
  {
    name: 'road-trip',
    titles: [
      'Road trip stop at the overlook',
      'Packing the station wagon',
      'Roadside diner break',
      'Family car on the highway',
      'Motel pool on the road',
    ],
    tags: ['road trip', 'station wagon', 'car', 'highway', 'motel', 'map', 'roadside attraction'],
    people: [1, 5],
    events: ['Summer vacation'],
  },
  {
    name: 'christmas',
    titles: [
      'Christmas morning presents',
      'Decorating the tree',
      'Stockings on the mantel',
      'Christmas dinner table',
      'Kids by the Christmas tree',
    ],
    tags: ['christmas', 'christmas tree', 'presents', 'tinsel', 'ornaments', 'fireplace', 'stockings'],
    people: [1, 7],
    events: ['Christmas'],
  },
  {
    name: 'thanksgiving',
    titles: [
      'Carving the turkey',
      'Thanksgiving table with the whole family',
      'Grandmother serving pie',
      'Kids table at Thanksgiving',
    ],
    tags: ['thanksgiving', 'turkey', 'dinner table', 'pie', 'family dinner', 'good china'],
    people: [4, 12],
    events: ['Thanksgiving'],
  },
  {
    name: 'school',
    titles: [
      'First day of school',
      'Waiting for the school bus',
      'Class picture day',
      'Lunchbox and new shoes',
    ],
    tags: ['school', 'school bus', 'backpack', 'lunchbox', 'classroom', 'first day of school'],
    people: [1, 4],
    events: ['First day of school'],
  },
  {
    name: 'portrait',
    titles: [
      'Family portrait on the porch',
      'Formal studio portrait',
      'Siblings in their Sunday best',
      'Grandparents on the front steps',
      'Three generations',
    ],
    tags: [
      'family portrait',
      'porch',
      'sunday best',
      'front steps',
      'posed',
      'black-and-white family portrait',
    ],
    people: [2, 8],
  },
  {
    name: 'picnic',
    titles: ['Picnic in the park', 'Lunch by the lake', 'Checkered blanket picnic', 'Park bench afternoon'],
    tags: ['picnic', 'park', 'lake', 'picnic basket', 'checkered blanket', 'trees'],
    people: [2, 7],
  },
  {
    name: 'camping',
    titles: [
      'Campfire at dusk',
      'Pitching the tent',
      'Fishing off the dock',
      'Canoe on the lake',
      'Mountain trail hike',
    ],
    tags: ['camping', 'tent', 'campfire', 'fishing', 'canoe', 'mountains', 'forest'],
    people: [1, 6],
    events: ['Summer vacation'],
  },
  {
    name: 'fair',
    titles: [
      'Ferris wheel at the county fair',
      'Cotton candy at the fair',
      'Blue ribbon at the livestock show',
      'Midway games',
    ],
    tags: ['county fair', 'ferris wheel', 'cotton candy', 'carnival', 'midway', 'blue ribbon'],
    people: [1, 6],
    events: ['County fair'],
  },
  {
    name: 'new-car',
    titles: [
      'Proud owner with the new car',
      'Washing the car in the driveway',
      'Family car in front of the house',
      'Teen with first car',
    ],
    tags: ['car', 'driveway', 'chrome bumper', 'automobile', 'suburban street', 'garage'],
    people: [1, 4],
  },
  {
    name: 'baby',
    titles: [
      "Baby's first steps",
      'Newborn in the bassinet',
      'Bath time in the sink',
      'Mother and baby by the window',
    ],
    tags: ['baby', 'newborn', 'nursery', 'crib', 'toddler', 'bath time'],
    people: [1, 3],
    events: ['Baptism'],
  },
  {
    name: 'prom',
    titles: [
      'Prom night corsage',
      'Prom couple on the staircase',
      'Homecoming dance portrait',
      'Dressed up for the dance',
    ],
    tags: ['prom', 'corsage', 'tuxedo', 'gown', 'dance', 'staircase'],
    people: [2, 4],
    events: ['Prom night'],
  },
  {
    name: 'street',
    titles: [
      'Main Street on a Saturday',
      'Corner store on the block',
      'Kids playing stickball in the street',
      'Neighborhood block party',
    ],
    tags: ['street', 'storefront', 'neighborhood', 'sidewalk', 'block party', 'corner store'],
    people: [2, 14],
    events: ['Family reunion'],
  },
  {
    name: 'farm',
    titles: [
      'Harvest time on the farm',
      'Feeding the chickens',
      'Tractor in the field',
      'Barn raising',
      'Kids on the hay bales',
    ],
    tags: ['farm', 'barn', 'tractor', 'harvest', 'chickens', 'hay bales', 'rural'],
    people: [1, 6],
  },
  {
    name: 'diner',
    titles: [
      'Milkshakes at the diner',
      'Booth at the corner diner',
      'Soda fountain counter',
      'Sunday lunch out',
    ],
    tags: ['diner', 'milkshake', 'booth', 'soda fountain', 'jukebox', 'counter stools'],
    people: [1, 5],
  },
  {
    name: 'pool',
    titles: ['Cannonball into the pool', 'Poolside lounging', 'Swimming lessons', 'Neighborhood pool party'],
    tags: ['swimming pool', 'pool party', 'diving board', 'swimsuit', 'summer', 'inflatable'],
    people: [1, 8],
  },
  {
    name: 'snow',
    titles: ['Snow day sledding', 'Building a snowman', 'Shoveling the driveway', 'Snowball fight'],
    tags: ['snow', 'sled', 'snowman', 'winter', 'mittens', 'snow day'],
    people: [1, 5],
  },
  {
    name: 'halloween',
    titles: [
      'Trick-or-treat on the porch',
      'Carving jack-o-lanterns',
      'Homemade Halloween costumes',
      'Costume parade',
    ],
    tags: ['halloween', 'costume', 'jack-o-lantern', 'trick-or-treat', 'pumpkin', 'hand-me-down clothes'],
    people: [1, 6],
    events: ['Halloween'],
  },
  {
    name: 'dance',
    titles: [
      'Dancing in the rec room',
      'Living room dance party',
      'Records and dancing',
      'Cousins dancing at the reunion',
    ],
    tags: ['dancing', 'record player', 'party', 'wood paneled basement rec room', 'music'],
    people: [2, 10],
    events: ['New Year’s Eve', 'Family reunion'],
  },
  {
    name: 'workshop',
    titles: [
      'Grandpa in the workshop',
      'Fixing the bicycle in the garage',
      'Woodworking bench',
      'Tinkering with the radio',
    ],
    tags: ['workshop', 'garage', 'tools', 'workbench', 'bicycle', 'hobby'],
    people: [1, 3],
  },
  {
    name: 'office',
    titles: ['Office holiday party', 'Typing pool at work', 'Retirement send-off', 'Dad at his desk'],
    tags: ['office', 'typewriter', 'desk', 'coworkers', 'office party'],
    people: [1, 10],
    events: ['Retirement party'],
  },
  {
    name: 'ballgame',
    titles: ['Little League game', 'Backyard baseball', 'At the ballpark', 'Team photo after the game'],
    tags: ['baseball', 'little league', 'ballpark', 'uniform', 'sports', 'bleachers'],
    people: [1, 12],
  },
  {
    name: 'landscape',
    titles: [
      'View from the lookout',
      'The old homestead',
      'Lake at sunset',
      'Empty street at dawn',
      'Grandmother’s garden',
    ],
    tags: ['landscape', 'scenery', 'sunset', 'garden', 'house', 'empty room'],
    people: [0, 0],
  },
];

/** Details that date a photo: the props buyer searches for these. */
export const DECADE_TAGS: Record<string, readonly string[]> = {
  '1900s': ['victorian dress', 'horse and buggy', 'cabinet card'],
  '1910s': ['edwardian', 'tintype', 'parlor'],
  '1920s': ['flapper', 'model t', 'jazz age'],
  '1930s': ['depression era', 'radio set', 'cloche hat'],
  '1940s': ['victory garden', 'wartime', 'fedora'],
  '1950s': ['mid-century', 'sock hop', 'tail fins', 'poodle skirt'],
  '1960s': ['mod', 'beehive hairdo', 'transistor radio', 'space age'],
  '1970s': ['shag carpet', 'bell bottoms', 'wood paneling', 'avocado green appliances', 'polaroid'],
  '1980s': ['boombox', 'big hair', 'neon', 'cassette tapes', 'arcade'],
  '1990s': ['camcorder', 'flannel', 'disposable camera', 'dial-up era'],
  '2000s': ['flip phone', 'digital camera', 'low-rise jeans'],
  '2010s': ['smartphone', 'selfie', 'hipster'],
};

export const EVENTS = [
  'Christmas',
  'Thanksgiving',
  'Fourth of July',
  'Halloween',
  'Easter',
  'Birthday party',
  'Wedding',
  'Graduation',
  'Baptism',
  'Family reunion',
  'Summer vacation',
  'First day of school',
  'Prom night',
  'New Year’s Eve',
  'Hanukkah',
  'Diwali',
  'Lunar New Year',
  'Quinceañera',
  'Bar mitzvah',
  'County fair',
  'Moon landing watch party',
  'Bicentennial 1976',
  'World’s Fair',
  'Super Bowl Sunday',
  'Retirement party',
] as const;

export const EMOTIONS = [
  'joyful',
  'nostalgic',
  'candid',
  'playful',
  'serene',
  'proud',
  'tender',
  'celebratory',
  'pensive',
  'tired',
  'surprised',
  'loving',
] as const;

/** Age ranges that go with each age group, for face ages. */
export const AGE_RANGES: Record<(typeof AGE_GROUPS)[number], readonly [number, number]> = {
  Baby: [0, 2],
  Child: [3, 12],
  Teen: [13, 19],
  'Young adult': [20, 30],
  Adult: [31, 64],
  Senior: [65, 96],
};

export const DOMINANT_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'brown', 'grey'] as const;

export function peopleComposition(count: number): string {
  if (count === 0) return 'No people';
  if (count === 1) return 'Individual';
  if (count === 2) return 'Couple';
  if (count <= 4) return 'Small group';
  if (count <= 8) return 'Family';
  if (count <= 14) return 'Large group';
  return 'Crowd';
}

/** Synonym groups; the first word is what the others are a synonym of. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sofa', 'couch', 'settee'],
  ['car', 'automobile', 'auto'],
  ['child', 'kid', 'youngster'],
  ['mother', 'mom', 'mum'],
  ['father', 'dad', 'pop'],
  ['vacation', 'holiday'],
  ['snapshot', 'photo', 'picture'],
  ['refrigerator', 'fridge'],
  ['television', 'tv'],
  ['christmas', 'xmas'],
  ['grandmother', 'grandma', 'nana'],
  ['barbecue', 'bbq', 'cookout'],
  ['kitchen', 'cookhouse'],
  ['baby', 'infant', 'newborn'],
];

export const FIRST_NAMES = [
  'Ada',
  'Bernard',
  'Carmen',
  'Dolores',
  'Eugene',
  'Frances',
  'Gloria',
  'Harold',
  'Irene',
  'Jun',
  'Kwame',
  'Lucia',
  'Marvin',
  'Nadia',
  'Otis',
  'Priya',
  'Quentin',
  'Rosa',
  'Samuel',
  'Teresa',
  'Umberto',
  'Vera',
  'Walter',
  'Ximena',
  'Yusuf',
  'Zelda',
  'Agnes',
  'Benito',
  'Consuelo',
  'Desmond',
  'Esther',
  'Farid',
  'Greta',
  'Hiroshi',
  'Imelda',
  'Jasper',
  'Keiko',
  'Leroy',
  'Mabel',
  'Nikolai',
];

export const LAST_NAMES = [
  'Okafor',
  'Hartley',
  'Moreno',
  'Kowalski',
  'Tanaka',
  'Abernathy',
  'Delgado',
  'Fitzgerald',
  'Nakamura',
  'Oyelaran',
  'Petrakis',
  'Quinlan',
  'Rosenberg',
  'Sandoval',
  'Thibodeaux',
  'Underwood',
  'Vasquez',
  'Whitfield',
  'Yamamoto',
  'Zielinski',
  'Baptiste',
  'Castellano',
  'Dubois',
  'Eriksen',
  'Ferreira',
  'Gallagher',
  'Haddad',
  'Ibarra',
  'Jankowski',
  'Kapoor',
  'Lindqvist',
  'Mbeki',
  'Novak',
  "O'Rourke",
  'Pham',
  'Reyes',
  'Santoro',
  'Takahashi',
  'Villanueva',
  'Wojcik',
];

export const STOREFRONT_PATTERNS = [
  'The {last} Family Archive',
  '{last} Attic Finds',
  '{first} {last} Collection',
  'Shoebox of the {last}s',
  '{last} Family Slides',
  'Grandma {first}’s Albums',
  '{last} & Sons Photographs',
  'The {last} Home Movies Stills',
];
