import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { ownerOf } from '../../auth/owner';
import { AppError } from '../../errors';
import { validJson } from '../../http/valid-json';
import { accountSettings, closeAccount, savePassword, signOutEverywhere } from './account-settings.service';
import { getProfile, profileChangesSchema, upsertProfile, viewerOf } from './profile.service';

const passwordBody = z
  .object({
    current_password: z.string().max(128).optional(),
    new_password: z
      .string({ error: 'Enter a new password' })
      .max(128, 'Password must be at most 128 characters'),
  })
  .strict();

/** Closing an account is confirmed by typing its e-mail address. */
const closeBody = z
  .object({ confirm_email: z.string({ error: 'Type your e-mail address to confirm' }) })
  .strict();

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
    })
    .get('/account', requireUser, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await accountSettings(c.get('deps').handle, ownerOf(c)));
    })
    .post('/account/password', requireUser, validJson(passwordBody), async (c) => {
      const { handle, auth } = c.get('deps');
      const { has_password } = await accountSettings(handle, ownerOf(c));
      const saved = await savePassword(auth, c.req.raw.headers, c.req.valid('json'), has_password);
      // A change signs out the other browsers and gives this one a new session cookie.
      for (const cookie of saved.headers?.getSetCookie() ?? [])
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ has_password: true });
    })
    .post('/account/sign-out-everywhere', requireUser, async (c) => {
      return c.json({ signed_out: await signOutEverywhere(c.get('deps').handle, ownerOf(c)) });
    })
    .delete('/account', requireUser, validJson(closeBody), async (c) => {
      const session = c.get('session');
      if (c.req.valid('json').confirm_email.trim().toLowerCase() !== session.user.email.toLowerCase())
        throw new AppError('INVALID', 'Type your e-mail address to confirm', {
          confirm_email: 'Type your e-mail address to confirm',
        });
      await closeAccount(c.get('deps').handle, ownerOf(c));
      return c.json({ closed: true });
    });
}
