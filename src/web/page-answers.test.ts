// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_ELEMENT_ID } from '../core/page-answers';
import { fetchWithPageAnswers, forgetPageAnswers } from './page-answers';

function pageCarries(answers: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_ANSWERS_ELEMENT_ID;
  block.textContent = answers;
  document.head.append(block);
}

// The page loaded a second ago (answers are only taken in the first half minute).
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(1000);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  forgetPageAnswers();
  vi.unstubAllGlobals();
});

describe('fetchWithPageAnswers', () => {
  it('answers the first GET of an address from the page, once, whatever the order of its parameters', async () => {
    pageCarries(
      JSON.stringify({ '/api/photos/search?limit=24&offset=0&q=kitchen&sort=relevance': { total: 2 } }),
    );
    const network = vi.fn(async () => new Response('{"total":9}'));
    vi.stubGlobal('fetch', network);

    const first = await fetchWithPageAnswers('/api/photos/search?q=kitchen&sort=relevance&limit=24&offset=0');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ total: 2 });
    expect(network).not.toHaveBeenCalled();

    const again = await fetchWithPageAnswers('/api/photos/search?q=kitchen&sort=relevance&limit=24&offset=0');
    expect(await again.json()).toEqual({ total: 9 });
    expect(network).toHaveBeenCalledOnce();
  });

  it('sends other addresses, writes and pages without a block to the network', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await fetchWithPageAnswers('/api/photos/1');
    forgetPageAnswers();
    pageCarries(JSON.stringify({ '/api/photos/1': { photo: {} } }));
    await fetchWithPageAnswers('/api/photos/2');
    await fetchWithPageAnswers('/api/photos/1', { method: 'PATCH', body: '{}' });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('goes to the network once the page is half a minute old', async () => {
    pageCarries(JSON.stringify({ '/api/photos/1': { photo: {} } }));
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await fetchWithPageAnswers('/api/photos/1');
    expect(network).toHaveBeenCalledOnce();
  });

  it('ignores a damaged block', async () => {
    pageCarries('{"/api/photos/1": ');
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    await fetchWithPageAnswers('/api/photos/1');
    expect(network).toHaveBeenCalledOnce();
  });
});
