import type { CartLine } from '../../../core/cart';
import { HELD_LICENCE_MESSAGES, licenceVerdict, refusalMessage } from '../../../core/held-licences';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { byPhoto, heldLicences } from '../purchases';

/**
 * Issue 22: an order never sells a licence the buyer holds for the production it is for. Run
 * inside the checkout's transaction, after the buyer's row is locked, so a payment settling
 * meanwhile cannot slip a second licence past it. A line of the same or a lesser licence held
 * for `projectId` is refused, and so is hero usage where background dressing is held for it
 * (that is the upgrade, for the difference). The same photo for another project passes.
 */
export async function refuseHeldLicences(
  db: Queryable,
  userId: string,
  projectId: string,
  lines: readonly Pick<CartLine, 'photo_id' | 'license_type' | 'photo'>[],
): Promise<void> {
  if (lines.length === 0) return;
  const held = byPhoto(
    await heldLicences(
      db,
      userId,
      lines.map((line) => line.photo_id),
    ),
  );
  const refused: string[] = [];
  for (const line of lines) {
    const verdict = licenceVerdict(held.get(line.photo_id) ?? [], projectId, line.license_type);
    if (verdict.kind === 'held')
      refused.push(HELD_LICENCE_MESSAGES.held(line.photo.photoid, verdict.held, line.license_type));
    else if (verdict.kind === 'upgrade')
      refused.push(HELD_LICENCE_MESSAGES.upgrade(line.photo.photoid, verdict.from));
  }
  if (refused.length > 0) throw new AppError('DUPLICATE', refusalMessage(refused));
}
