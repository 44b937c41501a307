import { HOME_SHELL_ELEMENT_ID } from '../core/home-hero';

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
 * Removes the served page's stand-in for the home hero (server/http/home-shell.ts), drawn over
 * the app until its own hero is there: by the hero once drawn, and by the layout and the error
 * screens when something else is shown instead.
 */
export function removeServedShell(doc: Document | undefined = globalThis.document): void {
  doc?.getElementById(HOME_SHELL_ELEMENT_ID)?.remove();
}
