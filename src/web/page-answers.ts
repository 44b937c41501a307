import { answerKey, PAGE_ANSWERS_ELEMENT_ID } from '../core/page-answers';
import { readPageJson } from './page-data';

/** Past this long after the page loaded, its answers are too old to stand for the server's. */
const ANSWERS_VALID_MS = 30_000;

let answers: Map<string, unknown> | null = null;

/** The answers the served page carries, read once (src/core/page-answers.ts). */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  const carried = readPageJson(PAGE_ANSWERS_ELEMENT_ID);
  answers = new Map(typeof carried === 'object' && carried !== null ? Object.entries(carried) : []);
  return answers;
}

function addressOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * `fetch`, except that the first GET of an address the page came with is answered from the
 * page, once: the photos of a landing search or photo page need no second round trip.
 */
export function fetchWithPageAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (method.toUpperCase() === 'GET' && performance.now() < ANSWERS_VALID_MS) {
    const stored = pageAnswers();
    const key = answerKey(addressOf(input));
    if (stored.has(key)) {
      const body = stored.get(key);
      stored.delete(key);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }
  }
  return fetch(input, init);
}

/** For tests: forget what was read, so the next call reads the document again. */
export function forgetPageAnswers(): void {
  answers = null;
}
