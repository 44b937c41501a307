import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type PillTone = 'neutral' | 'accent' | 'dark';

const TONE: Record<PillTone, string> = {
  neutral: 'bg-paper-deep text-ink ring-1 ring-rule/70',
  accent: 'bg-sepia-light/60 text-ink ring-1 ring-sepia/30',
  dark: 'bg-ink/75 text-white backdrop-blur-sm',
};

interface PillProps {
  children: ReactNode;
  tone?: PillTone;
  /** A link to this address (a taxonomy page); otherwise a plain label. */
  to?: string;
  /** Shown after the label, e.g. a tag's click count. */
  count?: number;
  /** Called on click, before navigating (click tracking). */
  onClick?: () => void;
  /** Removable chips (active filters) get a button with this label. */
  onRemove?: () => void;
  removeLabel?: string;
  className?: string;
}

const base = 'inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium';

/** A short label: a tag, an event, a filter chip. With `to` it is a link, with `onRemove` a chip. */
export function Pill({
  children,
  tone = 'neutral',
  to,
  count,
  onClick,
  onRemove,
  removeLabel,
  className = '',
}: PillProps) {
  const content = (
    <>
      <span className="truncate">{children}</span>
      {count !== undefined && (
        <span className="tabular-nums text-ink-soft">
          {count.toLocaleString('en-US')}
          <span className="sr-only"> clicks</span>
        </span>
      )}
    </>
  );
  const classes = `${base} ${TONE[tone]} ${className}`;
  if (to) {
    return (
      <Link to={to} onClick={onClick} className={`${classes} transition-colors hover:bg-sepia-light`}>
        {content}
      </Link>
    );
  }
  if (onRemove) {
    return (
      <span className={classes}>
        {content}
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel ?? `Remove ${typeof children === 'string' ? children : 'filter'}`}
          className="-mr-1 inline-flex size-4 items-center justify-center rounded-full hover:bg-ink/10"
        >
          <span aria-hidden="true">×</span>
        </button>
      </span>
    );
  }
  return <span className={classes}>{content}</span>;
}
