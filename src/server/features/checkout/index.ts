/**
 * What other server features may use of checkout: reading any order (the back office) and
 * settling an order from its payment session (a retried provider event).
 */
export { readOrder } from './orders.service';
export { settleFromProvider } from './settle-order';
