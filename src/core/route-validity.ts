import { type PathName, paths } from './paths';
import { isRouteTaxonomyType } from './taxonomy';

/** spec §2: the toast shown when navigation is asked to go to a path that fails the check. */
export const INVALID_ROUTE_TOAST = { title: 'Navigation Error', description: 'Invalid route path' } as const;

/** The result of one parameter check: the value to use, or the spec §5 message. */
export type ParamCheck = { ok: true; value: string } | { ok: false; message: string };

const PHOTO_ID = /^\d+$/;
// spec §5: "standard 8-4-4-4-12 hex, version 1-5". The variant nibble is not constrained by the spec.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_CODE = /^[0-9a-f]{10}$/;

export const isPhotoId = (value: string): boolean => PHOTO_ID.test(value) && /[1-9]/.test(value);
export const isUuid = (value: string): boolean => UUID.test(value);
/** spec §5: a shared wishlist code is 10 lowercase hex characters. */
export const isShareCode = (value: string): boolean => SHARE_CODE.test(value);

/** The largest photoid PostgreSQL's integer column holds: past it no photo can exist. */
const MAX_PHOTO_ID = 2_147_483_647;

/**
 * The photo a photo page names: the key of `/photo/{photoid}` or `/photo-uuid/{id}` as it stands
 * in the path (the form the app sends to the API), or null for any other path or a malformed key.
 */
export function photoPageKey(pathname: string): string | null {
  const byNumber = /^\/photo\/([^/]+)$/.exec(pathname)?.[1];
  if (byNumber !== undefined)
    return isPhotoId(byNumber) && Number(byNumber) <= MAX_PHOTO_ID ? byNumber : null;
  const byUuid = /^\/photo-uuid\/([^/]+)$/.exec(pathname)?.[1];
  return byUuid !== undefined && isUuid(byUuid) ? byUuid : null;
}

const ok = (value: string): ParamCheck => ({ ok: true, value });
const fail = (message: string): ParamCheck => ({ ok: false, message });

/** spec §5: digits only, greater than 0. */
export function validatePhotoIdParam(value: string | null | undefined): ParamCheck {
  if (!value) return fail('Missing photoid parameter');
  return isPhotoId(value) ? ok(value) : fail('Invalid photoid format - must be numeric');
}

/** spec §5: a uuid parameter named `name` (id, userId, …) in the messages. */
export function validateUuidParam(name: string, value: string | null | undefined): ParamCheck {
  if (!value) return fail(`Missing ${name} parameter`);
  return isUuid(value) ? ok(value) : fail(`Invalid ${name} format - must be valid UUID`);
}

/**
 * The spec gives no message for share codes; these follow the pattern of the other parameters.
 */
export function validateShareCodeParam(value: string | null | undefined): ParamCheck {
  if (!value) return fail('Missing shareCode parameter');
  return isShareCode(value)
    ? ok(value)
    : fail('Invalid shareCode format - must be 10 lowercase hex characters');
}

/** spec §3 and §5: checked against the narrower route list; legacy names are accepted. */
export function validateTaxonomyTypeParam(value: string | null | undefined): ParamCheck {
  if (!value) return fail('Missing taxonomyType parameter');
  return isRouteTaxonomyType(value) ? ok(value) : fail('Invalid taxonomyType - not a supported taxonomy');
}

/** `value` is the decoded parameter (react-router decodes params); blank counts as empty. */
/** Longer than any tag, place or event name of the catalogue; PostgreSQL refuses search words past 2 kB. */
export const MAX_TAXONOMY_ID_LENGTH = 200;

export function validateTaxonomyIdParam(value: string | null | undefined): ParamCheck {
  if (!value) return fail('Missing taxonomyId parameter');
  if (value.trim() === '') return fail('Invalid taxonomyId - cannot be empty');
  if (value.length > MAX_TAXONOMY_ID_LENGTH)
    return fail(`Invalid taxonomyId - must be at most ${MAX_TAXONOMY_ID_LENGTH} characters`);
  return ok(value);
}

// Every `:name` in the registry has one rule; every `:id` in spec §2 is a uuid.
/** The built-in test payment provider's session ids (`tps_` and 24 hex digits). */
export function isTestPaymentSessionId(value: string): boolean {
  return /^tps_[0-9a-f]{24}$/.test(value);
}

/** A licence certificate's verification code: 12 hex digits, printed in groups of four. */
export function isCertificateCode(value: string): boolean {
  return /^[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}$/i.test(value);
}

const PARAM_RULES: Record<string, (value: string) => ParamCheck> = {
  photoid: validatePhotoIdParam,
  id: (value) => validateUuidParam('id', value),
  shareCode: validateShareCodeParam,
  taxonomyType: validateTaxonomyTypeParam,
  taxonomyId: validateTaxonomyIdParam,
  // Any typed code reaches the verify page, which says it is not found and offers a box to
  // type it again (issue 22); only an empty or absurdly long one is not a route.
  code: (value) =>
    value.trim() !== '' && value.length <= 100 ? ok(value) : fail('Invalid certificate code'),
  sessionId: (value) => (isTestPaymentSessionId(value) ? ok(value) : fail('Invalid sessionId format')),
};

export type RouteCheck =
  | { valid: true; name: PathName; params: Record<string, string> }
  | { valid: false; reason: string };

const invalid = (reason: string): RouteCheck => ({ valid: false, reason });

/** Decodes one path segment; a malformed escape (`%zz`) makes the path invalid rather than throwing. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `null`: the pattern does not fit the segments; `reason`: it fits but a parameter fails its rule. */
type PatternMatch = { params: Record<string, string> } | { reason: string } | null;

function matchPattern(pattern: string, segments: string[]): PatternMatch {
  const parts = pattern.split('/').slice(1);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    const name = part.slice(1);
    const decoded = decodeSegment(segment);
    if (decoded === null) return { reason: `Malformed ${name} parameter` };
    const rule = PARAM_RULES[name];
    const check = rule ? rule(decoded) : fail(`No rule for ${name}`);
    if (!check.ok) return { reason: check.message };
    params[name] = check.value;
  }
  return { params };
}

/**
 * spec §2: the route-validity check. A path must be present and start with "/"; the query string
 * and hash are ignored, and one trailing slash is tolerated because the router matches it the same
 * way. Extra segments are never accepted. Static routes match exactly; parameterised routes match
 * when every parameter passes its spec §5 rule (a malformed one gives that rule's message).
 */
export function checkRoute(path: string | null | undefined): RouteCheck {
  if (typeof path !== 'string' || path === '') return invalid('Missing path');
  if (!path.startsWith('/')) return invalid('Path must start with "/"');
  let pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (pathname === '/') return { valid: true, name: 'home', params: {} };
  const segments = pathname.split('/').slice(1);
  let firstFailure: RouteCheck | null = null;
  for (const [name, route] of Object.entries(paths) as [PathName, { path: string }][]) {
    if (name === 'home') continue;
    const match = matchPattern(route.path, segments);
    if (match === null) continue;
    if ('params' in match) return { valid: true, name, params: match.params };
    firstFailure ??= invalid(match.reason);
  }
  return firstFailure ?? invalid('Unknown route');
}

export function isValidRoute(path: string | null | undefined): boolean {
  return checkRoute(path).valid;
}

/**
 * Pages that answer a malformed key with their own not-found view rather than the generic one:
 * spec §2 "An id that is neither all digits nor a uuid shows 'Photo Not Found'".
 */
const OWN_NOT_FOUND: readonly PathName[] = ['photo', 'photoUuid'];

/**
 * The page a path is meant for when its shape is that of a page with its own not-found view
 * (`/photo/abc`, `/photo/0`), whatever its parameters; null for any other path.
 */
export function pageWithOwnNotFound(path: string): PathName | null {
  let pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  const segments = pathname.split('/').slice(1);
  for (const name of OWN_NOT_FOUND) {
    const parts = paths[name].path.split('/').slice(1);
    const fits =
      parts.length === segments.length &&
      parts.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      );
    if (fits) return name;
  }
  return null;
}
