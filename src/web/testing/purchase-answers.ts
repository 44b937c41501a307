import type { Purchase } from '../../core/purchases';
import { testPhotoUuid } from './cart-answers';
import { testOrderId } from './checkout-answers';

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const testPurchaseId = (photoid: number) => uuid('0c000000', photoid);
export const testProjectId = (n: number) => uuid('d0000000', n);

/**
 * A purchase for component tests: photo `photoid` ("Kitchen N", background dressing, $45) of
 * order BD-100042 for "Night Shift", project "Season 2" of Acme Films, with `overrides`.
 */
export function testPurchase(photoid: number, overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: testPurchaseId(photoid),
    photo_id: testPhotoUuid(photoid),
    photoid,
    title: `Kitchen ${photoid}`,
    creator_name: 'The Okafor family',
    thumbnail_url: `/media/thumb/${photoid}.jpg`,
    license_type: 'background-dressing',
    price_cents: 4500,
    purchase_date: '2026-03-04T10:02:00.000Z',
    order_id: testOrderId(1),
    order_number: 'BD-100042',
    project_id: testProjectId(1),
    project_name: 'Season 2',
    production_title: 'Night Shift',
    company: 'Acme Films',
    refunded: false,
    // Background dressing held and not refunded can be upgraded to hero usage (4× $45).
    upgrade_price_cents: overrides.license_type === 'hero-usage' || overrides.refunded ? null : 18000,
    ...overrides,
  };
}

/** A purchase outside any order or project (a licence granted by hand, or from before orders). */
export function testLooseLicence(photoid: number, overrides: Partial<Purchase> = {}): Purchase {
  return testPurchase(photoid, {
    order_id: null,
    order_number: null,
    project_id: null,
    project_name: null,
    production_title: null,
    company: null,
    ...overrides,
  });
}
