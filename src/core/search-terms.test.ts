import { describe, expect, it } from 'vitest';
import { detectSearchMethod, isTrackableSearchTerm, normaliseSearchTerm } from './search-terms';

describe('detectSearchMethod (spec §5)', () => {
  it.each([
    ['"family kitchen"', 'exact'],
    ['kitchen "1970s', 'exact'],
    ['kitch*', 'fuzzy'],
    ['k?tchen', 'fuzzy'],
    ['"kitch*"', 'exact'],
    ['kitchen', 'partial'],
    ['car', 'partial'],
    ['  tv  ', 'fallback'],
    ['', 'fallback'],
    ['ab', 'fallback'],
  ] as const)('%j is %s', (term, method) => {
    expect(detectSearchMethod(term)).toBe(method);
  });
});

describe('isTrackableSearchTerm (spec §5)', () => {
  it.each(['', '   ', 'a', ' a ', 'aaaa', '....', '..'])('ignores %j', (term) => {
    expect(isTrackableSearchTerm(term)).toBe(false);
  });
  it.each(['tv', 'kitchen', '1970s', 'a.b', 'ab'])('tracks %j', (term) => {
    expect(isTrackableSearchTerm(term)).toBe(true);
  });
});

describe('normaliseSearchTerm', () => {
  it('collapses and trims white space', () => {
    expect(normaliseSearchTerm('  kitchen \n\t 1970s ')).toBe('kitchen 1970s');
  });
});
