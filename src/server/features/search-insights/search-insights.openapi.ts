import { MAX_INSIGHTS_DAYS } from '../../../core/search-insights';
import { apiDocs } from '../../http/openapi';

const doc = apiDocs('Admin');
const day = (description: string) => ({ description, schema: { type: 'string', format: 'date' } });

/** Search insights (search-insights.routes.ts). */
export const searchInsightsDocs = {
  insights: doc({
    summary: 'Search insights over a range of days',
    description: `Days are UTC, both ends included, at most ${MAX_INSIGHTS_DAYS} of them. Terms are compared lower-cased and trimmed. A click-through is a search followed, in the same browser session, by a click on one of that term's results; a search leads to a cart line or an order when the same signed-in user then put the clicked photo in the cart or bought it in a paid order.`,
    answer:
      '`{ from, to, overall, per_day, methods, top_terms, zero_result_terms }`: searches and zero-result searches per day, searches per method, the most searched terms (average results, clicks, click-through rate), terms that found nothing (searches, last searched), and the range’s zero-result rate, click-through rate, average click position and conversions to a cart line and to an order.',
    query: {
      from: day('The first day (YYYY-MM-DD); 29 days before `to` when left out.'),
      to: day('The last day (YYYY-MM-DD); today when left out.'),
    },
    errors: [400],
  }),
};
