import { describe, expect, it } from 'vitest';
import { decadeOf, editDistance, restOf } from './text-query';

describe('editDistance', () => {
  it.each([
    ['kitchen', 'kitchen', 0],
    ['kitchn', 'kitchen', 1],
    ['kitchne', 'kitchen', 1],
    ['barbeque', 'barbecue', 1],
    ['vacaton', 'vacation', 1],
    ['vacaton', 'station', 4],
    ['spaceship', 'space', 4],
    ['', 'cat', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('decadeOf', () => {
  it('reads spoken decades as the catalogue files them', () => {
    expect(decadeOf('70s')).toBe('1970s');
    expect(decadeOf('seventies')).toBe('1970s');
    expect(decadeOf('00s')).toBe('2000s');
    expect(decadeOf('10s')).toBe('2010s');
    expect(decadeOf('kitchen')).toBeNull();
    expect(decadeOf('1970s')).toBeNull();
  });
});

describe('restOf', () => {
  it('keeps what the words an entity does not cover still ask for', () => {
    const parts = [
      { word: 'summer', part: 'summer' },
      { word: 'vacation', part: 'vacation:*' },
      { word: 'beach', part: 'beach' },
    ];
    expect(restOf(parts, ['summer', 'vacation'])).toBe('beach');
    expect(restOf(parts.slice(0, 2), ['summer', 'vacation'])).toBeNull();
  });
});
