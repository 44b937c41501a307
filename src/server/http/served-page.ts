import { PAGE_ANSWERS_ELEMENT_ID } from '../../core/page-answers';
import { VIEWER_ELEMENT_ID } from '../../core/page-meta';
import { escapeHtml } from './escape-html';

/**
 * JSON that can sit inside a `<script>` element: `<` is escaped so no value (a name, a profile
 * field) can close the element, and U+2028/2029 so no parser reads them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page with `tags` added at the end of its head. */
function intoHead(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  return html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** A JSON data block the app reads by its id (never run as script). */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
}

/**
 * The page with who is looking, as `GET /api/me` would answer (null: signed out), in a JSON
 * data block the app reads on start. Lists then ask for the right page at once instead of
 * waiting for two session requests (the guest and member pages differ), and nobody sees the
 * guest header flash before their name.
 */
export function withViewer(html: string, viewer: unknown): string {
  return intoHead(html, [jsonBlock(VIEWER_ELEMENT_ID, viewer)]);
}

/** An image to ask for ahead of the app: the file, or the set and sizes its `<img>` will have. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** The first script the page loads (the app's entry), where what must come before it goes. */
const FIRST_SCRIPT = /<script type="module"/;

/** The page with `tags` in its head ahead of its scripts (at the end of the head if it has none). */
function aheadOfScripts(html: string, tags: readonly string[]): string {
  const at = html.search(FIRST_SCRIPT);
  if (at < 0 || at > html.indexOf('</head>')) return intoHead(html, tags);
  return `${html.slice(0, at)}${tags.join('\n    ')}\n    ${html.slice(at)}`;
}

/**
 * The page with an image asked for at once: the largest pictures of a landing page (a member's
 * photo preview, a search's first row) would otherwise wait for the app's code and data. Asked
 * for ahead of the scripts: over HTTP/1.1 a browser opens six connections to a server, and the
 * seven scripts would otherwise take them first.
 */
export function withImagePreload(html: string, image: PreloadImage): string {
  const set = image.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  return aheadOfScripts(html, [
    `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${set} fetchpriority="high" />`,
  ]);
}

/**
 * The page with its style sheets asked for before its scripts (the build writes them after):
 * nothing is drawn before the styles arrive, and the scripts would take the connections first.
 */
export function withStylesFirst(html: string): string {
  const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  if (sheets.length === 0) return html;
  const rest = sheets.reduce((page, sheet) => page.replace(sheet, ''), html).replace(/\n\s*\n/g, '\n');
  return aheadOfScripts(rest, sheets);
}

/** The page with its own scripts asked for alongside the entry's (see page-preloads.ts). */
export function withScriptPreloads(html: string, files: readonly string[]): string {
  return intoHead(
    html,
    files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
  );
}

/** The page with API answers for its app, by address (src/core/page-answers.ts); none: unchanged. */
export function withAnswers(html: string, answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return html;
  return intoHead(html, [jsonBlock(PAGE_ANSWERS_ELEMENT_ID, answers)]);
}
