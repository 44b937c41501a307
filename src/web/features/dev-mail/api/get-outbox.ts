import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, isRecord, readJson } from '../../../api';

/** One mail of the development outbox (`GET /api/dev/outbox`). */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The http(s) links found in the mail, e.g. the one-time login link. */
  links: string[];
  created_at: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseMail(value: unknown): OutboxMail | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return {
    id: value.id,
    to: text(value.to),
    subject: text(value.subject),
    text: text(value.text),
    html: text(value.html),
    links: Array.isArray(value.links)
      ? value.links.filter((link): link is string => typeof link === 'string')
      : [],
    created_at: text(value.created_at),
  };
}

/** The outbox, newest first; `null` when the server has none (production answers 404). */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMail[] | null> {
  const response = await fetch('/api/dev/outbox', { signal, credentials: 'same-origin' });
  if (response.status === 404) return null;
  const body = await readJson<unknown>(response);
  const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return items.map(parseMail).filter((mail): mail is OutboxMail => mail !== null);
}

/** A developer waits for a mail to arrive: the list is read again every 3 seconds. */
export const OUTBOX_REFRESH_MS = 3000;

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'outbox'] as const,
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === null ? false : OUTBOX_REFRESH_MS),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
