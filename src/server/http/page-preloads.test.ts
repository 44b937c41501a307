import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_MODULES, PAGE_MODULES, pageScripts, patternMatches } from './page-preloads';

const manifest = {
  'main.tsx': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_schemas-c3.js': { file: 'assets/schemas-c3.js', imports: ['_react-b2.js'] },
  '_Grid-d4.js': { file: 'assets/Grid-d4.js', imports: ['_schemas-c3.js'] },
  'features/catalogue/SearchPage.tsx': {
    file: 'assets/SearchPage-e5.js',
    imports: ['_react-b2.js', '_Grid-d4.js'],
  },
  'features/photo-detail/PhotoDetailPage.tsx': {
    file: 'assets/PhotoDetailPage-f6.js',
    imports: ['_Grid-d4.js'],
  },
  'layout/MemberPhotoActions.tsx': { file: 'assets/MemberPhotoActions-g7.js', imports: ['_react-b2.js'] },
};

describe('patternMatches', () => {
  it('matches a route pattern segment by segment, a :param taking any one', () => {
    expect(patternMatches('/search', '/search')).toBe(true);
    expect(patternMatches('/search', '/search/')).toBe(true);
    expect(patternMatches('/photo/:photoid', '/photo/12')).toBe(true);
    expect(patternMatches('/photo/:photoid', '/photo/')).toBe(false);
    expect(patternMatches('/photo/:photoid', '/photo/12/more')).toBe(false);
    expect(patternMatches('/', '/')).toBe(true);
    expect(patternMatches('/', '/search')).toBe(false);
  });
});

describe('pageScripts', () => {
  it("names a page's chunk and what it imports, without what the entry already loads", () => {
    expect(pageScripts(manifest, '/search', false)).toEqual([
      '/assets/SearchPage-e5.js',
      '/assets/Grid-d4.js',
      '/assets/schemas-c3.js',
    ]);
  });

  it('leaves members-only pages to members, and unknown pages and manifests alone', () => {
    expect(pageScripts(manifest, '/photo/12', false)).toEqual([]);
    expect(pageScripts(manifest, '/photo/12', true)).toContain('/assets/PhotoDetailPage-f6.js');
    expect(pageScripts(manifest, '/no/such/page', false)).toEqual([]);
    expect(pageScripts({}, '/search', true)).toEqual([]);
  });

  it("adds, for members only, the code of a member's every page (the cart, licences, wishlists)", () => {
    expect(pageScripts(manifest, '/search', true)).toEqual([
      '/assets/SearchPage-e5.js',
      '/assets/Grid-d4.js',
      '/assets/schemas-c3.js',
      '/assets/MemberPhotoActions-g7.js',
    ]);
    expect(pageScripts(manifest, '/no/such/page', true)).toEqual(['/assets/MemberPhotoActions-g7.js']);
    expect(pageScripts(manifest, '/no/such/page', false)).toEqual([]);
  });

  it('names modules the web app has (a renamed page must be renamed here too)', () => {
    for (const module of MEMBER_MODULES) expect(existsSync(path.join('src/web', module)), module).toBe(true);
    for (const [, module] of PAGE_MODULES) {
      expect(existsSync(path.join('src/web', module)), module).toBe(true);
    }
  });
});
