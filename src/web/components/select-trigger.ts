// Small sits in a toolbar, as wide as its value; medium fills its field like an Input.
const TRIGGER_SIZE = {
  sm: 'w-auto gap-2 rounded-full py-1.5 pl-3.5 pr-2.5 text-sm',
  md: 'w-full gap-3 rounded-lg py-2.5 pl-3.5 pr-3 text-base',
} as const;

/** The closed dropdown's look, shared by Select and the stand-in DeferredSelect shows while it loads. */
export function selectTriggerClassName(size: keyof typeof TRIGGER_SIZE, className = ''): string {
  return [
    'inline-flex min-w-0 items-center justify-between border border-rule bg-white text-ink shadow-xs',
    'transition-colors hover:border-ink-soft/60 focus:border-sepia data-placeholder:text-ink-soft',
    TRIGGER_SIZE[size],
    className,
  ].join(' ');
}
