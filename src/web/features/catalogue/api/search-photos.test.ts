import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api';
import { fakeApi } from '../../../testing/fake-api';
import { searchPhotosQueryOptions } from './search-photos';

const page = { items: [], total: 0, limit: 75, offset: 0, sort: 'random', method: 'fallback' };

/** Runs a search query to its end, advancing fake time through the retry waits. */
async function settle(query: Record<string, string>) {
  const client = new QueryClient();
  const outcome = client.fetchQuery(searchPhotosQueryOptions(query)).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(10_000);
  return outcome;
}

describe('searchPhotosQueryOptions', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once for a 400 and surfaces its message', async () => {
    vi.useFakeTimers();
    const server = fakeApi({
      'GET /api/photos/search': () =>
        Response.json(
          {
            error: {
              code: 'invalid',
              message: 'sort must be one of relevance, newest, oldest, popular, random',
            },
          },
          { status: 400 },
        ),
    });
    const outcome = await settle({ sort: 'cheapest' });
    expect(server.callsTo('GET', '/api/photos/search')).toHaveLength(1);
    expect(outcome).toEqual({ error: expect.any(ApiError) });
    expect((outcome as { error: ApiError }).error.message).toBe(
      'sort must be one of relevance, newest, oldest, popular, random',
    );
  });

  it('retries a server failure after 1 s and then 2 s, and stops after two retries', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const server = fakeApi({
      'GET /api/photos/search': () => {
        times.push(Date.now());
        return Response.json(
          { error: { code: 'internal', message: 'Something went wrong' } },
          { status: 503 },
        );
      },
    });
    const outcome = await settle({ q: 'kitchen' });
    expect(server.callsTo('GET', '/api/photos/search')).toHaveLength(3);
    expect(times.slice(1).map((time, i) => time - (times[i] ?? 0))).toEqual([1000, 2000]);
    expect(outcome).toEqual({ error: expect.any(ApiError) });
  });

  it('recovers when a retry succeeds, sending the query as the URL carries it', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const server = fakeApi({
      'GET /api/photos/search': () => {
        calls += 1;
        return calls === 1 ? new Response('bad gateway', { status: 502 }) : Response.json(page);
      },
    });
    const outcome = await settle({ q: 'kitchen', ethnicities: 'Black,White', decade: '1970s' });
    expect(outcome).toEqual({ value: page });
    const search = new URLSearchParams(server.calls[1]?.search);
    expect(Object.fromEntries(search)).toEqual({ q: 'kitchen', ethnicities: 'Black,White', decade: '1970s' });
  });
});
