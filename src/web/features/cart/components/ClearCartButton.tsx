import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { useClearCart } from '../api/clear-cart';

/** "Clear cart", asked once more in a dialog: twenty photos chosen one by one are worth a question. */
export function ClearCartButton({ lineCount }: { lineCount: number }) {
  const [open, setOpen] = useState(false);
  const clear = useClearCart();
  const photos = lineCount === 1 ? 'The photo' : `All ${lineCount} photos`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          Clear cart
        </Button>
      }
      title="Clear your cart?"
      description={`${photos} will be removed from your cart. This cannot be undone.`}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep photos</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            Clear cart
          </Button>
        </>
      }
    />
  );
}
