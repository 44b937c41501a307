import { Hono } from 'hono';
import { versionSchema } from '../../../core/banner-html';
import {
  DEFAULT_SEARCH_SETTINGS,
  SYNONYM_SORTS,
  searchSettingsSaveSchema,
  synonymEditSchema,
  synonymSchema,
} from '../../../core/search-settings';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { listQuery } from '../../http/list-query';
import { uuidParam } from '../../http/valid-id';
import { validJson } from '../../http/valid-json';
import { auditActor } from '../audit';
import { adminSearchDocs } from './admin-search.openapi';
import { getSearchSettings, saveSearchSettings } from './search-settings.service';
import { createSynonym, deleteSynonym, listSynonyms, previewSearch, updateSynonym } from './synonyms.service';

const NO_STORE = 'private, no-store';

/** `/api/admin/search-settings` and `/api/admin/synonyms` (issue 25 item 5). */
export function adminSearchRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/search-settings', adminSearchDocs.settings, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await getSearchSettings(c.get('deps').handle));
    })
    .put('/search-settings', adminSearchDocs.saveSettings, validJson(searchSettingsSaveSchema), async (c) => {
      const { settings, version } = c.req.valid('json');
      return c.json(await saveSearchSettings(c.get('deps').handle, auditActor(c), settings, version));
    })
    .post('/search-settings/reset', adminSearchDocs.resetSettings, validJson(versionSchema), async (c) => {
      const { version } = c.req.valid('json');
      const defaults = { ...DEFAULT_SEARCH_SETTINGS };
      return c.json(await saveSearchSettings(c.get('deps').handle, auditActor(c), defaults, version, true));
    })
    .get('/synonyms', adminSearchDocs.synonyms, async (c) => {
      c.header('Cache-Control', NO_STORE);
      const query = listQuery(c, SYNONYM_SORTS, { sort: 'term', dir: 'asc' });
      return c.json(await listSynonyms(c.get('deps').handle, query));
    })
    .get('/synonyms/preview', adminSearchDocs.preview, async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await previewSearch(c.get('deps').handle, c.req.query('q') ?? ''));
    })
    .post('/synonyms', adminSearchDocs.createSynonym, validJson(synonymSchema), async (c) => {
      return c.json(await createSynonym(c.get('deps').handle, auditActor(c), c.req.valid('json')), 201);
    })
    .put('/synonyms/:id', adminSearchDocs.updateSynonym, validJson(synonymEditSchema), async (c) => {
      const id = uuidParam('id', c.req.param('id'));
      const { was, ...pair } = c.req.valid('json');
      return c.json(await updateSynonym(c.get('deps').handle, auditActor(c), id, pair, was));
    })
    .delete('/synonyms/:id', adminSearchDocs.deleteSynonym, async (c) => {
      await deleteSynonym(c.get('deps').handle, auditActor(c), uuidParam('id', c.req.param('id')));
      return c.body(null, 204);
    });
}
