import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { validJson } from '../../http/valid-json';
import { getProfile, profileChangesSchema, upsertProfile, viewerOf } from './profile.service';

/** The signed-in user's own account: who am I, and my profile (spec §7 Profiles). */
export function accountRoutes() {
  return new Hono<AppEnv>()
    .get('/me', requireUser, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await viewerOf(c.get('deps').handle, c.get('session')));
    })
    .get('/profile', requireUser, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ profile: await getProfile(c.get('deps').handle, c.get('session').user.id) });
    })
    .patch('/profile', requireUser, validJson(profileChangesSchema), async (c) => {
      const profile = await upsertProfile(
        c.get('deps').handle,
        c.get('session').user.id,
        c.req.valid('json'),
      );
      return c.json({ profile });
    });
}
