import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import {
  checkRoute,
  INVALID_ROUTE_TOAST,
  isPhotoId,
  isShareCode,
  isUuid,
  isValidRoute,
  pageWithOwnNotFound,
  photoPageKey,
  validatePhotoIdParam,
  validateShareCodeParam,
  validateTaxonomyIdParam,
  validateTaxonomyTypeParam,
  validateUuidParam,
} from './route-validity';

const UUID = '3f2b8c1e-5d4a-4b6f-9e21-0a1b2c3d4e5f';

describe('param validators (spec §5 messages)', () => {
  it('photoid: digits only, greater than 0', () => {
    expect(validatePhotoIdParam('42')).toEqual({ ok: true, value: '42' });
    expect(validatePhotoIdParam('007')).toEqual({ ok: true, value: '007' });
    expect(validatePhotoIdParam(undefined)).toEqual({ ok: false, message: 'Missing photoid parameter' });
    expect(validatePhotoIdParam('')).toEqual({ ok: false, message: 'Missing photoid parameter' });
    for (const bad of ['0', '000', '-1', '1.5', '1e3', 'abc', ' 1', '12a', UUID]) {
      expect(validatePhotoIdParam(bad)).toEqual({
        ok: false,
        message: 'Invalid photoid format - must be numeric',
      });
    }
  });

  it('uuid: 8-4-4-4-12 hex with version 1-5, the parameter named in the message', () => {
    expect(validateUuidParam('id', UUID)).toEqual({ ok: true, value: UUID });
    expect(validateUuidParam('id', UUID.toUpperCase()).ok).toBe(true);
    expect(validateUuidParam('userId', undefined)).toEqual({
      ok: false,
      message: 'Missing userId parameter',
    });
    expect(validateUuidParam('id', '')).toEqual({ ok: false, message: 'Missing id parameter' });
    const badUuids = [
      '3f2b8c1e-5d4a-0b6f-9e21-0a1b2c3d4e5f', // version 0
      '3f2b8c1e-5d4a-6b6f-9e21-0a1b2c3d4e5f', // version 6
      '3f2b8c1e5d4a4b6f9e210a1b2c3d4e5f', // no hyphens
      '3f2b8c1e-5d4a-4b6f-9e21-0a1b2c3d4e5', // short last group
      '3f2b8c1e-5d4a-4b6f-9e21-0a1b2c3d4e5fa', // long last group
      'gf2b8c1e-5d4a-4b6f-9e21-0a1b2c3d4e5f', // not hex
      '42',
    ];
    for (const bad of badUuids) {
      expect(validateUuidParam('id', bad)).toEqual({
        ok: false,
        message: 'Invalid id format - must be valid UUID',
      });
    }
    for (const version of ['1', '2', '3', '4', '5']) {
      expect(isUuid(`3f2b8c1e-5d4a-${version}b6f-9e21-0a1b2c3d4e5f`)).toBe(true);
    }
  });

  it('taxonomyType: the narrower route list with legacy names', () => {
    expect(validateTaxonomyTypeParam('tag')).toEqual({ ok: true, value: 'tag' });
    expect(validateTaxonomyTypeParam('location_state_province').ok).toBe(true);
    expect(validateTaxonomyTypeParam(undefined)).toEqual({
      ok: false,
      message: 'Missing taxonomyType parameter',
    });
    expect(validateTaxonomyTypeParam('')).toEqual({ ok: false, message: 'Missing taxonomyType parameter' });
    expect(validateTaxonomyTypeParam('planet')).toEqual({
      ok: false,
      message: 'Invalid taxonomyType - not a supported taxonomy',
    });
  });

  it('taxonomyId: present and not blank', () => {
    expect(validateTaxonomyIdParam('rock & roll')).toEqual({ ok: true, value: 'rock & roll' });
    expect(validateTaxonomyIdParam(undefined)).toEqual({
      ok: false,
      message: 'Missing taxonomyId parameter',
    });
    expect(validateTaxonomyIdParam('')).toEqual({ ok: false, message: 'Missing taxonomyId parameter' });
    expect(validateTaxonomyIdParam('  ')).toEqual({
      ok: false,
      message: 'Invalid taxonomyId - cannot be empty',
    });
  });

  it('shareCode: 10 lowercase hex characters', () => {
    expect(validateShareCodeParam('a1b2c3d4e5')).toEqual({ ok: true, value: 'a1b2c3d4e5' });
    expect(validateShareCodeParam(undefined)).toEqual({ ok: false, message: 'Missing shareCode parameter' });
    for (const bad of ['A1B2C3D4E5', 'a1b2c3d4e', 'a1b2c3d4e5f', 'g1b2c3d4e5']) {
      expect(isShareCode(bad)).toBe(false);
    }
  });
});

describe('checkRoute (spec §2)', () => {
  it('requires a path that starts with "/"', () => {
    expect(checkRoute(undefined)).toEqual({ valid: false, reason: 'Missing path' });
    expect(checkRoute(null)).toEqual({ valid: false, reason: 'Missing path' });
    expect(checkRoute('')).toEqual({ valid: false, reason: 'Missing path' });
    expect(checkRoute('about')).toEqual({ valid: false, reason: 'Path must start with "/"' });
    expect(checkRoute('https://example.com/about').valid).toBe(false);
  });

  it('accepts every static, admin and dev path of the registry', () => {
    for (const [name, route] of Object.entries(paths)) {
      if (route.path.includes(':')) continue;
      expect(checkRoute(route.path)).toEqual({ valid: true, name, params: {} });
    }
  });

  it.each([
    ['/photo/42', 'photo', { photoid: '42' }],
    [`/photo-uuid/${UUID}`, 'photoUuid', { id: UUID }],
    [`/user/${UUID}`, 'user', { id: UUID }],
    [`/wishlists/${UUID}`, 'wishlist', { id: UUID }],
    ['/shared-wishlist/0123456789', 'sharedWishlist', { shareCode: '0123456789' }],
    [`/collections/${UUID}`, 'collection', { id: UUID }],
    [`/orders/${UUID}`, 'order', { id: UUID }],
    [`/admin/companies/${UUID}`, 'adminCompany', { id: UUID }],
    [`/admin/orders/${UUID}`, 'adminOrder', { id: UUID }],
    [`/admin/collections/${UUID}`, 'adminCollection', { id: UUID }],
    ['/admin/payments/dashboard', 'adminPaymentDashboard', {}],
    ['/taxonomy/tag/kitchen', 'taxonomy', { taxonomyType: 'tag', taxonomyId: 'kitchen' }],
    [`/taxonomy/event/${UUID}`, 'taxonomy', { taxonomyType: 'event', taxonomyId: UUID }],
    ['/taxonomy/city/S%C3%A3o%20Paulo', 'taxonomy', { taxonomyType: 'city', taxonomyId: 'São Paulo' }],
    [
      '/taxonomy/location_country/Italy',
      'taxonomy',
      { taxonomyType: 'location_country', taxonomyId: 'Italy' },
    ],
    [
      '/taxonomy/tag/rock%20%26%20roll%2F70s',
      'taxonomy',
      { taxonomyType: 'tag', taxonomyId: 'rock & roll/70s' },
    ],
  ])('accepts %s as %s', (path, name, params) => {
    expect(checkRoute(path)).toEqual({ valid: true, name, params });
  });

  it('ignores the query string and hash, and tolerates one trailing slash', () => {
    expect(isValidRoute('/search?q=kitchen%201970s')).toBe(true);
    expect(isValidRoute('/auth?mode=login&returnUrl=%2Fcart')).toBe(true);
    expect(isValidRoute('/photo/42?tab=details#top')).toBe(true);
    expect(isValidRoute('/about#team')).toBe(true);
    expect(isValidRoute('/about/')).toBe(true);
    expect(isValidRoute('/photo/42/')).toBe(true);
    expect(isValidRoute('/?q=x')).toBe(true);
    expect(isValidRoute('/photo/abc?x=1')).toBe(false);
  });

  it('rejects trailing parts, unknown paths and double slashes', () => {
    for (const path of [
      '/photo/42/edit',
      '/about/team',
      '/about//',
      '/nope',
      '//about',
      '/photo//42',
      '/checkout/failure',
      '/taxonomy/tag',
      '/taxonomy/tag/kitchen/extra',
      '/admin',
      '/admin/unknown',
      '/About',
    ]) {
      expect(isValidRoute(path), path).toBe(false);
    }
    expect(checkRoute('/nope')).toEqual({ valid: false, reason: 'Unknown route' });
  });

  it.each([
    ['/photo/0', 'Invalid photoid format - must be numeric'],
    ['/photo/abc', 'Invalid photoid format - must be numeric'],
    ['/photo/-3', 'Invalid photoid format - must be numeric'],
    [`/photo/${UUID}`, 'Invalid photoid format - must be numeric'],
    ['/photo-uuid/42', 'Invalid id format - must be valid UUID'],
    ['/user/not-a-uuid', 'Invalid id format - must be valid UUID'],
    ['/wishlists/123', 'Invalid id format - must be valid UUID'],
    ['/collections/abc', 'Invalid id format - must be valid UUID'],
    ['/orders/abc', 'Invalid id format - must be valid UUID'],
    ['/admin/companies/abc', 'Invalid id format - must be valid UUID'],
    ['/admin/orders/BD-100042', 'Invalid id format - must be valid UUID'],
    ['/shared-wishlist/ABCDEF0123', 'Invalid shareCode format - must be 10 lowercase hex characters'],
    ['/shared-wishlist/abc', 'Invalid shareCode format - must be 10 lowercase hex characters'],
    ['/taxonomy/planet/mars', 'Invalid taxonomyType - not a supported taxonomy'],
    ['/taxonomy/tag/%20%20', 'Invalid taxonomyId - cannot be empty'],
    ['/taxonomy/tag/%E0%A4%A', 'Malformed taxonomyId parameter'],
  ])('rejects %s: %s', (path, reason) => {
    expect(checkRoute(path)).toEqual({ valid: false, reason });
  });

  it('names the photo pages, which answer a malformed key with "Photo Not Found" (issue 22)', () => {
    expect(pageWithOwnNotFound('/photo/abc')).toBe('photo');
    expect(pageWithOwnNotFound('/photo/0')).toBe('photo');
    expect(pageWithOwnNotFound('/photo/42/')).toBe('photo');
    expect(pageWithOwnNotFound('/photo-uuid/42?x=1')).toBe('photoUuid');
    for (const path of ['/photo/', '/photo', '/photo//', '/photo/42/edit', '/photos', '/user/abc', '/nope'])
      expect(pageWithOwnNotFound(path), path).toBeNull();
  });

  it('accepts every positive photoid and every href the registry builds for a taxonomy id', () => {
    fc.assert(fc.property(fc.integer({ min: 1 }), (id) => isValidRoute(paths.photo.href({ photoid: id }))));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (id) => {
          const check = checkRoute(paths.taxonomy.href({ taxonomyType: 'tag', taxonomyId: id }));
          return check.valid && check.params.taxonomyId === id;
        },
      ),
    );
    fc.assert(fc.property(fc.integer({ min: 1 }), (id) => isPhotoId(String(id))));
  });

  it('names the spec toast for invalid routes', () => {
    expect(INVALID_ROUTE_TOAST).toEqual({ title: 'Navigation Error', description: 'Invalid route path' });
  });
});

describe('photoPageKey', () => {
  it('names the photo of a photo page as its path spells it, and nothing for other paths', () => {
    expect(photoPageKey('/photo/439')).toBe('439');
    expect(photoPageKey(`/photo-uuid/${UUID.toUpperCase()}`)).toBe(UUID.toUpperCase());
    for (const path of [
      '/photo/abc',
      '/photo/0',
      '/photo/2147483648',
      '/photo-uuid/439',
      '/photo/1/more',
      '/search',
    ]) {
      expect(photoPageKey(path), path).toBeNull();
    }
  });
});
