import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../errors';
import { NOT_ALLOWED, nulPath } from './nul-bytes';
import { documentValidator } from './openapi';

export const NOT_JSON = 'The request body must be JSON (Content-Type: application/json).';

const JSON_MEDIA = /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Whether a request carries a body of another kind than JSON (hono's validator reads it as `{}`). */
async function sentButNotJson(c: Context): Promise<boolean> {
  if (JSON_MEDIA.test(c.req.header('Content-Type') ?? '')) return false;
  const text = await c.req.text().catch(() => '');
  return text.trim() !== '';
}

/**
 * A JSON body checked by `schema`: a bad body is a 400 whose message is the first problem's
 * (the spec's wording lives in the schemas), with that message under its field for forms. The
 * API description shows the same schema as the route's request body (openapi.ts).
 */
export function validJson<Schema extends ZodType>(schema: Schema, fallback = 'Invalid input') {
  const validator = zValidator('json', schema, async (result, c) => {
    // A body of another kind was read as no body at all ({}), so a form or plain text sent by
    // mistake answered 200 and changed nothing (issue 29 item 6).
    if (await sentButNotJson(c)) throw new AppError('INVALID', NOT_JSON, { body: NOT_JSON });
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = issue?.message ?? fallback;
      throw new AppError('INVALID', message, { [String(issue?.path[0] ?? 'body')]: message });
    }
    // The floor under every schema: a value it let through may still not hold a NUL, which
    // PostgreSQL cannot store (a field with its own rule has said so in its own words above).
    const nul = nulPath(result.data);
    if (nul) throw new AppError('INVALID', NOT_ALLOWED, { [nul[0] ?? 'body']: NOT_ALLOWED });
  });
  return documentValidator(validator, 'json', schema);
}
