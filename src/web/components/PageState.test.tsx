// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { ErrorState } from './ErrorState';
import { isNotFound, PageState } from './PageState';

afterEach(cleanup);

function Page({
  fetcher,
  notFoundStatuses,
}: {
  fetcher: () => Promise<string>;
  notFoundStatuses?: number[];
}) {
  const query = useQuery({ queryKey: ['page-state-test'], queryFn: fetcher, retry: false });
  return (
    <PageState
      query={query}
      loading={<p role="status">Loading the thing…</p>}
      notFound={<p role="alert">Thing not found</p>}
      notFoundStatuses={notFoundStatuses}
      error={(retry) => <ErrorState title="Error loading the thing" onRetry={retry} />}
    >
      {(data) => <h1>{data}</h1>}
    </PageState>
  );
}

function renderPage(fetcher: () => Promise<string>, notFoundStatuses?: number[]) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Page fetcher={fetcher} notFoundStatuses={notFoundStatuses} />
    </QueryClientProvider>,
  );
}

describe('PageState', () => {
  it('shows the loading view until the answer comes, then the data', async () => {
    let answer: (value: string) => void = () => {};
    renderPage(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Loading the thing…');
    await act(async () => answer('The thing'));
    expect(await screen.findByRole('heading', { name: 'The thing' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error view, and its retry asks again', async () => {
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'internal', 'Boom'))
      .mockResolvedValueOnce('The thing');
    renderPage(fetcher);
    expect(await screen.findByRole('heading', { name: 'Error loading the thing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The thing' })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows the not-found view for a 404 and for a 400 (a key that names nothing)', async () => {
    renderPage(() => Promise.reject(new ApiError(404, 'not_found', 'Not found')));
    expect((await screen.findByRole('alert')).textContent).toBe('Thing not found');
    cleanup();
    renderPage(() => Promise.reject(new ApiError(400, 'invalid', 'Bad id')));
    expect((await screen.findByRole('alert')).textContent).toBe('Thing not found');
  });

  it('treats only the statuses a page names as not found', async () => {
    renderPage(() => Promise.reject(new ApiError(400, 'invalid', 'Bad id')), [404]);
    expect(await screen.findByRole('heading', { name: 'Error loading the thing' })).toBeTruthy();
    expect(screen.queryByText('Thing not found')).toBeNull();
  });

  it('shows a network failure as an error, not as not found', async () => {
    renderPage(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'Error loading the thing' })).toBeTruthy();
  });
});

describe('isNotFound', () => {
  it('is true only for an ApiError whose status is one of those named', () => {
    expect(isNotFound(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'invalid', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'invalid', 'x'), [404])).toBe(false);
    expect(isNotFound(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
