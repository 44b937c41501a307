import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { AppError } from '../errors';
import { documentValidator } from './openapi';

/**
 * A JSON body checked by `schema`: a bad body is a 400 whose message is the first problem's
 * (the spec's wording lives in the schemas), with that message under its field for forms. The
 * API description shows the same schema as the route's request body (openapi.ts).
 */
export function validJson<Schema extends ZodType>(schema: Schema, fallback = 'Invalid input') {
  const validator = zValidator('json', schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? fallback;
      throw new AppError('INVALID', message, { [String(issue?.path[0] ?? 'body')]: message });
    }
  });
  return documentValidator(validator, 'json', schema);
}
