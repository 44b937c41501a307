import { describe, expect, it } from 'vitest';
import { describePhase } from './seed-phases';

describe('describePhase', () => {
  it('gives each step after the photos its own line with the time so far', () => {
    expect(describePhase({ phase: 'indexes', built: 0, total: 9 }, 170_400)).toBe(
      'Rebuilding 9 indexes (170.4 s)',
    );
    expect(
      describePhase({ phase: 'indexes', built: 3, total: 9, index: 'photos_search_vector_gin' }, 201_000),
    ).toBe('  index 3/9 built: photos_search_vector_gin (201.0 s)');
    expect(describePhase({ phase: 'extras' }, 240_000)).toBe(
      'Adding click analytics, the search lexicon, collections and demo orders (240.0 s)',
    );
    expect(describePhase({ phase: 'vacuum' }, 250_500)).toBe('Vacuuming and analysing the tables (250.5 s)');
  });
});
