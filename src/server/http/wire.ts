import type { JSONParsed } from 'hono/utils/types';

/** What a value becomes in a JSON answer (a Date becomes its ISO string), as `hc` types it for the web. */
export type Wire<T> = JSONParsed<T>;

/**
 * Compiles only when the JSON of what the server produces (`Server`, a row type the schema gives)
 * is what the web reads (`Web`, the type in src/core): where the two types must meet, so a column
 * renamed or retyped in the schema fails here. Use as `type _Check = WireMatches<Wire<Row>, CoreType>`.
 */
export type WireMatches<Server extends Web, Web> = Server;
