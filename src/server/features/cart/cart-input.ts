import { z } from 'zod';
import { uuidSchema } from '../../../core/body-schemas';
import { DEFAULT_LICENSE, LICENSE_TYPES } from '../../../core/pricing';

/** The most photos one batch may add: a production's set list, not the catalogue. */
export const CART_BATCH_MAX = 200;

const photoId = uuidSchema('photo_id');
const licenseType = z.enum(LICENSE_TYPES, {
  error: `License type must be ${LICENSE_TYPES.join(' or ')}`,
});

/** POST /api/cart: one photo with its licence (spec §4: background-dressing unless chosen). */
export const cartAddSchema = z
  .object({ photo_id: photoId, license_type: licenseType.default(DEFAULT_LICENSE) })
  .strict();

/**
 * POST /api/cart/batch: spec §5, adding needs a non-empty list. `project_id` is the production the
 * photos are for (a wishlist's project): what the buyer holds for it is left out (issue 22).
 */
export const cartBatchSchema = z
  .object({
    project_id: uuidSchema('project_id').optional(),
    items: z
      .array(cartAddSchema, { error: 'Choose at least one photo' })
      .min(1, 'Choose at least one photo')
      .max(CART_BATCH_MAX, `At most ${CART_BATCH_MAX} photos can be added at once`),
  })
  .strict();

/** PATCH /api/cart/:id: the licence is the only thing a line changes. */
export const cartLicenseSchema = z.object({ license_type: licenseType }).strict();

export type CartAdd = z.infer<typeof cartAddSchema>;
