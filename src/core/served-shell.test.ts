import { describe, expect, it } from 'vitest';
import { GRID_EAGER_PHOTOS } from './justified-layout';
import { eagerPhotosLargestFirst, type ShellPhoto, shellGridLayout } from './served-shell';

function photo(name: string, width: number, height: number, thumbnail = true): ShellPhoto & { name: string } {
  return {
    name,
    thumbnail_url: thumbnail ? `/media/p/${name}/thumb.webp` : null,
    preview_url: null,
    width,
    height,
  };
}

describe("the served search page's first pictures", () => {
  // Three tall photos share a row; a wide one has a row of its own further down.
  const photos = [
    photo('tall-1', 800, 1600),
    photo('tall-2', 800, 1600),
    photo('tall-3', 800, 1600),
    photo('tall-4', 800, 1600),
    photo('tall-5', 800, 1600),
    photo('tall-6', 800, 1600),
    photo('wide-7', 3000, 1000),
    photo('tall-8', 800, 1600),
    photo('tall-9', 800, 1600),
  ];

  it('asks for the largest on a phone first, then the rest by size, never past the eager ones', () => {
    const order = eagerPhotosLargestFirst(photos).map((item) => item.name);
    expect(order).toHaveLength(GRID_EAGER_PHOTOS);
    expect(order[0]).toBe('wide-7');
    expect(order).not.toContain('tall-9');
    const { layout, photos: laidOut } = shellGridLayout(photos);
    const areaOf = (name: string) => {
      const box = layout.boxes[laidOut.findIndex((item) => item.name === name)];
      return box ? box.width * box.height : 0;
    };
    const areas = order.map(areaOf);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });

  it('skips photos without a picture, as the served rows do', () => {
    const order = eagerPhotosLargestFirst([photo('none', 3000, 1000, false), ...photos]).map(
      (item) => item.name,
    );
    expect(order).not.toContain('none');
    expect(order).toHaveLength(GRID_EAGER_PHOTOS);
  });
});
