import { foldText } from '../../../core/search-terms';
import type { SceneName } from './image-key';

/**
 * Which scene a photo's picture should show, read from the words of its title, tags and events:
 * each scene has cue phrases; a cue in the title counts 3, in a tag or an event name 2, and the
 * scene with the most wins (ties go to the scene listed first). A photo with no cue is a portrait
 * when it has people and a landscape when it has none. Decade details ("shag carpet", "wood
 * paneling") are no cue: they date a photo, they do not say where it was taken.
 */
const CUES: Readonly<Record<SceneName, readonly string[]>> = {
  wedding: ['wedding', 'bride', 'groom', 'bouquet', 'reception', 'church', 'first dance'],
  graduation: ['graduation', 'cap and gown', 'diploma', 'commencement'],
  birthday: ['birthday', 'candles', 'party hats', 'balloons', 'streamers'],
  christmas: ['christmas', 'stockings', 'tinsel', 'ornaments', 'mantel', 'decorating the tree'],
  thanksgiving: ['thanksgiving', 'turkey', 'pie', 'good china', 'family dinner'],
  halloween: ['halloween', 'costume', 'jack o lantern', 'trick or treat', 'pumpkin'],
  prom: ['prom', 'corsage', 'tuxedo', 'gown', 'homecoming'],
  kitchen: [
    'kitchen',
    'breakfast',
    'pancakes',
    'dishes',
    'baking',
    'refrigerator',
    'formica table',
    'linoleum floor',
    'home cooking',
  ],
  'living-room': ['living room', 'sofa', 'couch', 'television', 'armchair', 'lamp', 'reading'],
  backyard: ['backyard', 'barbecue', 'grill', 'cookout', 'lawn', 'sprinkler', 'picket fence', 'lawn chairs'],
  beach: ['beach', 'ocean', 'sand', 'sandcastle', 'boardwalk', 'surf'],
  'road-trip': [
    'road trip',
    'station wagon',
    'highway',
    'motel',
    'roadside',
    'overlook',
    'roadside attraction',
  ],
  school: [
    'school',
    'school bus',
    'backpack',
    'lunchbox',
    'classroom',
    'class picture',
    'first day of school',
  ],
  baby: ['baby', 'newborn', 'nursery', 'crib', 'toddler', 'bath time', 'bassinet', 'baptism'],
  diner: [
    'diner',
    'milkshake',
    'milkshakes',
    'booth',
    'soda fountain',
    'jukebox',
    'counter stools',
    'lunch out',
  ],
  pool: [
    'swimming pool',
    'pool party',
    'diving board',
    'cannonball',
    'poolside',
    'swimming lessons',
    'inflatable',
  ],
  snow: ['snow', 'sled', 'sledding', 'snowman', 'winter', 'mittens', 'snowball', 'snow day'],
  camping: ['camping', 'tent', 'campfire', 'fishing', 'canoe', 'mountains', 'forest', 'trail'],
  fair: ['county fair', 'fair', 'ferris wheel', 'cotton candy', 'carnival', 'midway', 'blue ribbon'],
  farm: ['farm', 'barn', 'tractor', 'harvest', 'chickens', 'hay bales', 'rural'],
  'new-car': ['car', 'automobile', 'driveway', 'chrome bumper', 'new car'],
  street: [
    'street',
    'storefront',
    'neighborhood',
    'sidewalk',
    'block party',
    'corner store',
    'main street',
    'stickball',
  ],
  dance: ['dancing', 'dance party', 'rec room', 'records', 'music', 'wood paneled basement rec room'],
  workshop: ['workshop', 'tools', 'workbench', 'bicycle', 'woodworking', 'tinkering', 'hobby', 'garage'],
  office: ['office', 'typewriter', 'desk', 'coworkers', 'office party', 'typing pool', 'retirement'],
  ballgame: [
    'baseball',
    'little league',
    'ballpark',
    'bleachers',
    'team photo',
    'ball game',
    'uniform',
    'sports',
  ],
  picnic: ['picnic', 'park', 'picnic basket', 'checkered blanket', 'park bench', 'lake'],
  portrait: [
    'portrait',
    'family portrait',
    'sunday best',
    'front steps',
    'posed',
    'three generations',
    'porch',
  ],
  landscape: ['landscape', 'scenery', 'sunset', 'view', 'lookout', 'homestead', 'empty'],
};

const SCENE_ORDER = Object.keys(CUES) as SceneName[];

export interface SceneWords {
  title: string;
  tags: readonly string[];
  events: readonly string[];
  peopleCount: number;
}

/** Lower case, no accents, punctuation as spaces, padded: " jack o lantern " finds a whole phrase. */
function words(text: string): string {
  return ` ${foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function cueIn(text: string, cue: string): boolean {
  return text.includes(` ${cue} `) || text.includes(` ${cue}s `);
}

export function sceneOf(photo: SceneWords): SceneName {
  const title = words(photo.title);
  const labels = [...photo.tags, ...photo.events].map(words);
  let best: SceneName | null = null;
  let bestScore = 0;
  for (const scene of SCENE_ORDER) {
    let score = 0;
    for (const cue of CUES[scene]) {
      if (cueIn(title, cue)) score += 3;
      for (const label of labels) if (cueIn(label, cue)) score += 2;
    }
    if (score > bestScore) {
      best = scene;
      bestScore = score;
    }
  }
  return best ?? (photo.peopleCount > 0 ? 'portrait' : 'landscape');
}
