import { Hono } from 'hono';
import { parseInsightsRange, utcDay } from '../../../core/search-insights';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../auth/guards';
import { AppError } from '../../errors';
import { searchInsightsDocs } from './search-insights.openapi';
import { searchInsights } from './search-insights.service';

/** `/api/admin/search-analytics` (issue 28 item 5): the search insights page's figures. */
export function searchInsightsRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/search-analytics', searchInsightsDocs.insights, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const today = utcDay(new Date());
      const parsed = parseInsightsRange({ from: c.req.query('from'), to: c.req.query('to') }, today);
      if (!parsed.ok) throw new AppError('INVALID', parsed.message);
      return c.json(await searchInsights(c.get('deps').handle, parsed.range));
    });
}
