// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { photoNeighbours, rememberPhotoList } from './photo-list';

describe('photo list', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds the previous and next photo of the list the buyer came from', () => {
    rememberPhotoList([11, 22, 33]);
    expect(photoNeighbours(22)).toEqual({ previous: 11, next: 33 });
    expect(photoNeighbours(11)).toEqual({ previous: null, next: 22 });
    expect(photoNeighbours(33)).toEqual({ previous: 22, next: null });
  });

  it('knows nothing of a photo outside the list, or without a list', () => {
    expect(photoNeighbours(5)).toEqual({ previous: null, next: null });
    rememberPhotoList([1, 2]);
    expect(photoNeighbours(5)).toEqual({ previous: null, next: null });
  });

  it('keeps the part of a very long list around the opened photo', () => {
    const long = Array.from({ length: 5_000 }, (_, index) => index + 1);
    rememberPhotoList(long, 4_000);
    expect(photoNeighbours(4_000)).toEqual({ previous: 3_999, next: 4_001 });
  });
});
