import type { DatabaseHandle } from '../../db/client';

/**
 * Gives the new faces of one photo their persons (issue 27 item 2), after detection stored them.
 * Stub of the foundation commit: the people helper implements it.
 */
export async function clusterFacesOfPhoto(_handle: DatabaseHandle, _photoId: string): Promise<void> {}
