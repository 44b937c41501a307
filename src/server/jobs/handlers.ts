import type { DatabaseHandle } from '../db/client';
import { AGGREGATE_CLICKS, aggregateClicks } from '../features/analytics';
import { CLUSTER_FACES, clusterFacesHandler } from '../features/people/clustering';
import { DERIVE_UPLOAD, deriveUploadHandler } from '../media/derive/derive-upload';
import { DETECT_FACES, detectFacesHandler } from '../media/faces/detect-faces';
import type { FaceDetector } from '../media/faces/detector';
import type { ObjectStore } from '../storage/object-store';
import type { JobHandlers } from './runner';

/** Every kind of background job this server runs, by the `kind` enqueueJob was given. */
export function createJobHandlers(deps: {
  handle: DatabaseHandle;
  storage: ObjectStore;
  /** Finds faces (default: the process's shared detector, one worker thread started on first use). */
  faceDetector?: FaceDetector;
}): JobHandlers {
  return {
    [DERIVE_UPLOAD]: deriveUploadHandler(deps),
    [DETECT_FACES]: detectFacesHandler({ ...deps, detector: deps.faceDetector }),
    [CLUSTER_FACES]: clusterFacesHandler(deps),
    // Also run every minute by features/analytics/schedule.ts; enqueued, it runs once more now.
    [AGGREGATE_CLICKS]: async () => {
      await aggregateClicks(deps.handle);
    },
  };
}
