/**
 * Leaving the app for another site (Stripe Checkout) is a full page load. Kept in an object so
 * component tests can watch it instead of navigating the test's window.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Where a payment provider sends the buyer back to, as a path of this app when it is one (the
 * router then goes there without reloading), else null.
 */
export function appPath(url: string, origin: string = window.location.origin): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : null;
  } catch {
    return null;
  }
}
