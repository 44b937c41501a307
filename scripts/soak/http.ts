import { Agent, request } from 'node:http';

/** An answer slower than this counts as none: a hang, which the soak must never see. */
export const NO_ANSWER_MS = 20_000;

export interface SoakRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  cookie?: string;
  /** The site's public address: better-auth and the API's own origin check compare writes with it. */
  origin?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

/** A request that got no answer: the socket's error code (ECONNREFUSED, ECONNRESET…) or NO_ANSWER. */
export interface WireError {
  error: string;
  ms: number;
  /**
   * The request went out on a kept-alive connection: a reset then is most likely the server
   * closing it as idle just as the request was sent, a race Node's documentation tells clients
   * to retry (http.ClientRequest reusedSocket).
   */
  reused: boolean;
}

export type Outcome = Answer | WireError;

export const isWireError = (outcome: Outcome): outcome is WireError => 'error' in outcome;

/** One keep-alive pool per app process, as a load balancer keeps to each backend. */
export function backendAgent(): Agent {
  // Idle connections are dropped after 2 s, well before the server's 5 s keep-alive timeout.
  return new Agent({ keepAlive: true, maxSockets: 64, timeout: 2_000 });
}

/** `agent` false: a connection of its own, closed after the answer. */
export function send(agent: Agent | false, base: string, req: SoakRequest): Promise<Outcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve) => {
    const outgoing = request(`${base}${req.path}`, {
      agent,
      method: req.method,
      headers: {
        'Accept-Encoding': 'identity',
        ...(payload ? { 'Content-Type': 'application/json' } : {}),
        ...(req.cookie ? { Cookie: req.cookie } : {}),
        ...(req.origin ? { Origin: req.origin } : {}),
        ...req.headers,
      },
    });
    const timer = setTimeout(() => outgoing.destroy(new Error('NO_ANSWER')), NO_ANSWER_MS);
    const fail = (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({
        error: error.message === 'NO_ANSWER' ? 'NO_ANSWER' : (error.code ?? error.message),
        ms: ms(),
        reused: outgoing.reusedSocket,
      });
    };
    outgoing.once('error', fail);
    outgoing.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', fail);
      res.once('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: ms(),
        });
      });
    });
    outgoing.end(payload);
  });
}

/**
 * A browser's cookies for the site: what answers set (the session, its signed cache, the
 * read-your-writes cookie of the replica routing) is sent back, and a cookie cleared is dropped.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(answer: Answer): void {
    const lines = answer.headers['set-cookie'] ?? [];
    for (const line of Array.isArray(lines) ? lines : [lines]) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const cleared = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}
