/**
 * The banner as visitors see it: sanitised `html` and a dismiss button. The back office's preview
 * renders this same bar (under another `label`, so the page keeps one "Announcement" landmark).
 * Its own module: most visits have no banner, and the home page's scripts stay within budget.
 */
export function BannerBar({
  html,
  onDismiss,
  label = 'Announcement',
  sticky = true,
}: {
  html: string;
  onDismiss: () => void;
  label?: string;
  sticky?: boolean;
}) {
  return (
    <aside
      aria-label={label}
      className={`${sticky ? 'sticky bottom-0 z-30 ' : ''}border-t border-sepia/30 bg-sepia-light/95 text-ink backdrop-blur`}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-4 px-4 py-3 sm:px-6">
        <div
          className="flex-1 text-sm [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4 [&_p]:inline"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (BANNER_HTML) before it comes here.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss announcement"
          className="rounded-full px-2 text-lg leading-none text-ink-soft hover:bg-white/50 hover:text-ink"
        >
          ×
        </button>
      </div>
    </aside>
  );
}
