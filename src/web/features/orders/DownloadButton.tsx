import { Download } from 'lucide-react';
import type { DownloadRequest } from '../../../core/purchases';
import { Button, type ButtonVariant } from '../../components/Button';
import { useDownload } from './download';

interface DownloadButtonProps {
  request: DownloadRequest;
  /** The visible words: "Download", "Download all (ZIP)". */
  children: string;
  /** The full name for screen readers; it starts with the visible words (WCAG 2.5.3). */
  label: string;
  variant?: ButtonVariant;
}

/**
 * Asks for a fresh link when clicked, then hands it to the browser. Busy until the file is on
 * its way (a ZIP: until it has arrived), with what is happening said beside it (issue 22).
 */
export function DownloadButton({ request, children, label, variant = 'secondary' }: DownloadButtonProps) {
  const download = useDownload(request);
  return (
    <span className="inline-flex flex-wrap items-center">
      <Button
        size="sm"
        variant={variant}
        loading={download.isPending}
        aria-label={label}
        onClick={() => download.mutate()}
      >
        {!download.isPending && <Download aria-hidden="true" className="size-4" />}
        {children}
      </Button>
      <span role="status" className="ms-2 text-sm text-ink-soft tabular-nums empty:ms-0">
        {download.isPending ? download.status : ''}
      </span>
    </span>
  );
}
