import { z } from 'zod';
import { photoRowSchema } from '../../core/photo-row';
import type { JsonObject } from './openapi';

/**
 * Answer shapes the reference shows where src/core has no zod schema of its own: the list
 * envelope of ARCHITECTURE.md around what it lists. Request shapes never come from here: they are
 * the schemas the routes validate with.
 */
export function listOf(item: JsonObject = { type: 'object' }): JsonObject {
  return {
    type: 'object',
    required: ['items'],
    properties: {
      items: { type: 'array', items: item },
      total: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 0 },
      offset: { type: 'integer', minimum: 0 },
    },
  };
}

/** An object with one named member (`{ wishlist: {...} }`, `{ project: {...} }`). */
export function wrapped(name: string, description: string): JsonObject {
  return { type: 'object', required: [name], properties: { [name]: { type: 'object', description } } };
}

/** `{ id }`: what a deletion answers. */
export const deletedId: JsonObject = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
};

/** A page of catalogue photos (spec §3 field names), as searches, lists and similar photos answer. */
export const photoPageSchema = z.looseObject({
  items: z.array(photoRowSchema),
  total: z.number().int().optional(),
  limit: z.number().int().optional(),
  offset: z.number().int().optional(),
});
