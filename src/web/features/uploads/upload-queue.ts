import { UPLOAD_PARALLEL, uploadProblem } from '../../../core/uploads';

/** Where a file of this page is, on this side of the wire. */
export type LocalStatus = 'refused' | 'queued' | 'uploading' | 'paused' | 'error' | 'sent';

export interface LocalFile {
  /** This page's own key for the file (two files may share a name). */
  key: string;
  name: string;
  size: number;
  status: LocalStatus;
  /** Bytes the server has confirmed so far. */
  sent: number;
  /** Why it was refused or failed, in words for the person. */
  message: string | null;
  /** The server's upload id, once the upload is created. */
  uploadId: string | null;
}

/** What a transfer tells the queue about its file. */
export interface TransferEvents {
  progress(sent: number, total: number): void;
  created(uploadId: string): void;
  success(): void;
  error(message: string): void;
}

/** One file's upload: started, paused (kept on the server to resume) or removed (stopped there too). */
export interface Transfer {
  start(): void;
  pause(): void;
  remove(): Promise<void>;
}

export type TransferFactory = (file: File, events: TransferEvents) => Transfer;

/**
 * The files of one upload page: refused at once when they break the rules (core/uploads.ts),
 * otherwise sent at most `parallel` at a time, in the order they came, each paused, resumed,
 * retried or removed on its own. Immutable snapshots, for useSyncExternalStore.
 */
export class UploadQueue {
  private files: readonly LocalFile[] = [];
  private readonly transfers = new Map<string, Transfer>();
  private readonly listeners = new Set<() => void>();
  private counter = 0;

  constructor(
    private readonly factory: TransferFactory,
    private readonly parallel = UPLOAD_PARALLEL,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): readonly LocalFile[] => this.files;

  add(files: Iterable<File>): void {
    const added: LocalFile[] = [];
    for (const file of files) {
      const key = `file-${++this.counter}`;
      const problem = uploadProblem(file);
      added.push({
        key,
        name: file.name,
        size: file.size,
        status: problem ? 'refused' : 'queued',
        sent: 0,
        message: problem,
        uploadId: null,
      });
      if (!problem) this.transfers.set(key, this.factory(file, this.eventsOf(key)));
    }
    this.files = [...this.files, ...added];
    this.pump();
    this.emit();
  }

  pause(key: string): void {
    const file = this.find(key);
    if (!file || (file.status !== 'uploading' && file.status !== 'queued')) return;
    if (file.status === 'uploading') this.transfers.get(key)?.pause();
    this.update(key, { status: 'paused' });
    this.pump();
  }

  /** Resumes a paused file, or tries a failed one again, from what the server already has. */
  resume(key: string): void {
    const file = this.find(key);
    if (!file || (file.status !== 'paused' && file.status !== 'error')) return;
    this.update(key, { status: 'queued', message: null });
    this.pump();
  }

  remove(key: string): void {
    const file = this.find(key);
    if (!file) return;
    const transfer = this.transfers.get(key);
    this.transfers.delete(key);
    this.files = this.files.filter((entry) => entry.key !== key);
    if (transfer && file.status !== 'sent') void transfer.remove();
    this.pump();
    this.emit();
  }

  private eventsOf(key: string): TransferEvents {
    return {
      progress: (sent) => this.update(key, { sent }),
      created: (uploadId) => this.update(key, { uploadId }),
      success: () => {
        const file = this.find(key);
        this.update(key, { status: 'sent', sent: file?.size ?? 0 });
        this.pump();
      },
      error: (message) => {
        this.update(key, { status: 'error', message });
        this.pump();
      },
    };
  }

  private pump(): void {
    let running = this.files.filter((file) => file.status === 'uploading').length;
    for (const file of this.files) {
      if (running >= this.parallel) break;
      if (file.status !== 'queued') continue;
      running++;
      this.update(file.key, { status: 'uploading' });
      this.transfers.get(file.key)?.start();
    }
  }

  private find(key: string): LocalFile | undefined {
    return this.files.find((file) => file.key === key);
  }

  private update(key: string, patch: Partial<LocalFile>): void {
    if (!this.find(key)) return;
    this.files = this.files.map((file) => (file.key === key ? { ...file, ...patch } : file));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
