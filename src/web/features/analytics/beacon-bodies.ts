import type { TrackedEvent } from '../../../core/analytics';

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).byteLength;

/**
 * `{events: [...]}` bodies for `sendBeacon`, each at most `maxBytes` (UTF-8) and `maxEvents`
 * events: browsers refuse a beacon once 64 kB are in flight, and the server refuses a batch past
 * its count limit whole. An event that cannot fit even alone is left out (and counted).
 */
export function beaconBodies(
  events: readonly TrackedEvent[],
  maxBytes: number,
  maxEvents: number,
): { bodies: string[]; tooLarge: number } {
  const bodies: string[] = [];
  const empty = bytesOf('{"events":[]}');
  let parts: string[] = [];
  let size = empty;
  let tooLarge = 0;
  const close = () => {
    if (parts.length > 0) bodies.push(`{"events":[${parts.join(',')}]}`);
    parts = [];
    size = empty;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = bytesOf(json);
    if (empty + bytes > maxBytes) {
      tooLarge++;
      continue;
    }
    // A comma before every event but the first.
    const added = bytes + (parts.length > 0 ? 1 : 0);
    if (size + added > maxBytes || parts.length >= maxEvents) close();
    size += bytes + (parts.length > 0 ? 1 : 0);
    parts.push(json);
  }
  close();
  return { bodies, tooLarge };
}
