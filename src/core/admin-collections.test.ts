import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MESSAGES,
  collectionState,
  collectionTitleProblem,
  parsePhotoNumbers,
} from './admin-collections';
import { EVENT_MESSAGES, eventNameProblem } from './admin-events';

describe('parsePhotoNumbers', () => {
  it('reads pasted numbers with or without #, separated by commas, semicolons or spaces, once each', () => {
    expect(parsePhotoNumbers('#1042, 1043  1044;#1042')).toEqual([1042, 1043, 1044]);
    expect(parsePhotoNumbers('')).toEqual([]);
  });
  it('refuses anything that is not a photo number', () => {
    for (const text of ['kitchen', '#0', '12a', '-4', '99999999999', '#'])
      expect(parsePhotoNumbers(text), text).toBeNull();
  });
});

describe('collectionState', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (publish_at: string | null, unpublish_at: string | null, is_published = true) =>
    collectionState({ is_published, publish_at, unpublish_at }, now);
  it('is live only when published and inside its window', () => {
    expect(at(null, null, false)).toBe('draft');
    expect(at(null, null)).toBe('live');
    expect(at('2026-06-02T00:00:00Z', null)).toBe('scheduled');
    expect(at('2026-05-01T00:00:00Z', '2026-06-01T12:00:00Z')).toBe('ended');
    expect(at('2026-05-01T00:00:00Z', '2026-07-01T00:00:00Z')).toBe('live');
  });
});

describe('names of events and collections (spec §5 shape)', () => {
  it('normalises, bounds and refuses text that does not display as typed', () => {
    expect(eventNameProblem('  Xmas   1975 ')).toBeNull();
    expect(eventNameProblem("Grandma's 80th")).toBeNull();
    expect(eventNameProblem(' ')).toBe(EVENT_MESSAGES.required);
    expect(eventNameProblem('x')).toBe(EVENT_MESSAGES.tooShort);
    expect(eventNameProblem('x'.repeat(100))).toBeNull();
    expect(eventNameProblem('x'.repeat(101))).toBe(EVENT_MESSAGES.tooLong);
    expect(eventNameProblem('Party\u2066')).toBe(EVENT_MESSAGES.invalid);
    expect(collectionTitleProblem('<i>Kitchens</i>')).toBe(COLLECTION_MESSAGES.invalid);
  });
});
