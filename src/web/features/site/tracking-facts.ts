/**
 * What the cookie and privacy pages promise about click and search tracking (issue 28 item 6),
 * in one place: the numbers follow the server (server/features/analytics and its config).
 */

/** Months the raw click and search rows are kept: the server's ANALYTICS_RETENTION_MONTHS default. */
export const ANALYTICS_RETENTION_MONTHS = 13;
/** How much of a browser's user agent the server keeps. */
export const USER_AGENT_KEPT_CHARS = 200;
/** The sessionStorage key of the visit's tracking id (web/features/analytics). */
export const TRACKING_SESSION_KEY = 'backdrop.tracking-session';
