import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplateData } from '../../test/test-database';
import { openPglite, type PgliteHandle } from './client';
import { sqlState } from './database-error';
import { auditLog, searchSettings, synonyms } from './tables';

/**
 * The server runs PGlite on a thread of its own (pglite-thread.ts): the same statements must give
 * the same rows and the same errors there as in process, and its WebAssembly must leave the event
 * loop free while a statement runs.
 */
describe('PGlite on its own thread', () => {
  let threaded: PgliteHandle;
  let inProcess: PgliteHandle;
  beforeAll(async () => {
    const template = await pgliteTemplateData();
    [threaded, inProcess] = await Promise.all([
      openPglite(null, { loadDataDir: template, thread: true }),
      openPglite(null, { loadDataDir: template }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([threaded?.close(), inProcess?.close()]);
  });

  const LITERALS = `select 1::int as int, 9007199254740993::int8 as big, 12.50::numeric as price,
    'á'::text as text, null::text as nothing, '{"a":[1,2]}'::jsonb as json, array['x','y'] as words,
    '\\x0102ff'::bytea as bytes, '2024-02-29 10:00:00+00'::timestamptz as at, '2024-02-29'::date as day,
    '1 day'::interval as span, array['2024-01-01'::date] as days, true as yes`;

  it('answers raw statements and the builder with the same rows as in process', async () => {
    expect(await threaded.raw(LITERALS)).toEqual(await inProcess.raw(LITERALS));
    // Through Drizzle, times stay PostgreSQL's text (its parsers), on the thread as in process.
    const rowsViaBuilder = async (handle: PgliteHandle) =>
      ((await handle.db.execute(sql.raw(LITERALS))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const viaBuilder = { rows: await rowsViaBuilder(threaded) };
    expect(viaBuilder.rows).toEqual(await rowsViaBuilder(inProcess));
    expect(viaBuilder.rows[0]).toMatchObject({ at: '2024-02-29 10:00:00+00', day: '2024-02-29' });

    for (const handle of [threaded, inProcess]) {
      await handle.db.insert(synonyms).values([
        { term: 'Tele', synonymOf: 'television' },
        { term: 'TV', synonymOf: 'television' },
      ]);
      await handle.db.insert(searchSettings).values({ settings: { boost: 2 } });
    }
    const read = (handle: PgliteHandle) =>
      Promise.all([
        handle.db.select({ term: synonyms.term }).from(synonyms).orderBy(asc(synonyms.term)),
        handle.db.query.searchSettings.findFirst({ columns: { settings: true, version: true } }),
        handle.db.update(synonyms).set({ synonymOf: 'tv set' }).where(eq(synonyms.term, 'TV')).returning(),
      ]);
    const [terms, settings, updated] = await read(threaded);
    expect(terms).toEqual([{ term: 'TV' }, { term: 'Tele' }]);
    expect(settings).toEqual({ settings: { boost: 2 }, version: 1 });
    expect(updated).toHaveLength(1);
    expect(await read(inProcess)).toEqual([terms, settings, [{ ...updated[0], id: expect.any(String) }]]);
  });

  it('keeps a transaction whole: committed when it ends, rolled back when it throws', async () => {
    const row = (action: string) => ({
      actorEmail: 'admin@example.com',
      action,
      entityType: 'test',
      entityId: '1',
      summary: action,
    });
    await threaded.transaction(async (tx) => {
      await tx.insert(auditLog).values(row('kept'));
      // A nested transaction is a savepoint: its failure undoes only its own rows.
      await tx
        .transaction(async (inner) => {
          await inner.insert(auditLog).values(row('inner'));
          throw new Error('undo the inner one');
        })
        .catch(() => {});
    });
    await expect(
      threaded.transaction(async (tx) => {
        await tx.insert(auditLog).values(row('dropped'));
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    const actions = await threaded.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions).toEqual([{ action: 'kept' }]);
  });

  it('fails a statement with PostgreSQL’s own code and message, and goes on serving', async () => {
    await threaded.db.insert(synonyms).values({ term: 'Pram', synonymOf: 'pushchair' });
    const duplicate = await threaded.db
      .insert(synonyms)
      .values({ term: 'pram', synonymOf: 'PUSHCHAIR' })
      .catch((error: unknown) => error);
    expect(sqlState(duplicate)).toBe('23505');
    const raw = await threaded
      .raw(`insert into synonyms (term, synonym_of) values ('PRAM', 'pushchair')`)
      .catch((error: unknown) => error);
    expect(raw).toMatchObject({ code: '23505', constraint: 'synonyms_pair_unique' });
    expect((raw as Error).message).toMatch(/duplicate key value violates unique constraint/);
    await expect(threaded.raw('select from nowhere')).rejects.toThrow(/relation "nowhere" does not exist/);
    // A parameter that cannot cross to the thread is refused here, and nothing waits for it.
    await expect(threaded.raw('select $1::text as t', [() => 'x'])).rejects.toThrow(/could not be cloned/);
    expect(await threaded.raw('select 2 as n')).toEqual([{ n: 2 }]);
  });

  it('leaves the event loop free while a statement runs', async () => {
    // About a second of work inside the database; timers on this thread keep firing meanwhile.
    const heavy = 'select count(*)::int as n from generate_series(1, 3000000) g where g % 7 = 0';
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    const [row] = await threaded.raw<{ n: number }>(heavy);
    const tookMs = performance.now() - started;
    clearInterval(timer);
    expect(row?.n).toBe(428571);
    // In process, the statement holds this thread and no timer fires until it ends.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(tookMs / 10 / 4));
    expect(ticks).toBeGreaterThan(3);
  });

  it('dumps its data directory, which opens elsewhere with the same rows', async () => {
    await threaded.db.insert(synonyms).values({ term: 'Wireless', synonymOf: 'radio' });
    const copy = await openPglite(null, { loadDataDir: await threaded.dumpDataDir() });
    try {
      expect(await copy.raw(`select synonym_of from synonyms where term = 'Wireless'`)).toEqual([
        { synonym_of: 'radio' },
      ]);
    } finally {
      await copy.close();
    }
  });

  it('refuses statements after it closed, with a clear reason', async () => {
    const closing = await openPglite(null, { loadDataDir: await pgliteTemplateData(), thread: true });
    await closing.close();
    await expect(closing.raw('select 1')).rejects.toThrow(/The embedded database stopped/);
  });

  it('says why it cannot open', async () => {
    await expect(
      openPglite(null, { loadDataDir: new Blob(['not a tarball']), thread: true }),
    ).rejects.toThrow(/PGlite failed to initialize/);
  });
});
