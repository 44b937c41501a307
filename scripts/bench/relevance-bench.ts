import { writeFile } from 'node:fs/promises';
import { searchParamsSchema } from '../../src/core/search-params';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openPglite } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDemoCatalogue } from '../../src/server/demo/seed-demo';
import { searchPhotos } from '../../src/server/features/photos/search.service';
import { contactSheet } from './contact-sheet';
import { JUDGED_QUERIES, type PhotoFacts } from './relevance-queries';

/**
 * `npm run bench -- relevance`: how well search answers a props buyer, on the demo catalogue
 * that `npm start` serves (3,000 photos, same seed, in a throw-away PGlite database). Each judged
 * query (relevance-queries.ts) is searched as a signed-in buyer's first page of 75; its relevant
 * photos come from the catalogue's metadata. Prints precision@10, recall@75 and the queries that
 * found nothing although relevant photos exist, with the issue's targets.
 */
const PAGE = 75;
const TOP = 10;

interface Row {
  q: string;
  kind: string;
  relevant: number;
  total: number;
  precision: number;
  recall: number;
}

/** Share of the first ten shown that are relevant; with nothing relevant, 1 only for no results. */
function precisionAt(shown: readonly boolean[], relevant: number): number {
  const top = shown.slice(0, TOP);
  if (top.length === 0) return relevant === 0 ? 1 : 0;
  return top.filter(Boolean).length / top.length;
}

function recallAt(shown: readonly boolean[], relevant: number): number {
  if (relevant === 0) return 1;
  return shown.filter(Boolean).length / Math.min(PAGE, relevant);
}

export async function benchRelevance(): Promise<void> {
  const handle = await openPglite(null);
  try {
    await runMigrations(handle);
    // As `npm start` seeds it (main.ts): the default 3,000 photos with the demo accounts.
    await seedDemoCatalogue(handle, { photos: 3000, demoAccounts: true });
    const photos = await handle.raw<PhotoFacts & { id: string }>(
      `select id, title, to_json(tags) as tags, to_json(event_names) as events,
              coalesce(location_city, '') as city, coalesce(location_state_province, '') as state,
              coalesce(location_country, '') as country, coalesce(decade_taken, '') as decade,
              coalesce(storefront_name, '') as creator
       from photos_details where photo_status = 'live'`,
    );
    const rows: Row[] = [];
    for (const judged of JUDGED_QUERIES) {
      const relevantIds = new Set(photos.filter(judged.relevant).map((photo) => photo.id));
      const result = await searchPhotos(
        handle,
        searchParamsSchema.parse({ q: judged.q, limit: String(PAGE) }),
        {
          signedIn: true,
          pageSize: PAGE,
          guestCap: PAGE,
        },
      );
      const shown = result.items.map((item) => relevantIds.has(item.id));
      rows.push({
        q: judged.q,
        kind: judged.kind,
        relevant: relevantIds.size,
        total: result.total,
        precision: precisionAt(shown, relevantIds.size),
        recall: recallAt(shown, relevantIds.size),
      });
    }
    report(rows, photos.length);
    await writeContactSheet(handle);
  } finally {
    await handle.close();
  }
}

/** Queries whose first 24 thumbnails the contact sheet shows, to see that pictures match words. */
const SHEET_QUERIES = ['kitchen', 'beach', 'wedding', 'birthday', 'christmas', 'graduation'] as const;
const SHEET_FILE = 'docs/contact-sheet.jpg';

/** The first 24 results of each sheet query, as a guest's first page shows them, on one sheet. */
async function writeContactSheet(handle: DatabaseHandle): Promise<void> {
  const rows = [];
  for (const q of SHEET_QUERIES) {
    const result = await searchPhotos(handle, searchParamsSchema.parse({ q, limit: '24' }), {
      signedIn: true,
      pageSize: 24,
      guestCap: 24,
    });
    const keys = result.items.map(
      (item) => /^\/media\/p\/([^/]+)\//.exec(item.thumbnail_url ?? '')?.[1] ?? '',
    );
    for (let row = 0; row * 8 < keys.length; row++)
      rows.push({ label: row === 0 ? q : '', keys: keys.slice(row * 8, row * 8 + 8) });
  }
  await writeFile(SHEET_FILE, await contactSheet(rows, 8));
  console.log(`\ncontact sheet of the first 24 results of ${SHEET_QUERIES.join(', ')}: ${SHEET_FILE}`);
}

function report(rows: readonly Row[], live: number): void {
  const fixed = (value: number) => value.toFixed(2);
  console.log(`\n${rows.length} judged queries over ${live} live demo photos\n`);
  console.log('| query | kind | relevant | found | precision@10 | recall@75 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| \`${row.q}\` | ${row.kind} | ${row.relevant} | ${row.total} | ${fixed(row.precision)} | ${fixed(row.recall)} |`,
    );
  }
  const mean = rows.reduce((sum, row) => sum + row.precision, 0) / rows.length;
  const broad = rows.filter((row) => row.relevant >= TOP);
  const worst = broad.reduce<Row | undefined>(
    (low, row) => (!low || row.precision < low.precision ? row : low),
    undefined,
  );
  const meanRecall = rows.reduce((sum, row) => sum + row.recall, 0) / rows.length;
  const empty = rows.filter((row) => row.total === 0 && row.relevant > 0);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(`\nprecision@10, mean: ${fixed(mean)} (target ≥ 0.90: ${verdict(mean >= 0.9)})`);
  console.log(
    `precision@10, lowest of the ${broad.length} queries with ≥ ${TOP} relevant photos: ${fixed(worst?.precision ?? 0)} for \`${worst?.q}\` (target ≥ 0.70: ${verdict((worst?.precision ?? 0) >= 0.7)})`,
  );
  console.log(`recall@75, mean: ${fixed(meanRecall)}`);
  console.log(
    `queries with relevant photos that found none: ${empty.length}${empty.length ? ` (${empty.map((row) => `\`${row.q}\``).join(', ')})` : ''} (target 0: ${verdict(empty.length === 0)})`,
  );
}
