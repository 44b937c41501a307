import { UPLOAD_STATE_LABELS, type UploadState } from '../../../core/uploads';
import type { BadgeTone } from '../../components/StatusBadge';
import type { UploadRow } from './api/uploads';
import type { LocalFile } from './upload-queue';

export type RowPhase =
  | 'refused'
  | 'queued'
  | 'uploading'
  | 'paused'
  | 'error'
  | 'checking'
  | 'interrupted'
  | Exclude<UploadState, 'uploading'>;

/** One row of the upload list, from this page's file and the server's record of it. */
export interface RowView {
  key: string;
  /** The page's own key when the file is in this page (it can be paused, resumed, removed). */
  localKey: string | null;
  name: string;
  size: number | null;
  phase: RowPhase;
  label: string;
  tone: BadgeTone;
  /** 0–100 while the bytes are on their way (and after: 100). */
  progress: number | null;
  message: string | null;
  photo: UploadRow['photo'];
  similarTo: UploadRow['similar_to'];
  canPause: boolean;
  canResume: boolean;
  canRetry: boolean;
  canRemove: boolean;
}

const LABELS: Record<RowPhase, string> = {
  refused: 'Not sent',
  queued: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  error: 'Stopped',
  checking: 'Checking the file',
  interrupted: 'Interrupted',
  received: UPLOAD_STATE_LABELS.received,
  processing: UPLOAD_STATE_LABELS.processing,
  ready: UPLOAD_STATE_LABELS.ready,
  failed: UPLOAD_STATE_LABELS.failed,
  duplicate: UPLOAD_STATE_LABELS.duplicate,
};

const TONES: Record<RowPhase, BadgeTone> = {
  refused: 'negative',
  queued: 'neutral',
  uploading: 'waiting',
  paused: 'neutral',
  error: 'negative',
  checking: 'waiting',
  interrupted: 'neutral',
  received: 'waiting',
  processing: 'waiting',
  ready: 'positive',
  failed: 'negative',
  duplicate: 'negative',
};

export const INTERRUPTED_MESSAGE =
  'This upload stopped before it finished. Drop the same file again to continue where it stopped.';

function percent(sent: number, size: number): number {
  return size === 0 ? 0 : Math.min(100, Math.floor((sent / size) * 100));
}

function view(
  base: Pick<RowView, 'key' | 'localKey' | 'name' | 'size'>,
  phase: RowPhase,
  extra: Partial<RowView> = {},
): RowView {
  return {
    ...base,
    phase,
    label: LABELS[phase],
    tone: TONES[phase],
    progress: null,
    message: null,
    photo: null,
    similarTo: null,
    canPause: false,
    canResume: false,
    canRetry: false,
    canRemove: false,
    ...extra,
  };
}

/**
 * The rows of the page: this page's files in the order they were dropped, each following the
 * server's state once sent, then the batch's files this page does not hold (after a reload).
 */
export function uploadRows(local: readonly LocalFile[], server: readonly UploadRow[]): RowView[] {
  const byId = new Map(server.map((row) => [row.id, row]));
  const rows: RowView[] = [];
  const shown = new Set<string>();
  for (const file of local) {
    const base = { key: file.key, localKey: file.key, name: file.name, size: file.size };
    const record = file.uploadId ? byId.get(file.uploadId) : undefined;
    if (file.uploadId) shown.add(file.uploadId);
    const progress = percent(file.sent, file.size);
    switch (file.status) {
      case 'refused':
        rows.push(view(base, 'refused', { message: file.message, canRemove: true }));
        break;
      case 'queued':
        rows.push(view(base, 'queued', { progress, canPause: true, canRemove: true }));
        break;
      case 'uploading':
        rows.push(view(base, 'uploading', { progress, canPause: true, canRemove: true }));
        break;
      case 'paused':
        rows.push(view(base, 'paused', { progress, canResume: true, canRemove: true }));
        break;
      case 'error':
        rows.push(view(base, 'error', { progress, message: file.message, canRetry: true, canRemove: true }));
        break;
      case 'sent':
        rows.push(serverView(base, record, true));
        break;
    }
  }
  const localNames = new Set(local.map((file) => file.name));
  for (const record of server) {
    if (shown.has(record.id)) continue;
    // An unfinished record of a file this page holds again is that file's earlier try (one cut
    // off, or paused before the server answered): the page's own row stands for it.
    if (record.state === 'uploading' && localNames.has(record.file_name)) continue;
    rows.push(
      serverView(
        { key: record.id, localKey: null, name: record.file_name, size: record.declared_size },
        record,
        false,
      ),
    );
  }
  return rows;
}

function serverView(
  base: Pick<RowView, 'key' | 'localKey' | 'name' | 'size'>,
  record: UploadRow | undefined,
  sent: boolean,
): RowView {
  if (!record || (record.state === 'uploading' && sent)) return view(base, 'checking', { progress: 100 });
  if (record.state === 'uploading') return view(base, 'interrupted', { message: INTERRUPTED_MESSAGE });
  return view(base, record.state, {
    progress: 100,
    message: record.error,
    photo: record.photo,
    similarTo: record.similar_to,
    // A file the server took goes on to become a photo: only a refused one may be cleared away.
    canRemove: base.localKey !== null && (record.state === 'failed' || record.state === 'duplicate'),
  });
}

/** Counts for the batch's summary line ("6 files: 4 received, 1 failed, 1 uploading"). */
export function batchSummary(rows: readonly RowView[]): string {
  if (rows.length === 0) return '';
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.label.toLowerCase(), (counts.get(row.label.toLowerCase()) ?? 0) + 1);
  const parts = [...counts].map(([label, count]) => `${count} ${label}`);
  return `${rows.length} ${rows.length === 1 ? 'file' : 'files'}: ${parts.join(', ')}`;
}

/** Phases that change without the person doing anything: the page keeps asking the server. */
const MOVING: ReadonlySet<RowPhase> = new Set(['queued', 'uploading', 'checking', 'received', 'processing']);

/** Whether any row is still on its way or not final on the server. */
export function batchIsMoving(rows: readonly RowView[]): boolean {
  return rows.some((row) => MOVING.has(row.phase));
}
