import { describe, expect, it } from 'vitest';
import { gridImageSizes, photoSourceSet } from './photo-sources';

const urls = { thumbnail_url: '/t.webp', preview_url: '/p.webp' };

describe('photoSourceSet', () => {
  it('gives landscape photos the full widths and portraits their narrower ones', () => {
    expect(photoSourceSet({ ...urls, width: 3000, height: 2000 })).toBe('/t.webp 400w, /p.webp 1200w');
    expect(photoSourceSet({ ...urls, width: 2400, height: 3200 })).toBe('/t.webp 300w, /p.webp 900w');
  });

  it('has no set without both files', () => {
    expect(photoSourceSet({ ...urls, preview_url: null, width: 1, height: 1 })).toBeUndefined();
  });
});

describe('gridImageSizes', () => {
  it("is the row height of each breakpoint times the photo's aspect", () => {
    expect(gridImageSizes({ width: 3000, height: 2000 })).toBe(
      '(min-width: 1024px) 300px, (min-width: 768px) 240px, 180px',
    );
    expect(gridImageSizes({ width: null, height: null })).toBe(
      '(min-width: 1024px) 300px, (min-width: 768px) 240px, 180px',
    );
  });
});
