import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../worker-thread';
import type { DetectedFace, FaceScanOptions, FaceWorkerReply, FaceWorkerRequest } from './face-types';

/**
 * Face detection for the server (issue 27 item 1): one long-lived worker thread, started on the
 * first request, runs face-api on tfjs-wasm (faces-worker.ts, detect-core.ts) while the event
 * loop keeps answering HTTP. Requests wait their turn in a queue; the worker loads the models once.
 */
export interface FaceDetector {
  /** The faces on a picture's bytes (any format sharp reads), boxes on the upright picture. */
  detect(bytes: Uint8Array, options?: FaceScanOptions): Promise<DetectedFace[]>;
  /** Starts the worker and loads the models now; the process's RSS afterwards. */
  warm(): Promise<number>;
  /** The process's resident memory measured by the worker after its last answer (0 before any). */
  lastRss(): number;
  /** Whether the worker thread is up (it ends after FACE_WORKER_IDLE_MS without work). */
  running(): boolean;
  /** Ends the worker; a later request starts a new one. */
  close(): Promise<void>;
}

/** Raised for bytes that are not a picture: retrying will not help. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

// scripts/start.mjs builds the worker as the `faces-worker` entry point, next to main.js.
const WORKER_ENTRY = new URL('./faces-worker', import.meta.url);

interface Pending {
  resolve: (reply: FaceWorkerReply) => void;
  reject: (error: Error) => void;
}

/**
 * An idle worker is ended after this long: its wasm heap (about 0.4 GB once models ran) never
 * shrinks, and a server that scans no photo for a minute should not keep it. Starting again
 * costs a second or two of model loading, once per batch of uploads.
 */
export const FACE_WORKER_IDLE_MS = 60_000;

export function createFaceDetector(options: { idleMs?: number } = {}): FaceDetector {
  const idleMs = options.idleMs ?? FACE_WORKER_IDLE_MS;
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let rss = 0;
  const pending = new Map<number, Pending>();

  const stopIdleTimer = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
  };
  const endWhenIdle = (idle: Worker) => {
    stopIdleTimer();
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (worker !== idle || pending.size > 0) return;
      worker = null;
      void idle.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  const start = (): Worker => {
    const started = startWorkerThread(WORKER_ENTRY);
    started.on('message', (reply: FaceWorkerReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) {
        started.unref();
        endWhenIdle(started);
      }
      waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      if (worker === started) worker = null;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(error);
      }
    };
    started.on('error', (error) => fail(new Error(`The face detector stopped: ${error.message}`)));
    started.on('exit', (code) => fail(new Error(`The face detector stopped (exit code ${code}).`)));
    // An idle worker does not keep the process alive.
    started.unref();
    return started;
  };

  const send = (request: FaceWorkerRequest, transfer: ArrayBuffer[] = []): Promise<FaceWorkerReply> => {
    stopIdleTimer();
    worker ??= start();
    const current = worker;
    return new Promise((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      current.ref();
      current.postMessage(request, transfer);
    });
  };

  return {
    async detect(bytes, options) {
      // A copy of its own, handed over to the worker without a second copy.
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      const reply = await send({ id: nextId++, type: 'detect', bytes: copy.buffer, options }, [copy.buffer]);
      if (!reply.ok) {
        throw reply.unreadable ? new UnreadableImageError(reply.message) : new Error(reply.message);
      }
      rss = reply.rss;
      return reply.faces;
    },
    async warm() {
      const reply = await send({ id: nextId++, type: 'warm' });
      if (!reply.ok) throw new Error(reply.message);
      rss = reply.rss;
      return rss;
    },
    lastRss: () => rss,
    running: () => worker !== null,
    async close() {
      stopIdleTimer();
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}

let shared: FaceDetector | null = null;

/** The process's one face detector (its worker starts on the first photo scanned). */
export function sharedFaceDetector(): FaceDetector {
  shared ??= createFaceDetector();
  return shared;
}

/** Ends the shared detector's worker, if it was started (on server stop). */
export async function stopSharedFaceDetector(): Promise<void> {
  const stopping = shared;
  shared = null;
  await stopping?.close();
}
