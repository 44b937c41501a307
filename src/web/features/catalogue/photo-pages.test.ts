import { describe, expect, it } from 'vitest';
import type { PhotoRow } from '../../../core/photo-row';
import { testPhotoRow } from '../../testing/photo-rows';
import {
  flattenPages,
  keptForTheGrid,
  nextOffset,
  pageSizeFor,
  totalIsEstimate,
  totalOf,
} from './photo-pages';
import { sessionSeed } from './random-seed';

const row = (id: number) => ({ id: `p${id}`, photoid: id }) as PhotoRow;
const page = (offset: number, count: number, total: number, limit = 75) => ({
  items: Array.from({ length: count }, (_, index) => row(offset + index + 1)),
  total,
  limit,
  offset,
});

describe('photo list paging (spec §9)', () => {
  it('pages 75 signed in, 24 for guests, 100 where a page asks for it', () => {
    expect(pageSizeFor(true)).toBe(75);
    expect(pageSizeFor(false)).toBe(24);
    expect(pageSizeFor(true, 100)).toBe(100);
    expect(pageSizeFor(false, 100)).toBe(24);
  });

  it('pages on while a full page returns, and stops at the total', () => {
    expect(nextOffset(page(0, 75, 300), true)).toBe(75);
    expect(nextOffset(page(225, 75, 300), true)).toBeUndefined();
    expect(nextOffset(page(75, 40, 300), true)).toBeUndefined();
  });

  it('keeps paging past an estimated total while pages are full', () => {
    expect(nextOffset({ ...page(1000, 75, 1050), total_is_estimate: true }, true)).toBe(1075);
  });

  it('never pages on for guests', () => {
    expect(nextOffset(page(0, 24, 300, 24), false)).toBeUndefined();
  });

  it('flattens pages without repeating a photo and reports the latest total', () => {
    const data = { pages: [page(0, 3, 10), page(2, 3, 12)], pageParams: [0, 2] };
    expect(flattenPages(data).map((photo) => photo.photoid)).toEqual([1, 2, 3, 4, 5]);
    expect(totalOf(data, 5)).toBe(12);
    expect(totalOf(undefined, 0)).toBe(0);
  });

  it('says an estimated total only while the list goes on, and what it held once it ends', () => {
    const estimated = (offset: number, count: number) => ({
      ...page(offset, count, 12_000),
      total_is_estimate: true,
    });
    const going = { pages: [estimated(0, 75)], pageParams: [0] };
    expect(totalOf(going, 75)).toBe(12_000);
    expect(totalIsEstimate(going)).toBe(true);
    // The estimate said 12,000; the list ended at 10,540: the grid says what the buyer saw.
    const ended = { pages: [estimated(0, 75), estimated(10_500, 40)], pageParams: [0, 10_500] };
    expect(totalOf(ended, 10_540)).toBe(10_540);
    expect(totalIsEstimate(ended)).toBe(false);
    expect(totalIsEstimate({ pages: [page(0, 75, 300)], pageParams: [0] })).toBe(false);
  });
});

describe('keptForTheGrid', () => {
  it('keeps what a grid card shows of each row and drops the rest (tags, places, people)', () => {
    const full = testPhotoRow(7, {
      tags: ['kitchen', 'formica'],
      location_country: 'India',
      event_names: ['Diwali'],
    });
    const kept = keptForTheGrid({ items: [full], total: 1, limit: 75, offset: 0 });
    expect(kept).toMatchObject({ total: 1, limit: 75, offset: 0 });
    expect(kept.items[0]).toEqual({
      id: full.id,
      photoid: 7,
      title: 'Kitchen 7',
      price: 45,
      thumbnail_url: '/media/thumb/7.jpg',
      preview_url: null,
      width: 600,
      height: 400,
      storefront_name: 'The Okafor family',
      event_names: ['Diwali'],
    });
  });
});

describe('sessionSeed', () => {
  it('keeps one seed per session', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    const first = sessionSeed(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(sessionSeed(storage)).toBe(first);
    items.set('backdrop:random-seed', '12345');
    expect(sessionSeed(storage)).toBe(12345);
  });
});
