import { createHash } from 'node:crypto';

/** A strong entity tag for exact bytes. */
export function etagOf(data: Uint8Array): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison: `W/` prefixes are ignored). */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
