import { descriptionSchema, entityNameSchema } from '../../../../core/body-schemas';
import { z } from '../../../../core/zod';

/**
 * A wishlist's fields as its forms hold them, checked by the rules the server applies (spec §5
 * messages); the parsed name arrives normalised and the description trimmed.
 */
export const wishlistFormSchema = z.object({
  name: entityNameSchema,
  description: descriptionSchema,
  projectId: z.string().nullable(),
});

export type WishlistFormValues = z.input<typeof wishlistFormSchema>;
