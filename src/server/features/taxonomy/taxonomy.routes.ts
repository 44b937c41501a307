import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { searchParamsSchema } from '../../../core/search-params';
import type { AppEnv } from '../../app-env';
import { isSignedIn } from '../../auth/guards';
import { catalogueHandle } from '../../db/read-replica-routing';
import { AppError } from '../../errors';
import { documentValidator } from '../../http/openapi';
import { taxonomyDocs } from './taxonomy.openapi';
import { taxonomyPage, taxonomyPath } from './taxonomy.service';

/** The page's kind and id, checked before its query: a bad path is the problem named first. */
const validPath = validator('param', (param) => taxonomyPath(param.type ?? '', param.id ?? ''));

/** Each parameter's first value, as `c.req.query()` reads a repeated one. */
function firstOfEach(query: Record<string, string | string[]>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}

/**
 * The search parameters a taxonomy page takes, by the search's own rules; a bad one answers the
 * first problem's message alone (no form shows it under a field). A repeated parameter counts
 * once, by its first value, as the route read its query before it had a validator.
 */
const validQuery = documentValidator(
  zValidator(
    'query',
    searchParamsSchema,
    (result) => {
      if (!result.success)
        throw new AppError('INVALID', result.error.issues[0]?.message ?? 'Invalid parameters');
    },
    { validationFunction: (schema, query) => schema.safeParseAsync(firstOfEach(query)) },
  ),
  'query',
  searchParamsSchema,
);

export function taxonomyRoutes() {
  return new Hono<AppEnv>().get(
    '/taxonomy/:type/:id',
    taxonomyDocs.page,
    validPath,
    validQuery,
    async (c) => {
      const signedIn = await isSignedIn(c);
      const page = await taxonomyPage(
        catalogueHandle(c),
        { ...c.req.valid('param'), query: c.req.valid('query') },
        { signedIn, liveCount: c.get('liveCount'), tuning: c.get('deps').searchTuning },
      );
      // spec §9: taxonomy lookups fresh 10 minutes; guests share pages, members' are their own.
      c.header('Cache-Control', signedIn ? 'private, no-store' : 'public, max-age=300');
      c.header('Vary', 'Cookie');
      return c.json(page);
    },
  );
}
