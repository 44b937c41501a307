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
