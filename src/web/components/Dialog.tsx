import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './Button';

const WIDTH = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface DialogProps {
  /** Controlled state; leave both out to let the trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a Button); it gets focus back on close. */
  trigger?: ReactNode;
  /** The dialog's name, read when it opens. */
  title: string;
  /** One sentence under the title, read after it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions row (Cancel = `<DialogClose asChild><Button/></DialogClose>`, then the main action). */
  footer?: ReactNode;
  size?: keyof typeof WIDTH;
  /** The close button's label. */
  closeLabel?: string;
  /**
   * Runs as focus goes back on close; `event.preventDefault()` keeps it from the trigger (when
   * the trigger is gone or disabled by what the dialog did) so the caller can place it.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape or the close button closes it,
 * the page behind is inert and does not scroll, and focus returns to the trigger.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  onCloseAutoFocus,
}: DialogProps) {
  // Without a description Radix expects aria-describedby to be switched off explicitly.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          {...describedBy}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-rule bg-paper p-6 shadow-2xl shadow-ink/20 sm:p-8 ${WIDTH[size]}`}
        >
          <div className="pr-10">
            <DialogPrimitive.Title className="font-display text-2xl text-ink">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-2 text-ink-soft">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children && <div className="mt-6">{children}</div>}
          {footer && <div className="mt-8 flex flex-wrap justify-end gap-3">{footer}</div>}
          <DialogPrimitive.Close asChild>
            <IconButton label={closeLabel} className="absolute top-3 right-3">
              <X aria-hidden="true" className="size-5" />
            </IconButton>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a footer button in it (`asChild`) to make it close the dialog. */
export const DialogClose = DialogPrimitive.Close;
