// Its own module, without the name rules' zod: every page needs it (the sign-in redirect).

/**
 * A return URL is followed only when it is a path on this site: it starts with a single "/" (not
 * "//" or "/\", which browsers read as another host) and does not lead back to the auth screen.
 * Anything else is dropped, so a crafted link cannot send a person elsewhere after sign-in.
 */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could hide a "//".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/auth' || pathname.startsWith('/auth/')) return null;
  return value;
}
