// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutQuote, type CheckoutRequest } from '../../../core/checkout';
import { testCartLine } from '../../testing/cart-answers';
import { testQuote, testQuoteOf } from '../../testing/checkout-answers';
import { collectingServer, testCompany, testProject } from '../../testing/collecting-answers';
import { type FakeRoute, fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';
import { pickOption } from '../../testing/render-ui';
import { browserLocation } from './leave-page';

isolateAppTests();

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A signed-in buyer with one project (Season 2 · Acme Films) and this quote. */
function checkoutServer(quote: CheckoutQuote, overrides: Record<string, FakeRoute> = {}) {
  return collectingServer(
    {
      companies: [testCompany(1, 'Acme Films')],
      projects: [testProject(1, 'Season 2', 'Acme Films')],
      wishlists: [],
    },
    { 'GET /api/checkout': () => json(quote), ...overrides },
  );
}

const payButton = () => screen.getByRole('button', { name: /^Pay / }) as HTMLButtonElement;
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const figure = (term: string) => summary().getByText(term).closest('div')?.querySelector('dd')?.textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Waits for the page, the default project and its company to be in place. */
async function openCheckout(url = '/checkout') {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await waitFor(() => expect(field('Company').value).toBe('Acme Films'));
  return app;
}

const COUNTRY_CODE: Record<string, string> = { 'United States': 'US', 'United Kingdom': 'GB' };

async function fillForm(country = 'United States') {
  fireEvent.change(screen.getByRole('combobox', { name: 'Billing country' }), {
    target: { value: COUNTRY_CODE[country] },
  });
  fireEvent.change(field('Production title'), { target: { value: "Ocean's Twelve" } });
  fireEvent.change(field('Billing address'), { target: { value: '1 Studio Way\nBurbank, CA 91505' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the licence terms/ }));
}

/** Stripe's page: another site, a full page load. */
const started = {
  order_id: 'o-1',
  order_number: 'BD-100042',
  payment_url: 'https://checkout.stripe.test/c/pay/cs_test_1',
};

describe('CheckoutPage (/checkout)', { timeout: 20_000 }, () => {
  it('lists each line with its number, licence and prices, the withdrawn ones apart, and the totals', async () => {
    checkoutServer(
      testQuote([
        ...Array.from({ length: 25 }, (_, index) => testCartLine(index + 1)),
        testCartLine(30, { title: 'Gone fishing', available: false }),
      ]),
    );
    await openCheckout();
    const lines = screen.getByRole('list', { name: 'Photos to license' });
    // A long cart starts summarised, so the form and the pay button stay close (issue 22).
    expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    const more = screen.getByRole('button', { name: 'Show all 25 photos' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(lines).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Show fewer photos' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const first = within(within(lines).getAllByRole('listitem')[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Kitchen 1' }).getAttribute('href')).toBe('/photo/1');
    expect(first.getByText(/Background dressing/).textContent).toBe('#1 · Background dressing');
    expect(first.getByText('$45.00').tagName).toBe('S');
    expect(first.getByText('$42.75')).toBeTruthy();
    const gone = within(screen.getByRole('list', { name: 'Photos no longer available' }));
    expect(gone.getByText('Gone fishing')).toBeTruthy();
    expect(gone.getByText('No longer available — not charged')).toBeTruthy();
    expect(figure('Subtotal')).toBe('$1,125.00');
    expect(figure('Volume discount (5%)')).toBe('−$56.25');
    expect(summary().getByText('Production pack')).toBeTruthy();
    expect(figure('Total')).toBe('$1,068.75');
    expect(payButton().textContent).toBe('Pay $1,068.75');
    // The signed-in person's name starts the billing name; the project's company the company.
    expect(field('Billing name').value).toBe('Morgan Reyes');
    expect(screen.getByRole('link', { name: 'licence terms' }).getAttribute('href')).toBe('/license');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends a visitor to sign in and back, without asking for a quote', async () => {
    const server = fakeApi(SIGNED_OUT_ROUTES);
    const { location } = renderApp('/checkout');
    await waitFor(() => expect(location()).toBe('/auth?mode=login&returnUrl=%2Fcheckout'));
    expect(server.callsTo('GET', '/api/checkout')).toHaveLength(0);
  });

  it('shows an empty cart as a friendly empty state with a way to search', async () => {
    checkoutServer(testQuoteOf(0));
    renderApp('/checkout');
    expect(await screen.findByText(CHECKOUT_MESSAGES.emptyCart)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search photos' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it.each([
    ['failed', CHECKOUT_MESSAGES.paymentFailed],
    ['cancelled', CHECKOUT_MESSAGES.paymentCancelled],
  ])(
    'says what happened when the provider sends the buyer back with ?payment=%s',
    async (payment, message) => {
      checkoutServer(testQuoteOf(2));
      renderApp(`/checkout?payment=${payment}`);
      const alert = await screen.findByText(message);
      expect(alert.closest('[role="alert"]')).toBeTruthy();
    },
  );

  it('says payments are unavailable and keeps the pay button disabled', async () => {
    const server = checkoutServer(
      testQuote([testCartLine(1)], { payments_unavailable: true, provider: null }),
    );
    await openCheckout();
    expect(screen.getByText(CHECKOUT_MESSAGES.paymentsUnavailable)).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    await fillForm();
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    expect(server.callsTo('POST', '/api/checkout')).toHaveLength(0);
  });

  it('shows each problem under its field on submit, tied to it, and moves focus to the first', async () => {
    const server = checkoutServer(testQuoteOf(2));
    await openCheckout();
    fireEvent.change(field('Production title'), { target: { value: '' } });
    fireEvent.change(field('Billing name'), { target: { value: '' } });
    fireEvent.click(payButton());
    const title = field('Production title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(title)).toContain(CHECKOUT_MESSAGES.productionTitleRequired);
    expect(errorOf(field('Billing name'))).toContain(CHECKOUT_MESSAGES.billingNameRequired);
    expect(errorOf(field('Billing address'))).toContain(CHECKOUT_MESSAGES.billingAddressRequired);
    expect(errorOf(screen.getByRole('checkbox', { name: /I accept/ }))).toContain(
      CHECKOUT_MESSAGES.termsRequired,
    );
    expect(server.callsTo('POST', '/api/checkout')).toHaveLength(0);
  });

  it('starts the production title as the chosen project’s name, which the buyer may change', async () => {
    checkoutServer(testQuoteOf(1));
    await openCheckout();
    const title = field('Production title') as HTMLInputElement;
    expect(title.value).toBe('Season 2');
    fireEvent.change(title, { target: { value: 'Night Shift (pilot)' } });
    expect(title.value).toBe('Night Shift (pilot)');
  });

  it('checks a field when it is left, with the rules of src/core', async () => {
    checkoutServer(testQuoteOf(1));
    await openCheckout();
    const title = field('Production title');
    fireEvent.change(title, { target: { value: '<b>Heat</b>' } });
    fireEvent.blur(title);
    // The check runs the schema, which answers after the event.
    await waitFor(() => expect(errorOf(title)).toContain(CHECKOUT_MESSAGES.invalidCharacters));
    fireEvent.change(field('Company'), { target: { value: 'A' } });
    fireEvent.blur(field('Company'));
    await waitFor(() => expect(field('Company').getAttribute('aria-invalid')).toBe('true'));
  });

  it('sends one request for a double click, with the quote’s fingerprint and the form, then goes to pay', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const quote = testQuoteOf(2);
    let answer: (response: Response) => void = () => {};
    const server = checkoutServer(quote, {
      'POST /api/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openCheckout();
    await fillForm();
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(server.callsTo('POST', '/api/checkout')).toHaveLength(1));
    const sent = server.callsTo('POST', '/api/checkout')[0]?.body as CheckoutRequest;
    expect(sent).toMatchObject({
      fingerprint: quote.fingerprint,
      project_id: testProject(1, 'Season 2', 'Acme Films').id,
      production_title: "Ocean's Twelve",
      company: 'Acme Films',
      billing_name: 'Morgan Reyes',
      billing_address: '1 Studio Way\nBurbank, CA 91505',
      billing_country: 'US',
      po_number: '',
      accept_terms: true,
    });
    expect(sent.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => answer(json(started, 201)));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(started.payment_url));
    expect(server.callsTo('POST', '/api/checkout')).toHaveLength(1);
  });

  it('goes to the test provider’s page in the app, without reloading, its heading focused (issue 23)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const server = checkoutServer(testQuoteOf(1), {
      'POST /api/checkout': () =>
        json({ ...started, payment_url: '/checkout/test-payment/tps_0123456789abcdef01234567' }, 201),
      'GET /api/checkout/test-payments/tps_0123456789abcdef01234567': () =>
        json({
          id: 'tps_0123456789abcdef01234567',
          order_id: 'o-1',
          order_number: 'BD-100042',
          amount_cents: 4500,
          status: 'open',
        }),
    });
    const { location } = await openCheckout();
    await fillForm();
    // The buyer pressed keys to get here: a page change they caused.
    fireEvent.keyDown(payButton(), { key: 'Enter' });
    fireEvent.click(payButton());
    await waitFor(() => expect(location()).toBe('/checkout/test-payment/tps_0123456789abcdef01234567'));
    // Its code compiles on the first visit: slow on a busy machine.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Test payment' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(assign).not.toHaveBeenCalled();
    expect(server.callsTo('POST', '/api/checkout')).toHaveLength(1);
  });

  it('shows the server’s field messages under their fields', async () => {
    checkoutServer(testQuoteOf(1), {
      'POST /api/checkout': () =>
        json(
          {
            error: {
              code: 'invalid',
              message: 'Check the form',
              fields: { billing_address: CHECKOUT_MESSAGES.billingAddressTooLong },
            },
          },
          400,
        ),
    });
    await openCheckout();
    await fillForm();
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(errorOf(field('Billing address'))).toContain(CHECKOUT_MESSAGES.billingAddressTooLong),
    );
    expect(document.activeElement).toBe(field('Billing address'));
  });

  it('shows what changed when the cart moved, and pays the new quote with the same key', async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const before = testQuote([testCartLine(1), testCartLine(2, { title: 'Picnic' }), testCartLine(3)]);
    const after = testQuote([
      testCartLine(1, { price: 50 }),
      testCartLine(2, { title: 'Picnic', available: false }),
      testCartLine(3, { license: 'hero-usage' }),
    ]);
    let posts = 0;
    const server = checkoutServer(before, {
      'POST /api/checkout': () => {
        posts += 1;
        return posts === 1
          ? json({ error: { code: 'changed', message: CHECKOUT_MESSAGES.changed }, quote: after }, 409)
          : json(started, 201);
      },
    });
    await openCheckout();
    expect(payButton().textContent).toBe('Pay $135.00');
    await fillForm();
    fireEvent.click(payButton());
    const notice = await screen.findByText(CHECKOUT_MESSAGES.changed);
    const changes = within(notice.closest('[role="alert"]') as HTMLElement);
    expect(changes.getByText('Kitchen 1 (#1) now costs $50.00 (it was $45.00).')).toBeTruthy();
    expect(changes.getByText('Picnic (#2) is no longer available and will not be charged.')).toBeTruthy();
    expect(
      changes.getByText('Kitchen 3 (#3) is now licensed for hero usage (it was background dressing).'),
    ).toBeTruthy();
    expect(changes.getByText('The total is now $275.00 (it was $135.00).')).toBeTruthy();
    expect(payButton().textContent).toBe('Pay $275.00');
    expect(screen.getByRole('list', { name: 'Photos no longer available' }).textContent).toContain('Picnic');

    fireEvent.click(payButton());
    await waitFor(() => expect(server.callsTo('POST', '/api/checkout')).toHaveLength(2));
    const [first, second] = server
      .callsTo('POST', '/api/checkout')
      .map((call) => call.body as CheckoutRequest);
    expect(second?.fingerprint).toBe(after.fingerprint);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
    await waitFor(() => expect(screen.queryByText(CHECKOUT_MESSAGES.changed)).toBeNull());
  });

  it('says payments are unavailable when the server answers 503, and disables the button', async () => {
    checkoutServer(testQuoteOf(1), {
      'POST /api/checkout': () =>
        json({ error: { code: 'unavailable', message: CHECKOUT_MESSAGES.paymentsUnavailable } }, 503),
    });
    await openCheckout();
    await fillForm();
    fireEvent.click(payButton());
    expect(await screen.findByText(CHECKOUT_MESSAGES.paymentsUnavailable)).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it('fills the form again from an attempt that ended without payment (issue 22)', async () => {
    const project = testProject(1, 'Season 2', 'Acme Films');
    checkoutServer(
      testQuote([testCartLine(1)], {
        draft: {
          project_id: project.id,
          production_title: 'Night Shift — Episode 2',
          company: 'Acme Films Ltd',
          billing_name: 'Acme Accounts',
          billing_address: '9 Lot Road\nBurbank',
          billing_country: 'GB',
          po_number: 'PO-12',
          accept_terms: true,
        },
      }),
    );
    renderApp('/checkout?payment=failed');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect(field('Production title').value).toBe('Night Shift — Episode 2'));
    expect(field('Company').value).toBe('Acme Films Ltd');
    expect(field('Billing name').value).toBe('Acme Accounts');
    expect(field('Billing address').value).toBe('9 Lot Road\nBurbank');
    const country = screen.getByRole('combobox', { name: 'Billing country' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('United Kingdom');
    expect(field('PO number (optional)').value).toBe('PO-12');
    expect(
      (screen.getByRole('checkbox', { name: /I accept/ }) as HTMLInputElement).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('adds the billing country’s tax to the summary and the pay button, and sends the PO number', {
    timeout: 60_000,
  }, async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const server = checkoutServer(
      testQuote([testCartLine(1), testCartLine(2)], { tax: { mode: 'rates', rates: { GB: 2000 } } }),
      { 'POST /api/checkout': () => json(started, 201) },
    );
    await openCheckout();
    expect(payButton().textContent).toBe('Pay $90.00');
    expect(summary().queryByText(/^Tax/)).toBeNull();
    await fillForm('United Kingdom');
    expect(figure('Tax (20%, United Kingdom)')).toBe('$18.00');
    expect(figure('Total')).toBe('$108.00');
    expect(payButton().textContent).toBe('Pay $108.00');
    fireEvent.change(field('PO number (optional)'), { target: { value: ' PO-7781 ' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(server.callsTo('POST', '/api/checkout')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/checkout')[0]?.body).toMatchObject({
      billing_country: 'GB',
      po_number: 'PO-7781',
    });
  });

  it('says Stripe adds the tax on its page when Stripe Tax prices it', async () => {
    checkoutServer(testQuote([testCartLine(1)], { provider: 'stripe', tax: { mode: 'stripe' } }));
    await openCheckout();
    expect(figure('Tax')).toBe('Added on Stripe’s page');
    expect(payButton().textContent).toBe('Pay $45.00');
  });

  it('creates a project for the purchase in a dialog and chooses it, with its company', async () => {
    checkoutServer(testQuoteOf(1));
    await openCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    // One title (issue 22): the dialog's, with no second heading inside.
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Project for Purchase' }));
    expect(dialog.getAllByRole('heading')).toHaveLength(1);
    const company = dialog.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(company.getAttribute('aria-busy')).toBeNull());
    pickOption(company, 'Create new company');
    fireEvent.change(dialog.getByLabelText('Company name'), { target: { value: 'Bright Pictures' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Next' }));
    fireEvent.change(await dialog.findByLabelText('Project name'), { target: { value: 'Pilot' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(field('Company').value).toBe('Bright Pictures'));
    expect(screen.getByRole('combobox', { name: 'Project' }).textContent).toBe('Pilot · Bright Pictures');
  });
});
