import type { Context } from 'hono';
import { isPublicStatus } from '../../../core/photo-workflow';
import type { AppEnv } from '../../app-env';
import { currentSession, isAdmin, sessionToken } from '../../auth/guards';
import type { DatabaseHandle } from '../../db/client';
import type { MediaAccess } from '../../media/media.routes';
import { createKeyStatus, photoKeyStatusLookup } from '../../media/used-keys';
import { heldLicences } from '../purchases';

/**
 * The media routes' access check (issue 26): the thumbnail and preview of a photo that is not
 * live are for admins, its contributor and buyers who hold a paid licence of it (a withdrawn photo
 * stays in their downloads); everyone else gets the 404 of a key nobody uses. A live photo's
 * images, and keys no photo uses (which the store refuses anyway), cost no session lookup.
 */
export function photoMediaAccess(handle: DatabaseHandle) {
  const keyStatus = createKeyStatus({ photosOfKey: photoKeyStatusLookup(handle) });
  return async (c: Context, key: string): Promise<MediaAccess> => {
    const photos = await keyStatus.photosOf(key);
    if (photos.length === 0 || photos.some((photo) => isPublicStatus(photo.status))) return 'public';
    const app = c as unknown as Context<AppEnv>;
    if (!sessionToken(app)) return 'hidden';
    const session = await currentSession(app);
    if (!session) return 'hidden';
    if (isAdmin(session) || photos.some((photo) => photo.userId === session.user.id)) return 'private';
    const held = await heldLicences(
      handle.db,
      session.user.id,
      photos.map((photo) => photo.id),
    );
    return held.length > 0 ? 'private' : 'hidden';
  };
}
