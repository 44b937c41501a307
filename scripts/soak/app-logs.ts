import { readFileSync } from 'node:fs';

/** The app's warnings and errors, counted by message, from one process's JSON log. */
export function logProblems(file: string): Map<string, { level: number; count: number }> {
  const found = new Map<string, { level: number; count: number }>();
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { level?: number; msg?: string; status?: number; path?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    const level = entry.level ?? 0;
    // Request lines of 503s are warnings of the admission budget: counted by the traffic already.
    if (level < 40 || (entry.msg === 'request' && entry.status === 503)) continue;
    const key = entry.msg === 'request' ? `request ${entry.status} ${entry.path}` : String(entry.msg);
    const seen = found.get(key) ?? { level, count: 0 };
    seen.count++;
    found.set(key, seen);
  }
  return found;
}

export const REPLICA_DOWN = 'read replica does not answer';
export const REPLICA_BACK = 'read replica is back';

/** Whether the log has a message starting with `prefix`. */
export function logged(file: string, prefix: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes(`"msg":"${prefix}`);
  } catch {
    return false;
  }
}

/** How the server's request log saw one request: its status and time, or undefined if it never answered. */
export function requestLogLine(file: string, requestId: string): { status: number; ms: number } | undefined {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const line = text.split('\n').find((entry) => entry.includes(`"requestId":"${requestId}"`));
  if (!line) return undefined;
  const entry = JSON.parse(line) as { status: number; ms: number };
  return { status: entry.status, ms: entry.ms };
}
