import { FileImage } from 'lucide-react';
import { formatFileSize } from '../../../../core/uploads';
import { Button } from '../../../components/Button';
import { StatusBadge } from '../../../components/StatusBadge';
import type { RowView } from '../upload-view';

export interface UploadRowActions {
  onPause(key: string): void;
  onResume(key: string): void;
  onRemove(key: string): void;
}

/**
 * One file of the batch: its name and size, where it is (in words and as a progress bar), what
 * went wrong on this file alone, and what may be done with it.
 */
export function UploadRow({ row, actions }: { row: RowView; actions: UploadRowActions }) {
  const local = row.localKey;
  const showBar = row.progress !== null && row.phase !== 'refused';
  return (
    <li className="grid grid-cols-[3rem_1fr] gap-x-3 gap-y-2 border-b border-rule py-3 last:border-b-0 sm:grid-cols-[3rem_1fr_auto]">
      <div className="row-span-2 flex size-12 items-center justify-center overflow-hidden rounded-md bg-paper-deep">
        {row.photo?.thumbnail_url ? (
          <img src={row.photo.thumbnail_url} alt="" width={48} height={48} className="size-12 object-cover" />
        ) : (
          <FileImage aria-hidden="true" className="size-5 text-ink-soft" />
        )}
      </div>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-medium text-ink">{row.name}</span>
          {row.size !== null && <span className="text-sm text-ink-soft">{formatFileSize(row.size)}</span>}
          <StatusBadge tone={row.tone}>
            {row.label}
            {row.phase === 'uploading' && row.progress !== null ? ` ${row.progress} %` : ''}
          </StatusBadge>
          {row.photo && (
            <span className="text-sm text-ink-soft">
              #{row.photo.photoid} {row.photo.title}
            </span>
          )}
        </p>
        {showBar && (
          <div
            role="progressbar"
            aria-label={`Upload of ${row.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={row.progress ?? 0}
            aria-valuetext={`${row.progress ?? 0} %`}
            className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-paper-deep"
          >
            <div
              className={`h-full rounded-full ${row.tone === 'negative' ? 'bg-red-700' : 'bg-sepia'}`}
              style={{ width: `${row.progress ?? 0}%` }}
            />
          </div>
        )}
        {row.message && (
          <p
            className={`mt-1.5 text-sm ${row.tone === 'negative' ? 'font-medium text-red-800' : 'text-ink-soft'}`}
          >
            {row.message}
          </p>
        )}
        {row.similarTo && (
          <p className="mt-1.5 text-sm text-ink-soft">
            Looks like #{row.similarTo.photoid} “{row.similarTo.title}”.
          </p>
        )}
      </div>
      {local && (
        <div className="col-start-2 flex flex-wrap gap-2 sm:col-start-3 sm:row-start-1 sm:justify-end">
          {row.canPause && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.onPause(local)}
              aria-label={`Pause ${row.name}`}
            >
              Pause
            </Button>
          )}
          {row.canResume && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.onResume(local)}
              aria-label={`Resume ${row.name}`}
            >
              Resume
            </Button>
          )}
          {row.canRetry && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actions.onResume(local)}
              aria-label={`Retry ${row.name}`}
            >
              Retry
            </Button>
          )}
          {row.canRemove && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => actions.onRemove(local)}
              aria-label={`Remove ${row.name}`}
            >
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
