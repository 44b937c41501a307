import { REJECTION_REASONS, type RejectionReason } from '../../../../core/photo-workflow';

/** "Rejected: <reason>. <note>" as the contributor reads it. */
export function rejectionText(reason: RejectionReason | null, note: string | null): string {
  const why = reason ? REJECTION_REASONS[reason] : 'no reason given';
  return `Rejected: ${why}.${note ? ` ${note}` : ''}`;
}

/** Why a photo was rejected, stated plainly where the contributor looks first. */
export function RejectionNotice({ reason, note }: { reason: RejectionReason | null; note: string | null }) {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-950">
      <p className="font-medium">{rejectionText(reason, note)}</p>
      <p className="mt-1 text-sm">Change what the reviewer asked for, then submit the photo again.</p>
    </div>
  );
}
