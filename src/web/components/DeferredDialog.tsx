import {
  type ComponentType,
  cloneElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useState,
} from 'react';
import type { DialogProps } from './Dialog';

// Radix Dialog (focus trap, scroll lock, portal) is an eighth of a list page's script.
const LazyDialog = lazy(async () => ({
  default: (await import('./Dialog')).Dialog as ComponentType<DialogProps>,
}));

export type DeferredDialogProps = Omit<DialogProps, 'open' | 'onOpenChange' | 'trigger' | 'footer'> & {
  /** The element that opens it (a Button): it is drawn from the start. */
  trigger: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
  /** Told when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** A footer button closes it by calling this (the dialog's own Close part loads with it). */
  footer?: (close: () => void) => DialogProps['footer'];
};

/**
 * The design system's Dialog for a dialog most visitors never open (a phone's filter drawer):
 * until its trigger is first pressed only the trigger is drawn, and the dialog's code loads then.
 * The press is kept: the dialog opens as soon as its code has arrived.
 */
export function DeferredDialog({ onOpenChange, footer, trigger, ...props }: DeferredDialogProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  if (!wanted) {
    return cloneElement(trigger, {
      onClick: (event) => {
        trigger.props.onClick?.(event);
        setWanted(true);
        change(true);
      },
    });
  }
  return (
    <Suspense fallback={trigger}>
      <LazyDialog
        {...props}
        trigger={trigger}
        open={open}
        onOpenChange={change}
        footer={footer?.(() => change(false))}
      />
    </Suspense>
  );
}
