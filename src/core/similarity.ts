/**
 * Similar photos scoring, spec §9. Pure: the server fetches candidates (bulk 72 per query)
 * and keeps those scoring above the threshold, best first, 24 a page.
 */

export const SIMILARITY_THRESHOLD = 5;
export const SIMILAR_PAGE_SIZE = 24;
export const SIMILAR_BULK_FETCH = 72;

/** Words too general to say two photos are alike (weight 1). */
export const COMMON_TAGS: ReadonlySet<string> = new Set([
  'family',
  'people',
  'person',
  'photo',
  'photograph',
  'vintage',
  'old',
  'retro',
  'man',
  'woman',
  'men',
  'women',
  'child',
  'children',
  'kid',
  'kids',
  'home',
  'house',
  'indoor',
  'indoors',
  'outdoor',
  'outdoors',
  'portrait',
  'summer',
  'winter',
  'day',
  'fun',
  'happy',
  'group',
  'life',
  'memories',
]);

/**
 * spec §9 tag weights, checked in the spec's order: common words 1, longer than 15 characters
 * 5, longer than 10 characters 3, containing a space or hyphen 4, otherwise 2.
 */
export function tagWeight(tag: string): number {
  const normalised = tag.trim().toLowerCase();
  if (COMMON_TAGS.has(normalised)) return 1;
  if (normalised.length > 15) return 5;
  if (normalised.length > 10) return 3;
  if (/[\s-]/.test(normalised)) return 4;
  return 2;
}

/** A tag that says something particular about a photo (long or multi-word). */
export function isSpecificTag(tag: string): boolean {
  return tagWeight(tag) >= 3;
}

export interface SimilarityFeatures {
  tags: readonly string[];
  people_composition: string | null;
  decade_taken: string | null;
  image_style: string | null;
  ethnicities: readonly string[];
}

export interface SimilarityBreakdown {
  score: number;
  sharedTags: string[];
}

const lower = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase()));

/**
 * Scores `candidate` against `current` (spec §9): 2^weight per shared tag; +20 per shared
 * specific tag when more than one is shared; +3 same people composition; +2 same decade; +2
 * same image style; +2 per shared ethnicity; +3 per synonym group both photos touch with
 * different words.
 */
export function similarityScore(
  current: SimilarityFeatures,
  candidate: SimilarityFeatures,
  synonymGroups: readonly (readonly string[])[] = [],
): SimilarityBreakdown {
  const currentTags = lower(current.tags);
  const candidateTags = lower(candidate.tags);
  const sharedTags = [...currentTags].filter((tag) => candidateTags.has(tag));
  let score = sharedTags.reduce((sum, tag) => sum + 2 ** tagWeight(tag), 0);
  const specific = sharedTags.filter(isSpecificTag);
  if (specific.length > 1) score += 20 * specific.length;
  if (current.people_composition && current.people_composition === candidate.people_composition) score += 3;
  if (current.decade_taken && current.decade_taken === candidate.decade_taken) score += 2;
  if (current.image_style && current.image_style === candidate.image_style) score += 2;
  const candidateEthnicities = lower(candidate.ethnicities);
  score += 2 * [...lower(current.ethnicities)].filter((value) => candidateEthnicities.has(value)).length;
  for (const group of synonymGroups) {
    const words = lower(group);
    const mine = [...currentTags].filter((tag) => words.has(tag));
    const theirs = [...candidateTags].filter((tag) => words.has(tag));
    // A shared word already scored as a tag; the group adds when the words differ (sofa ~ couch).
    if (mine.length > 0 && theirs.some((tag) => !mine.includes(tag))) score += 3;
  }
  return { score, sharedTags };
}
