import { apiDocs } from '../../http/openapi';

const doc = apiDocs('Site');

/** Banner and hero images (site.routes.ts). */
export const siteDocs = {
  banner: doc({
    summary: 'The active site banner',
    answer: 'The banner (its HTML sanitised).',
    alsoAnswers: { 204: 'No banner is active.' },
  }),
  backgrounds: doc({
    summary: 'Home page background images',
    answer: '`{ images, complete }`: the backgrounds already drawn; `complete` once all are.',
  }),
};
