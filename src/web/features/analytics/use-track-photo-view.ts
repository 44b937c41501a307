import { useEffect } from 'react';
import { photoView } from './click-target';
import { track } from './track';

/** spec §4: a photo page's view, once per photo shown (the tracker drops a repeat within 5 s). */
export function useTrackPhotoView(photoUuid: string | undefined): void {
  useEffect(() => {
    if (photoUuid) track(photoView(photoUuid));
  }, [photoUuid]);
}
