/** A grey block standing in for content that is loading; hidden from screen readers (the page says "Loading"). */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-paper-deep motion-reduce:animate-none ${className}`}
    />
  );
}

/**
 * A document page on its way (a shared wishlist, a certificate): its title, a line under it and
 * its body, in one polite status the screen reader names with `label`.
 */
export function DocumentSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
