// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../core/checkout';
import { DOWNLOAD_MESSAGES, type Purchase } from '../../../core/purchases';
import { testOrderId } from '../../testing/checkout-answers';
import { type FakeRoute, fakeApi, signedInRoutes } from '../../testing/fake-api';
import {
  testLooseLicence,
  testProjectId,
  testPurchase,
  testPurchaseId,
} from '../../testing/purchase-answers';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });
const TOKEN = 'a'.repeat(43);

/** The buyer's purchases: Night Shift's Season 2 in two orders (one line refunded), and a loose licence. */
const PURCHASES: Purchase[] = [
  testPurchase(1042, { title: 'Kitchen table', license_type: 'hero-usage', price_cents: 22500 }),
  testPurchase(7, { refunded: true }),
  testPurchase(8, { order_id: testOrderId(2), order_number: 'BD-100050' }),
  testLooseLicence(99, { title: 'Old sign' }),
];

function purchasesServer(items: Purchase[] = PURCHASES, extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    ...signedInRoutes(),
    'GET /api/purchases': (call) => {
      const q = new URLSearchParams(call.search).get('q') ?? '';
      const found = items.filter(
        (item) =>
          q === '' ||
          (q.startsWith('#')
            ? `#${item.photoid}` === q
            : `${item.title} ${item.production_title}`.includes(q)),
      );
      return json({ items: found });
    },
    'POST /api/purchases/download-links': () =>
      json(
        {
          url: `/api/downloads/${TOKEN}`,
          kind: 'file',
          file_name: 'backdrop-1042-hero-usage.jpg',
          expires_at: '2026-03-04T10:17:00.000Z',
        },
        201,
      ),
    ...extra,
  });
}

/** What the page handed the browser to download (an `<a download>` it clicked). */
function spyOnDownloads() {
  const clicked: { href: string | null; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href'), download: this.download });
  });
  return clicked;
}

describe('MyPurchasesPage (/my-purchases)', { timeout: 20_000 }, () => {
  it('groups licences by production and project, with counts, order links and ZIPs', async () => {
    purchasesServer();
    renderApp('/my-purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'My purchases' })).toBeTruthy();
    const night = within(await screen.findByRole('region', { name: 'Night Shift' }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const season = within(night.getByRole('region', { name: 'Season 2 · Acme Films' }));
    expect(season.getByText('2 licences · 1 refunded')).toBeTruthy();
    expect(season.getByRole('link', { name: 'Order BD-100042' }).getAttribute('href')).toBe(
      `/orders/${testOrderId(1)}`,
    );
    expect(season.getByRole('link', { name: 'Order BD-100050' })).toBeTruthy();
    expect(season.getByRole('button', { name: 'Download all (ZIP): Season 2 · Acme Films' })).toBeTruthy();
    expect(season.getByRole('button', { name: 'Download all (ZIP): order BD-100050' })).toBeTruthy();

    const kitchen = within(season.getByRole('link', { name: 'Kitchen table' }).closest('li') as HTMLElement);
    expect(season.getByRole('link', { name: 'Kitchen table' }).getAttribute('href')).toBe('/photo/1042');
    expect(kitchen.getByText('#1042')).toBeTruthy();
    expect(kitchen.getByText(/The Okafor family/)).toBeTruthy();
    expect(kitchen.getByText(/Hero usage/)).toBeTruthy();
    expect(kitchen.getByText('$225.00')).toBeTruthy();
    expect(kitchen.getByText('Mar 4, 2026')).toBeTruthy();
    expect(kitchen.getByRole('button', { name: 'Download #1042 Kitchen table' })).toBeTruthy();

    // A refunded line is shown, muted, without its file.
    const refunded = within(season.getByRole('link', { name: 'Kitchen 7' }).closest('li') as HTMLElement);
    expect(refunded.getByText('Refunded — no longer licensed')).toBeTruthy();
    expect(refunded.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Download #7/ })).toBeNull();

    const other = within(screen.getByRole('region', { name: 'Other licences' }));
    expect(other.getByRole('button', { name: 'Download #99 Old sign' })).toBeTruthy();
    expect(other.queryByRole('button', { name: /ZIP/ })).toBeNull();
  });

  it('shows one "Download all (ZIP)" for a project bought in one order (issue 22)', async () => {
    purchasesServer([testPurchase(1), testPurchase(2)]);
    renderApp('/my-purchases');
    const season = within(await screen.findByRole('region', { name: 'Season 2 · Acme Films' }));
    expect(season.getAllByRole('button', { name: /^Download all \(ZIP\)/ })).toHaveLength(1);
    expect(season.getByRole('link', { name: 'Order BD-100042' })).toBeTruthy();
  });

  it('makes a link when Download is clicked, then hands it to the browser as a download', async () => {
    const clicked = spyOnDownloads();
    const server = purchasesServer();
    renderApp('/my-purchases');
    const button = await screen.findByRole('button', { name: 'Download #1042 Kitchen table' });
    // No link exists before the click: it would expire.
    expect(server.callsTo('POST', '/api/purchases/download-links')).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: `/api/downloads/${TOKEN}`, download: 'backdrop-1042-hero-usage.jpg' });
    expect(server.callsTo('POST', '/api/purchases/download-links').map((call) => call.body)).toEqual([
      { purchase_id: testPurchaseId(1042) },
    ]);
    // The page stays where it was.
    expect(screen.getByRole('heading', { level: 1, name: 'My purchases' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download all (ZIP): Season 2 · Acme Films' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download all (ZIP): order BD-100050' }));
    await waitFor(() => expect(clicked).toHaveLength(3));
    expect(server.callsTo('POST', '/api/purchases/download-links').map((call) => call.body)).toEqual([
      { purchase_id: testPurchaseId(1042) },
      { project_id: testProjectId(1) },
      { order_id: testOrderId(2) },
    ]);
  });

  it('stays busy while a ZIP arrives, says so, and cannot start it twice (issue 22)', async () => {
    const clicked = spyOnDownloads();
    let push: (bytes: Uint8Array) => void = () => {};
    let finish: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (bytes) => controller.enqueue(bytes);
        finish = () => controller.close();
      },
    });
    const server = purchasesServer([testPurchase(1), testPurchase(2)], {
      'POST /api/purchases/download-links': () =>
        json(
          {
            url: `/api/downloads/${TOKEN}`,
            kind: 'zip',
            file_name: 'backdrop-BD-100042.zip',
            expires_at: '2026-03-04T10:17:00.000Z',
          },
          201,
        ),
      [`GET /api/downloads/${TOKEN}`]: () =>
        new Response(body, { headers: { 'Content-Type': 'application/zip' } }),
    });
    renderApp('/my-purchases');
    const zip = await screen.findByRole('button', { name: 'Download all (ZIP): Season 2 · Acme Films' });
    fireEvent.click(zip);
    expect(await screen.findByText('Preparing ZIP…')).toBeTruthy();
    // Busy but focusable (issue 23): aria-disabled, not the native disabled.
    expect(zip.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(zip);
    push(new Uint8Array(654_321));
    expect(await screen.findByText('Downloading ZIP… 654 KB')).toBeTruthy();
    expect(clicked).toHaveLength(0);
    finish();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('backdrop-BD-100042.zip');
    expect(clicked[0]?.href).toMatch(/^blob:/);
    await waitFor(() => expect(zip.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByText(/Downloading ZIP/)).toBeNull();
    expect(server.callsTo('POST', '/api/purchases/download-links')).toHaveLength(1);
    expect(server.callsTo('GET', `/api/downloads/${TOKEN}`)).toHaveLength(1);
  });

  it('is busy while the link is made, and says the server’s reason when there is none', async () => {
    const clicked = spyOnDownloads();
    let answer: () => void = () => {};
    purchasesServer(PURCHASES, {
      'POST /api/purchases/download-links': () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(json({ error: { code: 'INVALID', message: DOWNLOAD_MESSAGES.nothingToDownload } }, 400));
        }),
    });
    renderApp('/my-purchases');
    const zip = await screen.findByRole('button', { name: 'Download all (ZIP): order BD-100050' });
    fireEvent.click(zip);
    await waitFor(() => expect(zip.getAttribute('aria-busy')).toBe('true'));
    // Busy but focusable (issue 23): aria-disabled, not the native disabled.
    expect(zip.getAttribute('aria-disabled')).toBe('true');
    answer();
    expect(await screen.findByText('Download failed')).toBeTruthy();
    expect(screen.getByText(DOWNLOAD_MESSAGES.nothingToDownload)).toBeTruthy();
    expect(clicked).toHaveLength(0);
    await waitFor(() => expect(zip.getAttribute('aria-busy')).toBeNull());
  });

  it('upgrades a background-dressing licence to hero usage for the difference, through the payment page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const server = purchasesServer(PURCHASES, {
      'POST /api/checkout/upgrade': () =>
        json(
          {
            order_id: testOrderId(3),
            order_number: 'BD-100051',
            payment_url: '/checkout/test-payment/tps_x',
          },
          201,
        ),
    });
    renderApp('/my-purchases');
    const upgrade = await screen.findByRole('button', {
      name: 'Upgrade to hero usage for $180.00: #8 Kitchen 8',
    });
    expect(screen.queryByRole('button', { name: /Upgrade to hero usage for .*#1042/ })).toBeNull();
    // Issue 22: a summary and the licence terms come before the payment page.
    fireEvent.click(upgrade);
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade to hero usage' }));
    expect(dialog.getByText('#8 Kitchen 8')).toBeTruthy();
    expect(dialog.getByText('Current licence').nextElementSibling?.textContent).toBe('Background dressing');
    expect(dialog.getByText('New licence').nextElementSibling?.textContent).toBe('Hero usage');
    expect(dialog.getByText('Price of the difference').nextElementSibling?.textContent).toBe('$180.00');
    const pay = dialog.getByRole('button', { name: 'Pay $180.00' });
    fireEvent.click(pay);
    expect(await dialog.findByText(CHECKOUT_MESSAGES.termsRequired)).toBeTruthy();
    expect(server.callsTo('POST', '/api/checkout/upgrade')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('checkbox', { name: /I accept the licence terms/ }));
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test-payment/tps_x'));
    const calls = server.callsTo('POST', '/api/checkout/upgrade');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ purchase_id: testPurchaseId(8), accept_terms: true });
    assign.mockRestore();
  });

  it('searches as the buyer types, with the term in the URL', async () => {
    const server = purchasesServer();
    const { location } = renderApp('/my-purchases');
    const box = await screen.findByRole('searchbox', { name: 'Search your purchases' });
    await screen.findByRole('region', { name: 'Other licences' });
    fireEvent.change(box, { target: { value: 'Old' } });
    await waitFor(() => expect(location()).toBe('/my-purchases?q=Old'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Night Shift' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Old sign' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/purchases').map((call) => call.search)).toEqual(['', '?q=Old']);
  });

  it('opens with the term of a Licensed link (#1042) in the box and only that photo', async () => {
    const server = purchasesServer();
    renderApp('/my-purchases?q=%231042');
    expect(await screen.findByRole('link', { name: 'Kitchen table' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search your purchases' }) as HTMLInputElement).value).toBe(
      '#1042',
    );
    expect(screen.queryByRole('link', { name: 'Old sign' })).toBeNull();
    expect(server.callsTo('GET', '/api/purchases').map((call) => call.search)).toEqual(['?q=%231042']);
  });

  it('says when a search finds nothing, and clears it', async () => {
    purchasesServer();
    const { location } = renderApp('/my-purchases?q=zebra');
    expect(await screen.findByRole('heading', { name: 'No purchases match your search' })).toBeTruthy();
    expect(screen.getByText(/Nothing you licensed matches “zebra”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/my-purchases'));
    expect(await screen.findByRole('region', { name: 'Night Shift' })).toBeTruthy();
  });

  it('says when nothing was licensed yet, and leads to search', async () => {
    purchasesServer([]);
    renderApp('/my-purchases');
    expect(await screen.findByRole('heading', { name: 'You have not licensed any photos yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search photos' }).getAttribute('href')).toBe('/search');
  });

  it('is reached from the account menu', async () => {
    purchasesServer();
    renderApp('/my-purchases');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'My purchases' }).getAttribute('href')).toBe('/my-purchases');
  });
});
