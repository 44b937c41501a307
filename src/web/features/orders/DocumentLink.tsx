import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { notify } from '../../components/Toast';
import { fetchAsFile } from './download';

interface DocumentLinkProps {
  href: string;
  /** The name the file is saved under. */
  fileName: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a document the server draws on request (an invoice or certificate PDF). A plain
 * `<a download>` gives no sign of the seconds the drawing takes, so buyers click again (issue
 * 22): the page fetches it instead, says it is preparing, and ignores clicks until it is saved.
 * It stays a link with its `href`, so "open in new tab" and copying it still work.
 */
export function DocumentLink({ href, fileName, className = '', children }: DocumentLinkProps) {
  const download = useMutation({
    mutationFn: () => fetchAsFile(href, fileName, () => {}),
    onError: (error) => notify.error('Download failed', error),
  });
  return (
    <span className="inline-flex flex-wrap items-center">
      <a
        href={href}
        download={fileName}
        aria-disabled={download.isPending || undefined}
        className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-70`}
        onClick={(event) => {
          event.preventDefault();
          if (!download.isPending) download.mutate();
        }}
      >
        {children}
      </a>
      <span role="status" className="ms-2 inline-flex items-center gap-1.5 text-sm text-ink-soft empty:ms-0">
        {download.isPending && (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Preparing…
          </>
        )}
      </span>
    </span>
  );
}
