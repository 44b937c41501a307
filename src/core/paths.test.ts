import { describe, expect, it } from 'vitest';
import { paths, queryString } from './paths';

describe('paths', () => {
  it('holds the static routes of spec §2', () => {
    const statics = [
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/cookies',
      '/sitemap',
      '/license',
      '/pricing',
      '/photos',
      '/photos-fast',
      '/popular',
      '/new',
      '/search',
      '/search-test',
      '/auth',
      '/reset-password',
      '/profile',
      '/account',
      '/events',
      '/collections',
      '/wishlists',
      '/cart',
      '/checkout',
      '/checkout/success',
      '/my-purchases',
      '/contribute/describe',
      // issue 26: where a member with a storefront offers photos
      '/contribute',
      '/contribute/releases',
      '/contribute/photos',
    ];
    const registered = Object.values(paths)
      .filter((route) => route.kind === 'static')
      .map((route) => route.path);
    expect(registered).toEqual(statics);
  });

  it('holds the parameterised and admin routes of spec §2 and the dev mail page', () => {
    const all = Object.values(paths).map((route) => route.path);
    expect(all).toEqual(
      expect.arrayContaining([
        '/photo/:photoid',
        '/photo-uuid/:id',
        '/user/:id',
        '/wishlists/:id',
        '/shared-wishlist/:shareCode',
        '/collections/:id',
        '/orders/:id',
        '/taxonomy/:taxonomyType/:taxonomyId',
        '/admin/companies/:id',
        '/admin/events',
        '/admin/collections',
        '/admin/orders',
        '/admin/companies',
        '/admin/search-config',
        '/admin/search-analytics',
        '/admin/site-banner',
        '/admin/components',
        '/admin/styleguide',
        '/admin/payments',
        '/admin/people-aliases',
        '/admin/photos-faces',
        '/admin/auth-consolidation',
        '/dev/mail',
        '/auth/reset-password',
      ]),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds hrefs with encoded parameters', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.photo.href({ photoid: 42 })).toBe('/photo/42');
    expect(paths.sharedWishlist.href({ shareCode: 'a1b2c3d4e5' })).toBe('/shared-wishlist/a1b2c3d4e5');
    expect(paths.taxonomy.href({ taxonomyType: 'tag', taxonomyId: 'rock & roll/70s' })).toBe(
      '/taxonomy/tag/rock%20%26%20roll%2F70s',
    );
    expect(paths.adminCompany.href({ id: 'x' })).toBe('/admin/companies/x');
  });

  it('builds query strings with encodeURIComponent and skips empty values', () => {
    expect(paths.search.href({ q: 'kitchen 1970s' })).toBe('/search?q=kitchen%201970s');
    expect(paths.auth.href({ mode: 'login', returnUrl: '/photo/1?x=1' })).toBe(
      '/auth?mode=login&returnUrl=%2Fphoto%2F1%3Fx%3D1',
    );
    expect(paths.profile.href({ tab: 'wishlists' })).toBe('/profile?tab=wishlists');
    expect(paths.photo.href({ photoid: 7 }, { from: 'grid' })).toBe('/photo/7?from=grid');
    expect(queryString({ q: '', page: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
    expect(queryString({ page: 2 })).toBe('?page=2');
  });
});
