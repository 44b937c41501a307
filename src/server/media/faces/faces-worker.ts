import { parentPort } from 'node:worker_threads';
import { detectFacesInBytes, loadModels, UnreadableImage } from './detect-core';
import type { FaceWorkerReply, FaceWorkerRequest } from './face-types';

/**
 * The faces worker thread (started by detector.ts): tfjs-wasm inference is synchronous, so it
 * runs here, off the server's event loop. It answers one request at a time, in order.
 */
const port = parentPort;
if (!port) throw new Error('faces-worker.ts runs as a worker thread, started by detector.ts.');

let chain: Promise<void> = Promise.resolve();

port.on('message', (request: FaceWorkerRequest) => {
  chain = chain.then(async () => {
    let reply: FaceWorkerReply;
    try {
      if (request.type === 'warm') {
        await loadModels();
        reply = { id: request.id, ok: true, faces: [], rss: process.memoryUsage().rss };
      } else {
        const faces = await detectFacesInBytes(new Uint8Array(request.bytes), request.options);
        reply = { id: request.id, ok: true, faces, rss: process.memoryUsage().rss };
      }
    } catch (error) {
      reply = {
        id: request.id,
        ok: false,
        unreadable: error instanceof UnreadableImage,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    port.postMessage(reply);
  });
});
