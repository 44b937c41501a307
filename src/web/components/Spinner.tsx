import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  /** Read to screen readers; the icon itself is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading…', className = 'size-8' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center justify-center text-sepia">
      <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The fallback while a lazy page's code loads (route `HydrateFallback`). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center pt-16">
      <Spinner label="Loading page…" className="size-10" />
    </div>
  );
}
