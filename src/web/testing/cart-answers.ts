import { type CartAnswer, priceCart, type UnpricedCartLine } from '../../core/cart';
import type { LicenseType } from '../../core/pricing';

export interface TestCartLineOptions {
  license?: LicenseType;
  /** The photo's price in dollars. */
  price?: number;
  title?: string | null;
  /** False: the photo was withdrawn (photo_status no longer live). */
  available?: boolean;
  storefront?: string | null;
}

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The photo's uuid in cart fixtures (the same scheme as testPhotoRow). */
export const testPhotoUuid = (photoid: number) => uuid('00000000', photoid);

/** A cart row for component tests: photo `photoid` ("Kitchen N", $45), added at a time that keeps order. */
export function testCartLine(photoid: number, options: TestCartLineOptions = {}): UnpricedCartLine {
  return {
    id: uuid('cccccccc', photoid),
    photo_id: testPhotoUuid(photoid),
    license_type: options.license ?? 'background-dressing',
    quantity: 1,
    added_at: new Date(Date.UTC(2026, 0, 1, 0, 0, photoid)).toISOString(),
    photo: {
      id: testPhotoUuid(photoid),
      photoid,
      user_id: 'creator-1',
      title: options.title === undefined ? `Kitchen ${photoid}` : options.title,
      thumbnail_url: `/media/thumb/${photoid}.jpg`,
      preview_url: null,
      price: options.price ?? 45,
      photo_status: options.available === false ? 'hidden' : 'live',
      created_at: '2026-01-01T00:00:00.000Z',
      orientation: 'horizontal',
      storefront_name: options.storefront === undefined ? 'The Okafor family' : options.storefront,
      width: 600,
      height: 400,
    },
  };
}

/** The answer of `GET /api/cart` for these rows, priced as the server prices them (core/cart.ts). */
export function testCartAnswer(lines: readonly UnpricedCartLine[]): CartAnswer {
  return priceCart(lines);
}

/** `count` photos numbered 1…count, each at $45 with background dressing. */
export function testCartOf(count: number): CartAnswer {
  return testCartAnswer(Array.from({ length: count }, (_, index) => testCartLine(index + 1)));
}
