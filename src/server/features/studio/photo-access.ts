import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { isPhotoStatus, type PhotoStatus, type WorkflowActor } from '../../../core/photo-workflow';
import type { AppEnv } from '../../app-env';
import { isAdmin } from '../../auth/guards';
import type { Queryable } from '../../db/client';
import { photos } from '../../db/tables';
import { AppError } from '../../errors';

/** Who works on photos in the studio: an admin on any photo, a contributor on their own. */
export interface StudioActor {
  userId: string;
  email: string;
  role: WorkflowActor;
}

/** The studio actor of a request that passed requireUser. */
export function studioActor(c: Context<AppEnv>): StudioActor {
  const session = c.get('session');
  return {
    userId: session.user.id,
    email: session.user.email,
    role: isAdmin(session) ? 'admin' : 'contributor',
  };
}

export interface StudioPhoto {
  id: string;
  photoid: number;
  userId: string;
  status: PhotoStatus;
  version: number;
}

/**
 * The photo `photoid` if `actor` may work on it: any photo for an admin, their own for a
 * contributor. Another contributor's photo is 404, exactly like one that does not exist, so
 * nobody learns which numbers are taken. Pass a transaction and `forUpdate` to hold the row.
 */
export async function studioPhoto(
  db: Queryable,
  actor: StudioActor,
  photoid: number,
  options: { forUpdate?: boolean } = {},
): Promise<StudioPhoto> {
  if (!Number.isSafeInteger(photoid) || photoid < 1) throw new AppError('NOT_FOUND', 'Photo not found');
  const query = db
    .select({
      id: photos.id,
      photoid: photos.photoid,
      userId: photos.userId,
      status: photos.photoStatus,
      version: photos.version,
    })
    .from(photos)
    .where(eq(photos.photoid, photoid));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || (actor.role !== 'admin' && row.userId !== actor.userId) || !isPhotoStatus(row.status)) {
    throw new AppError('NOT_FOUND', 'Photo not found');
  }
  return { ...row, status: row.status };
}
