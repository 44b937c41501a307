import { describe, expect, it } from 'vitest';
import { defaultSort, readStoredSort, resolveSort, sortOptions, storeSort } from './sort';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('spec §4 sort options', () => {
  it('offers relevance only with a query (or on a tag page)', () => {
    expect(sortOptions(true)).toEqual(['relevance', 'newest', 'oldest', 'popular', 'random']);
    expect(sortOptions(false)).toEqual(['newest', 'oldest', 'popular', 'random']);
  });

  it('defaults to relevance with a query, else random', () => {
    expect(defaultSort(true)).toBe('relevance');
    expect(defaultSort(false)).toBe('random');
  });

  it('takes the URL first, then the remembered sort, then the default', () => {
    const available = sortOptions(true);
    expect(resolveSort({ requested: 'oldest', stored: 'newest', available, fallback: 'relevance' })).toBe(
      'oldest',
    );
    expect(resolveSort({ stored: 'newest', available, fallback: 'relevance' })).toBe('newest');
    expect(resolveSort({ stored: null, available, fallback: 'relevance' })).toBe('relevance');
  });

  it('falls back when the URL or the stored sort is relevance without a query', () => {
    const available = sortOptions(false);
    expect(resolveSort({ requested: 'relevance', available, fallback: 'random' })).toBe('random');
    expect(resolveSort({ stored: 'relevance', available, fallback: 'random' })).toBe('random');
    expect(resolveSort({ requested: 'relevance', stored: 'popular', available, fallback: 'random' })).toBe(
      'popular',
    );
  });

  it('remembers the chosen sort and ignores a stored value that is not a sort', () => {
    const storage = memoryStorage();
    expect(readStoredSort(storage)).toBeNull();
    storeSort('newest', storage);
    expect(readStoredSort(storage)).toBe('newest');
    storage.setItem('backdrop:search-sort', 'cheapest');
    expect(readStoredSort(storage)).toBeNull();
  });
});
