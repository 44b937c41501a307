import { describe, expect, it } from 'vitest';
import { answerKey } from './page-answers';

describe('answerKey', () => {
  it('spells an address the same whatever the order of its parameters', () => {
    expect(answerKey('/api/photos/search?q=kitchen&sort=relevance&limit=24&offset=0')).toBe(
      answerKey('http://localhost:3000/api/photos/search?offset=0&limit=24&sort=relevance&q=kitchen'),
    );
  });

  it('leaves out empty parameters and keeps the encoding of values', () => {
    expect(answerKey('/api/photos/search?q=1970s%20kitchen&decade=&sort=newest')).toBe(
      '/api/photos/search?q=1970s+kitchen&sort=newest',
    );
    expect(answerKey('/api/photos/439')).toBe('/api/photos/439');
  });

  it('tells different searches apart', () => {
    expect(answerKey('/api/photos/search?q=kitchen')).not.toBe(answerKey('/api/photos/search?q=kitchens'));
  });
});
