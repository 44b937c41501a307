import { type ReactElement, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';

interface ConfirmButtonProps {
  /** The button that asks (a Button or IconButton). */
  trigger: ReactElement;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** True while the confirmed action runs: the button spins and the dialog stays. */
  pending: boolean;
  /** Runs the action; `close` shuts the dialog once it has settled. */
  onConfirm: (close: () => void) => void;
}

/** An action that cannot be undone, asked once more in a small dialog (as the cart's "Clear cart"). */
export function ConfirmButton({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
