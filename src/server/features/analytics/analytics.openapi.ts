import { BEACON_MAX_BYTES, MAX_EVENTS_PER_REQUEST, trackedSearchSchema } from '../../../core/analytics';
import { apiDocs } from '../../http/openapi';

const site = apiDocs('Site');
const admin = apiDocs('Admin');

/** Click and search tracking, and the back office's aggregation (analytics routes). */
export const analyticsDocs = {
  trackEvents: site({
    summary: 'Record clicks and views',
    description: `spec §9: \`{ events: [...] }\`, at most ${MAX_EVENTS_PER_REQUEST} events and ${(BEACON_MAX_BYTES * 2) / 1024} kB, as \`application/json\` or \`text/plain\` (a beacon). Invalid events are dropped and counted; robots' events are dropped; the user comes from the session, never the body. Events reach the database within seconds.`,
    status: 202,
    answer: '`{ accepted, rejected }`.',
    access: 'optional',
    body: {
      description:
        '`{ events: [{ event_type, entity_id, entity_type, taxonomy_type, session_id, referrer, metadata }] }`.',
      schema: { type: 'object', properties: { events: { type: 'array', items: { type: 'object' } } } },
    },
    errors: [400, 413, 429],
  }),
  trackSearch: site({
    summary: 'Record a search',
    description:
      'spec §5/§9: terms too short, one repeated character or only dots are ignored; the same search from the same session within 10 s is recorded once. No IP address is stored.',
    status: 202,
    answer: '`{ recorded }`: whether a new row was written.',
    access: 'optional',
    body: { description: 'One search as the browser saw it.', schema: trackedSearchSchema },
    errors: [400, 413, 429],
  }),
  aggregate: admin({
    summary: 'Fold waiting click events into the analytics now',
    description: 'Runs the aggregator (which also runs every minute) and answers what it did.',
    answer:
      '`{ events, entities, photos }`: events folded, analytics rows changed, photos whose popularity rose.',
  }),
  unprocessed: admin({
    summary: 'Click events of one entity still waiting for the aggregator',
    answer: '`{ unprocessed }`.',
    query: {
      entity_type: { description: 'photo, taxonomy or event.', required: true },
      entity_id: { description: 'The photo’s or event’s uuid, or the taxonomy value.', required: true },
    },
    errors: [400],
  }),
};
