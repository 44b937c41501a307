import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useRef } from 'react';
import { IconButton } from './Button';

const WIDTH = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface DialogProps {
  /** Controlled state; leave both out to let the trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens it (a Button). Without one (a dialog opened from code) focus goes back
   * on close to whatever had it when the dialog opened.
   */
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

/** An element that can take focus back: still in the page and not switched off. */
function canTakeFocus(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    !element.matches(':disabled')
  );
}

/** The first control a step asks for: a field, else any control but the close button. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role="combobox"]:not(:disabled)';
const ANY_CONTROL = 'button:not(:disabled):not([data-dialog-close]), a[href], [tabindex="0"]';

function firstControl(content: HTMLElement): HTMLElement | null {
  for (const selector of [FIRST_FIELD, ANY_CONTROL]) {
    for (const element of content.querySelectorAll<HTMLElement>(selector)) {
      // Radix Select's native stand-in for forms is hidden from everyone and takes no focus.
      if (element.tabIndex >= 0 && element.closest('[aria-hidden="true"]') === null) return element;
    }
  }
  return null;
}

/**
 * Every step of a dialog focuses its first field (issue 23): when what had focus leaves with the
 * step it belonged to ("Create project", "Create new company", "Save Company"), focus would fall
 * to the dialog box or the page; it goes to the new step's first field instead. A field that
 * focuses itself (autoFocus) is left alone.
 */
function keepFocusInSteps(content: HTMLElement | null): (() => void) | undefined {
  if (content === null) return undefined;
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== content) return;
    firstControl(content)?.focus();
  });
  observer.observe(content, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The element that had focus when a dialog opened from code (`open` turned true). Read as the
 * dialog renders open, before anything in it takes focus (a field's autoFocus included). A
 * dialog opened by its trigger needs none: Radix returns focus to the trigger.
 */
function useOpener(open: boolean | undefined) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (open === true && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = open === true;
  return opener;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape or the close button closes it,
 * the page behind is inert and does not scroll, and focus returns to the element that opened it
 * however it closes (Escape, Cancel, the main action) — the trigger, or, for a dialog opened from
 * code, the element that had focus at the time (issue 23; Radix alone returns it to a trigger only).
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
  const opener = useOpener(open);
  const content = useRef<HTMLDivElement | null>(null);
  const attachContent = useCallback((element: HTMLDivElement | null) => {
    content.current = element;
    return keepFocusInSteps(element);
  }, []);
  // A dialog whose content is still loading has nothing to focus but its close button, where
  // Radix would leave focus once the fields arrive (issue 27: a person opened on Close, not on
  // Name). The dialog itself takes focus instead (its title is read), and keepFocusInSteps hands
  // it to the first field as soon as there is one.
  const focusOnOpen = (event: Event) => {
    const box = content.current;
    if (box === null || firstControl(box) !== null) return;
    event.preventDefault();
    box.focus();
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = opener.current;
    opener.current = null;
    // The opener is gone (a deferred dialog's first trigger): Radix's own trigger takes it.
    if (!canTakeFocus(target)) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          {...describedBy}
          ref={attachContent}
          onOpenAutoFocus={focusOnOpen}
          onCloseAutoFocus={returnFocus}
          className={`fixed top-1/2 left-1/2 z-50 outline-none max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-rule bg-paper p-6 shadow-2xl shadow-ink/20 sm:p-8 ${WIDTH[size]}`}
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
            <IconButton label={closeLabel} data-dialog-close="" className="absolute top-3 right-3">
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
