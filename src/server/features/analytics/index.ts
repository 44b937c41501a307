/** Click and search tracking (issue 28): what other features and the server's start may use. */
export {
  AGGREGATE_CLICKS,
  type AggregateResult,
  aggregateClicks,
  unprocessedCount,
} from './aggregate-clicks';
export { analyticsAdminRoutes, trackingRoutes } from './analytics.routes';
export {
  type ClickBuffer,
  clickBufferOf,
  createClickBuffer,
  flushClickEvents,
  stopClickEvents,
} from './click-buffer';
export { maintainClickPartitions } from './partitions';
export { type AnalyticsSchedule, startAnalyticsSchedule } from './schedule';
