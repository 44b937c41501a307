import { type ReactNode, useState } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';
import { FormAlert } from './FormAlert';
import { errorDescription } from './Toast';

interface ConfirmDialogProps {
  /** Open while set; closing calls `onClose`. */
  open: boolean;
  onClose: () => void;
  /** The question, e.g. "Delete the event “Xmas 1975”?". */
  title: string;
  /** What will change, in plain words: which records move, what cannot be undone. */
  children: ReactNode;
  /** The button that does it, e.g. "Delete event". */
  confirmLabel: string;
  /** Does the change; a failure stays in the dialog with its message, and nothing is lost. */
  onConfirm: () => Promise<unknown>;
  /** Destructive changes get the danger button (the default); reversible ones the primary. */
  tone?: 'danger' | 'primary';
}

/**
 * Every destructive action of the back office asks here first (issue 25), stating what it will
 * change. The dialog stays open while the change runs and shows why it failed if it does.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  tone = 'danger',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorDescription(error));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-ink">
        {failure && <FormAlert>{failure}</FormAlert>}
        {children}
      </div>
    </Dialog>
  );
}
