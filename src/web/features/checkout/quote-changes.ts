import type { CartLine } from '../../../core/cart';
import type { CheckoutQuote } from '../../../core/checkout';
import { formatUsd, LICENSE_LABEL } from '../../../core/pricing';

/** The name a line goes by: its title, else its number. */
export function lineName(line: CartLine): string {
  return line.photo.title?.trim() || `Photo #${line.photo.photoid}`;
}

/** What differs between the quote the buyer saw and the one the server now holds. */
export interface QuoteChanges {
  /** Sentences, one per line that changed, in the order the new quote lists them. */
  lines: string[];
  /** "The total is now $X (it was $Y)." when it moved. */
  total: string | null;
}

/**
 * Compares two quotes line by line (a cart line keeps its id when its licence changes): lines
 * gone from the cart, withdrawn, added, repriced or relicensed, and the total. A price change
 * that only follows the volume discount is told by the total, not line by line.
 */
export function quoteChanges(before: CheckoutQuote, after: CheckoutQuote): QuoteChanges {
  const lines: string[] = [];
  const afterItems = new Map(after.items.map((line) => [line.id, line]));
  const afterWithdrawn = new Set(after.unavailable.map((line) => line.id));
  const beforeIds = new Set(before.items.map((line) => line.id));
  for (const line of before.items) {
    const now = afterItems.get(line.id);
    const name = `${lineName(line)} (#${line.photo.photoid})`;
    if (afterWithdrawn.has(line.id)) {
      lines.push(`${name} is no longer available and will not be charged.`);
    } else if (!now) {
      lines.push(`${name} was removed from your cart.`);
    } else {
      if (now.license_type !== line.license_type) {
        lines.push(
          `${name} is now licensed for ${LICENSE_LABEL[now.license_type].toLowerCase()} (it was ${LICENSE_LABEL[line.license_type].toLowerCase()}).`,
        );
      }
      if (now.price_cents !== line.price_cents && now.license_type === line.license_type) {
        lines.push(
          `${name} now costs ${formatUsd(now.price_cents)} (it was ${formatUsd(line.price_cents)}).`,
        );
      }
    }
  }
  for (const line of after.items) {
    if (!beforeIds.has(line.id)) {
      lines.push(
        `${lineName(line)} (#${line.photo.photoid}) was added, ${LICENSE_LABEL[line.license_type].toLowerCase()} at ${formatUsd(line.price_cents)}.`,
      );
    }
  }
  const was = before.summary.total_cents;
  const is = after.summary.total_cents;
  const total = was === is ? null : `The total is now ${formatUsd(is)} (it was ${formatUsd(was)}).`;
  return { lines, total };
}
