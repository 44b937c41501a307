import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Whose rows a personal service reads or changes: always the session's user, never an id from
 * the request. Every service of a user's own things (cart, wishlists, projects, companies) takes
 * one and filters on it in SQL, so another user's id is simply not found.
 */
export interface Owner {
  userId: string;
}

/** The owner of a request that passed requireUser. */
export function ownerOf(c: Context<AppEnv>): Owner {
  return { userId: c.get('session').user.id };
}
