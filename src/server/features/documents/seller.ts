/**
 * Who sells the licences, as the invoice prints it: from configuration (SELLER_NAME,
 * SELLER_ADDRESS with lines separated by "|", SELLER_EMAIL), never a made-up address.
 */
export interface Seller {
  name: string;
  /** The postal address, one entry per line; empty when not configured. */
  address: readonly string[];
  email: string;
}
