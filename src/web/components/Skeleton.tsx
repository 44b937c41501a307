/** A grey block standing in for content that is loading; hidden from screen readers (the page says "Loading"). */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-paper-deep motion-reduce:animate-none ${className}`}
    />
  );
}
