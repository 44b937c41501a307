import { apiDocs, type ParameterDoc } from '../../http/openapi';
import { listOf, photoPageSchema } from '../../http/openapi-schemas';

const doc = apiDocs('Catalogue');
const limit = (fallback: number): ParameterDoc => ({
  description: `How many (1–100, default ${fallback}).`,
  schema: { type: 'integer', minimum: 1, maximum: 100 },
});

/** Popular and trending lists (popular.routes.ts). */
export const popularDocs = {
  photos: doc({
    summary: 'Popular photos',
    description: 'Guests get at most the guest cap of photos, whatever they ask for.',
    answer: '`{ items, limit, offset }`: the most viewed photos.',
    schema: photoPageSchema,
    access: 'optional',
    query: { limit: limit(10) },
    errors: [400, 429],
  }),
  tags: doc({
    summary: 'Popular tags',
    answer: 'A list of tags, with `fallback` when there are too few clicks to rank them.',
    schema: listOf(),
    query: { limit: limit(20) },
    errors: [400, 429],
  }),
  trending: doc({
    summary: 'Trending searches and pages',
    answer: 'A list of 20 at most.',
    schema: listOf(),
    errors: [429],
  }),
};
