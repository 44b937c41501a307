import { apiDocs } from '../../http/openapi';

/** GET /api/health (health.routes.ts). */
export const healthDocs = {
  health: apiDocs('Site')({
    summary: 'Health check',
    answer: '`{ status: "ok", database: "pglite" | "postgres", photos }`.',
    alsoAnswers: { 503: '`{ status: "draining", … }`: the process is shutting down; send it nothing new.' },
  }),
};
