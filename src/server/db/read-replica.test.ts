import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { lagOf, lsnValue, READ_REPLICA_DEFAULTS } from './read-replica';
import { READ_YOUR_WRITES_SECONDS } from './read-replica-routing';

describe('DATABASE_READ_URL', () => {
  it('refuses a read replica without a PostgreSQL primary, saying why and what to do', () => {
    const refused = (() => {
      try {
        loadConfig({ DATABASE_READ_URL: 'postgres://reader:secret@replica/backdrop' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).problems).toEqual([
      'Configuration error: DATABASE_READ_URL needs DATABASE_URL: a read replica copies a PostgreSQL primary, and the embedded database (PGlite) has none. Set DATABASE_URL to the primary, or unset DATABASE_READ_URL.',
    ]);
  });

  it('is read beside DATABASE_URL, and an empty one is unset', () => {
    const both = {
      DATABASE_URL: 'postgres://app@primary/backdrop',
      DATABASE_READ_URL: 'postgres://app@replica/backdrop',
    };
    expect(loadConfig(both).databaseReadUrl).toBe('postgres://app@replica/backdrop');
    expect(loadConfig({ DATABASE_READ_URL: '' }).databaseReadUrl).toBeUndefined();
  });
});

describe('replica lag', () => {
  it('reads WAL positions as numbers', () => {
    expect(lsnValue('0/3000000')).toBe(0x3000000n);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
  });

  it('is the age of the oldest primary position the replica has not replayed, and 0 when it has all', () => {
    const samples = [
      { at: 1_000, lsn: 100n },
      { at: 3_000, lsn: 200n },
      { at: 5_000, lsn: 200n },
    ];
    expect(lagOf(samples, 200n, 6_000)).toBe(0);
    expect(lagOf(samples, 150n, 6_000)).toBe(3_000);
    expect(lagOf(samples, 50n, 6_000)).toBe(5_000);
    // A quiet primary (the same position for a long time) is no lag.
    expect(lagOf([{ at: 0, lsn: 200n }], 200n, 3_600_000)).toBe(0);
  });

  it('keeps a replica in use within the read-your-writes window', () => {
    const { maxLagMs, checkEveryMs } = READ_REPLICA_DEFAULTS;
    expect(maxLagMs + 2 * checkEveryMs).toBeLessThanOrEqual(READ_YOUR_WRITES_SECONDS * 1000);
  });
});
