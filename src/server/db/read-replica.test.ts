import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

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
