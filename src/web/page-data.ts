import { SERVED_SHELL_ELEMENT_ID } from '../core/page-answers';

/**
 * A JSON data block the served page carries (`<script type="application/json" id=…>`, see
 * decision 007), parsed; undefined when the page has none or it cannot be read (the app then
 * asks the API as usual).
 */
export function readPageJson(id: string, doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Removes the served page's stand-in (server/http/page-shells.ts: the home hero, a search's first
 * rows, a photo's preview), drawn over the app until its own page is there: by that page in the
 * frame it is drawn, and by the layout and the error screens when something else is shown instead.
 */
export function removeServedShell(doc: Document | undefined = globalThis.document): void {
  doc?.getElementById(SERVED_SHELL_ELEMENT_ID)?.remove();
}

/** The path the served stand-in was drawn for, while it is there. */
export function servedShellPath(doc: Document | undefined = globalThis.document): string | undefined {
  return doc?.getElementById(SERVED_SHELL_ELEMENT_ID)?.dataset.path;
}
