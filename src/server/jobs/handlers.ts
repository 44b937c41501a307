import type { DatabaseHandle } from '../db/client';
import { CLUSTER_FACES, clusterFacesHandler } from '../features/people/clustering';
import { DERIVE_UPLOAD, deriveUploadHandler } from '../media/derive/derive-upload';
import type { ObjectStore } from '../storage/object-store';
import type { JobHandlers } from './runner';

/** Every kind of background job this server runs, by the `kind` enqueueJob was given. */
export function createJobHandlers(deps: { handle: DatabaseHandle; storage: ObjectStore }): JobHandlers {
  return {
    [DERIVE_UPLOAD]: deriveUploadHandler(deps),
    [CLUSTER_FACES]: clusterFacesHandler(deps),
  };
}
