import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { AppError } from '../errors';

/**
 * A JSON body checked by `schema`: a bad body is a 400 whose message is the first problem's
 * (the spec's wording lives in the schemas), with that message under its field for forms.
 */
export function validJson<Schema extends ZodType>(schema: Schema, fallback = 'Invalid input') {
  return zValidator('json', schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? fallback;
      throw new AppError('INVALID', message, { [String(issue?.path[0] ?? 'body')]: message });
    }
  });
}
