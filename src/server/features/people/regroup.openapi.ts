import { apiDocs, type RouteDoc } from '../../http/openapi';

const admin = apiDocs('Admin');

const stateSchema = {
  type: 'object',
  required: ['state', 'lastFinishedAt', 'lastError'],
  properties: {
    state: { type: 'string', enum: ['idle', 'queued', 'running'] },
    lastFinishedAt: { type: ['string', 'null'], format: 'date-time' },
    lastError: { type: ['string', 'null'] },
  },
} as const;

/**
 * RouteDoc's success statuses do not list 202 (http/openapi.ts); the operation it builds writes
 * whatever status it is given, so the request's answer is documented as it is.
 */
const accepted = (doc: Omit<RouteDoc, 'status'>): RouteDoc => ({ ...doc, status: 202 as 200 });

/** The regroup routes (regroup.routes.ts). */
export const regroupDocs = {
  start: admin(
    accepted({
      summary: 'Group every face into people again',
      description:
        'Queues the full clustering (job `cluster-faces`). A request while one is queued or running queues nothing more.',
      answer: 'Queued: `{ queued: true }`.',
      schema: {
        type: 'object',
        required: ['queued'],
        properties: { queued: { type: 'boolean', const: true } },
      },
    }),
  ),
  state: admin({
    summary: 'Where the full clustering is',
    answer: 'Whether it is idle, queued or running, when it last finished and the error it last ended with.',
    schema: stateSchema,
  }),
};
