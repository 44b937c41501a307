import { useState } from 'react';
import type { PhotoWorkflow, WorkflowMove } from '../../../../core/photo-studio';
import { PHOTO_STATUS_LABELS, type PhotoStatus, type RejectionReason } from '../../../../core/photo-workflow';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/Toast';
import { useMovePhoto } from '../api/studio';
import { RejectDialog } from './RejectDialog';

/** What each move changes, said before it is made. */
export function moveConsequence(to: PhotoStatus): string {
  switch (to) {
    case 'submitted':
      return 'It goes to the review queue. You cannot change it while it is reviewed.';
    case 'in_review':
      return 'It is marked as being reviewed; the contributor cannot change it meanwhile.';
    case 'approved':
      return 'It is approved. It goes on sale once it is published and its clearance file is cleared.';
    case 'live':
      return 'It appears in search and browse at once and can be licensed.';
    case 'withdrawn':
      return 'It leaves search and browse at once. Buyers who licensed it keep their downloads and certificates.';
    case 'draft':
      return 'It becomes a draft again: its details can be changed, then it can be submitted again.';
    default:
      return `It becomes ${PHOTO_STATUS_LABELS[to].toLowerCase()}.`;
  }
}

/** The moves the person may make on the photo: Reject asks for a reason, every other move for a confirmation. */
export function MoveButtons({ workflow }: { workflow: PhotoWorkflow }) {
  const move = useMovePhoto();
  const [asking, setAsking] = useState<WorkflowMove | null>(null);
  const name = workflow.title || `Photo #${workflow.photoid}`;
  if (workflow.moves.length === 0) return null;
  const make = async (to: PhotoStatus, extra: { reason?: RejectionReason; note?: string } = {}) => {
    await move.mutateAsync({ photoid: workflow.photoid, to, version: workflow.version, ...extra });
    notify.success(`${name}: ${PHOTO_STATUS_LABELS[to]}`);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {workflow.moves.map((option) => (
        <Button
          key={option.to}
          size="sm"
          variant={
            option.to === 'rejected' || option.to === 'withdrawn'
              ? 'danger'
              : option.to === 'draft'
                ? 'secondary'
                : 'primary'
          }
          onClick={() => setAsking(option)}
        >
          {option.label}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null && asking.to !== 'rejected'}
        onClose={() => setAsking(null)}
        title={`${asking?.label ?? ''}: “${name}”?`}
        confirmLabel={asking?.label ?? 'Confirm'}
        tone={asking?.to === 'withdrawn' ? 'danger' : 'primary'}
        onConfirm={() => make(asking?.to ?? workflow.status)}
      >
        <p>{asking ? moveConsequence(asking.to) : ''}</p>
      </ConfirmDialog>
      <RejectDialog
        open={asking?.to === 'rejected'}
        onClose={() => setAsking(null)}
        title={`Reject “${name}”?`}
        description="The contributor reads the reason and your note, and can change the photo and send it again."
        onReject={(reason, note) => make('rejected', note ? { reason, note } : { reason })}
      />
    </div>
  );
}
