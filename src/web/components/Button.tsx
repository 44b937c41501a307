import {
  type ButtonHTMLAttributes,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-sepia disabled:hover:bg-ink',
  secondary: 'bg-white/70 text-ink ring-1 ring-rule hover:bg-paper-deep/70',
  ghost: 'text-ink hover:bg-paper-deep/70',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-sepia underline-offset-4 hover:underline focus-visible:underline',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'gap-1.5 px-3 py-1.5 text-sm',
  md: 'gap-2 px-5 py-2.5 text-sm',
  lg: 'gap-2 px-6 py-3 text-base',
};

/** The classes of a Button, for the rare element that cannot be one (a native `<summary>`). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
} = {}): string {
  const shape = variant === 'link' ? 'gap-1.5 p-0' : `rounded-full ${SIZE[size]}`;
  return [
    'inline-flex items-center justify-center font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 aria-busy:cursor-wait',
    shape,
    VARIANT[variant],
    block ? 'w-full' : '',
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /**
   * Shows a spinner, keeps the label for screen readers and refuses presses until done. The
   * button stays focusable meanwhile (aria-disabled + aria-busy, never the native `disabled`,
   * from which the browser drops focus — issue 23).
   */
  loading?: boolean;
  /** Renders the single child (a router `Link`, an `<a>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  children?: ReactNode;
}

type SlotProps = HTMLAttributes<HTMLElement>;

/**
 * The button's props on its one child element, as Radix Slot merges them: the child's own props
 * win, class names and styles add up, and an event handler of both runs the child's first (the
 * button's is skipped if the child's prevented the default). Here rather than Radix's: every
 * page with a button loaded Radix Slot for it (1.2 kB gzipped on the home page alone).
 */
function Slot({ children, ...props }: SlotProps & { children?: ReactNode }) {
  if (!isValidElement<SlotProps>(children)) return null;
  const own = children.props;
  const merged: Record<string, unknown> = { ...props, ...own };
  for (const [name, handler] of Object.entries(props)) {
    const childHandler: unknown = own[name as keyof SlotProps];
    if (!/^on[A-Z]/.test(name) || typeof handler !== 'function' || typeof childHandler !== 'function')
      continue;
    merged[name] = (event: { defaultPrevented?: boolean }) => {
      childHandler(event);
      if (!event.defaultPrevented) handler(event);
    };
  }
  merged.className = [props.className, own.className].filter(Boolean).join(' ');
  if (props.style || own.style) merged.style = { ...props.style, ...own.style };
  return cloneElement(children, merged);
}

/**
 * The one button of the product. `asChild` styles a link as a button (its one child gets the
 * button's look, see Slot above), so a navigation stays a link for the keyboard, the screen
 * reader and "open in new tab".
 */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  asChild = false,
  className = '',
  disabled,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = `${buttonClass({ variant, size, block })} ${className}`;
  if (asChild) {
    return (
      <Slot className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled && !loading}
      {...busyProps(loading, onClick)}
      {...rest}
    >
      {loading && <Spinner label="" className="size-4" />}
      {children}
    </button>
  );
}

/**
 * A busy control's attributes: focusable, announced as unavailable and busy, and deaf to presses
 * (a prevented click also keeps a submit button from submitting its form, Enter included).
 */
function busyProps(busy: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  if (!busy) return { onClick };
  return {
    'aria-disabled': true,
    'aria-busy': true,
    onClick: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  } as const;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** What the button does, read to screen readers and shown as the tooltip: an icon alone says nothing. */
  label: string;
  variant?: 'solid' | 'ghost' | 'overlay';
  size?: 'sm' | 'md';
  /** For toggles (in cart, in a wishlist): announced as pressed. */
  pressed?: boolean;
  /** Its action is on its way: focusable, but presses are ignored (as Button's `loading`). */
  busy?: boolean;
  children: ReactNode;
}

const ICON_VARIANT = {
  solid: 'bg-ink text-paper hover:bg-sepia',
  ghost: 'text-ink hover:bg-paper-deep/80',
  // On a photo: legible on any picture.
  overlay: 'bg-white/90 text-ink shadow-sm hover:bg-white aria-pressed:bg-sepia aria-pressed:text-white',
} as const;

/** A round button that shows only an icon; its `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  pressed,
  busy = false,
  className = '',
  type,
  onClick,
  children,
  ...rest
}: IconButtonProps) {
  const dimension = size === 'sm' ? 'size-8' : 'size-10';
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={`inline-flex ${dimension} shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 aria-busy:cursor-wait ${ICON_VARIANT[variant]} ${className}`}
      {...busyProps(busy, onClick)}
      {...rest}
    >
      {children}
    </button>
  );
}
