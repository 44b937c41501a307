import { useState } from 'react';
import { REJECTION_NOTE_MAX } from '../../../../core/photo-studio';
import { REJECTION_REASONS, type RejectionReason } from '../../../../core/photo-workflow';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { Field, TextareaField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { Select } from '../../../components/Select';
import { errorDescription } from '../../../components/Toast';
import { useFocusRequest } from '../../../components/use-focus-request';

const REASON_OPTIONS = (Object.keys(REJECTION_REASONS) as RejectionReason[]).map((value) => ({
  value,
  label: REJECTION_REASONS[value],
}));

/**
 * Why a photo (or a selection) is rejected: a reason from the list, which the contributor reads,
 * and the reviewer's own words. The dialog stays open while the rejection is sent and shows why
 * it failed if it does.
 */
export function RejectDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel = 'Reject',
  onReject,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel?: string;
  onReject: (reason: RejectionReason, note: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState<RejectionReason | undefined>(undefined);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonFocus = useFocusRequest<HTMLButtonElement>();
  const reset = () => {
    setReason(undefined);
    setNote('');
    setError(null);
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const submit = async () => {
    if (!reason) {
      setError('Choose why the photo is rejected.');
      reasonFocus.request();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onReject(reason, note.trim());
      setBusy(false);
      reset();
      onClose();
    } catch (caught) {
      setBusy(false);
      setFailure(errorDescription(caught));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <Field label="Reason" error={error ?? undefined}>
          {(control) => (
            <div
              ref={(element) => {
                reasonFocus.ref.current = element?.querySelector('button') ?? null;
              }}
            >
              <Select<RejectionReason>
                {...control}
                value={reason}
                options={REASON_OPTIONS}
                placeholder="Choose a reason"
                onValueChange={(value) => {
                  setReason(value);
                  setError(null);
                }}
              />
            </div>
          )}
        </Field>
        <TextareaField
          label="Note to the contributor (optional)"
          hint={`What to change, in your own words (${REJECTION_NOTE_MAX.toLocaleString('en-US')} characters at most).`}
          value={note}
          maxLength={REJECTION_NOTE_MAX}
          rows={3}
          onValueChange={setNote}
        />
      </div>
    </Dialog>
  );
}
