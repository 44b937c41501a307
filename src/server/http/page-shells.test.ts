import { describe, expect, it } from 'vitest';
import { HERO_HEADLINE } from '../../core/home-hero';
import { GRID_EAGER_PHOTOS, GRID_SPACING } from '../../core/justified-layout';
import { type PageShell, SERVED_SHELL_ELEMENT_ID, type ShellPhoto } from '../../core/served-shell';
import { withServedShell } from './page-shells';

const page = '<body>\n    <div id="root"><div>header bar</div></div>\n</body>';

const photo = (index: number, width = 1600, height = 1200): ShellPhoto => ({
  thumbnail_url: `/media/p/kitchen-${index}/thumb.webp`,
  preview_url: `/media/p/kitchen-${index}/preview.webp`,
  width,
  height,
});

const search = (
  photos: ShellPhoto[],
  guestCap: { shown: string; total: string } | null = null,
): PageShell => ({
  page: 'search',
  heading: 'Results for "kitchen"',
  photos,
  guestCap,
});

/** The `flex:` and `aspect-ratio:` of each drawn picture, row by row. */
function drawnRows(html: string): string[][] {
  return html
    .split('<div class="flex" style="gap:')
    .slice(1)
    .map((row) =>
      [...row.matchAll(/style="flex:([^;]+);aspect-ratio:([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`),
    );
}

describe('withServedShell', () => {
  const withScripts = `<head><script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="preload" as="image" href="/media/p/kitchen-0/thumb.webp" fetchpriority="high" /></head>${page}`;

  it("starts a search page's app after the first paint: no script is asked for before its pictures", () => {
    const served = withServedShell(withScripts, '/search', search([photo(0), photo(1)]));
    expect(served).not.toContain('src="/assets/index.js"');
    expect(served).not.toContain('rel="modulepreload"');
    expect(served).toContain(
      '<script type="module" src="/boot.js" data-app-entry="/assets/index.js" data-app-chunks="[&quot;/assets/react.js&quot;]"></script>',
    );
    expect(served).toContain('href="/media/p/kitchen-0/thumb.webp" fetchpriority="high"');
  });

  it("asks for the other drawn pages' scripts after their pictures, and leaves undrawn pages alone", () => {
    const home = withServedShell(withScripts, '/', null);
    expect(home).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(home).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
    );
    // No stand-in (a search the server did not answer, any other page): the app draws the page, its scripts come first.
    expect(withServedShell(withScripts, '/search', null)).toBe(withScripts);
    expect(withServedShell(withScripts, '/cart', null)).toBe(withScripts);
  });

  it('draws the home hero in the served home page, before the app root', () => {
    const served = withServedShell(page, '/', null);
    expect(served).toContain(`id="${SERVED_SHELL_ELEMENT_ID}" data-path="/" aria-hidden="true"`);
    expect(served).toContain(HERO_HEADLINE);
    expect(served).toContain('For film, television &amp; commercial productions');
    expect(served.indexOf(HERO_HEADLINE)).toBeLessThan(served.indexOf('<div id="root">'));
  });

  it('draws a search page`s title, guest banner and first rows on phones only', () => {
    const photos = Array.from({ length: 24 }, (_, index) => photo(index, index % 3 === 0 ? 900 : 1600, 1200));
    const served = withServedShell(page, '/search', search(photos, { shown: '24', total: '97' }));
    expect(served).toContain('data-path="/search"');
    expect(served).toContain('sm:hidden');
    expect(served).toContain('Results for &quot;kitchen&quot;');
    expect(served).toContain('You&#39;re viewing 24 of 97 results');
    const rows = drawnRows(served);
    const drawn = rows.flat().length;
    // Whole rows up to the last photo the page preloads, and no further row.
    expect(drawn).toBeGreaterThanOrEqual(GRID_EAGER_PHOTOS);
    expect(drawn - (rows.at(-1)?.length ?? 0)).toBeLessThan(GRID_EAGER_PHOTOS);
    expect(served).toContain(`gap:${GRID_SPACING.mobile}px`);
    // The first photo with the card's own files, so the preloaded thumbnail is the one drawn.
    expect(served).toContain(
      'src="/media/p/kitchen-0/thumb.webp" srcset="/media/p/kitchen-0/thumb.webp 300w',
    );
  });

  it('lays a search`s rows out as the app does at 380 px: each row`s widths fill it', () => {
    const photos = Array.from({ length: 12 }, (_, index) => photo(index));
    const rows = drawnRows(withServedShell(page, '/search', search(photos)));
    for (const row of rows) {
      const widths = row.map((item) => Number(item.split(' ')[0]));
      expect(widths.reduce((sum, width) => sum + width, 0) + GRID_SPACING.mobile * (row.length - 1)).toBe(
        380,
      );
    }
  });

  it('keeps a short last row at its sizes instead of stretching it', () => {
    const rows = drawnRows(withServedShell(page, '/search', search([photo(1, 1200, 1200)])));
    expect(rows).toEqual([['0 0 120px 120/120']]);
  });

  it('draws a photo page`s breadcrumb and preview where the page draws them', () => {
    const served = withServedShell(page, '/photo/439', {
      page: 'photo',
      title: 'Kitchen <1970s>',
      photo: photo(439, 1600, 2400),
    });
    expect(served).toContain('data-path="/photo/439"');
    expect(served).toContain('Kitchen &lt;1970s&gt;');
    expect(served).toContain(
      '<img src="/media/p/kitchen-439/preview.webp" alt="" width="1600" height="2400" class="h-auto w-full rounded-lg object-contain max-h-[85vh]" />',
    );
    expect(served).toContain('lg:grid-cols-[minmax(0,1fr)_24rem]');
  });

  it('leaves a page without a first answer, or with nothing to draw, as it is', () => {
    expect(withServedShell(page, '/search', null)).toBe(page);
    expect(withServedShell(page, '/search', search([]))).toBe(page);
    expect(withServedShell(page, '/photo/1', null)).toBe(page);
    expect(withServedShell(page, '/collections', null)).toBe(page);
  });
});
