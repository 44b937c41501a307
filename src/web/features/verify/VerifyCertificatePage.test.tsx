// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CertificateVerification } from '../../../server/features/documents';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const CODE = 'A1B2-C3D4-E5F6';

function certificate(overrides: Partial<CertificateVerification> = {}): CertificateVerification {
  return {
    certificate_code: CODE,
    order_number: 'BD-100042',
    issued_at: '2026-03-04T10:02:00.000Z',
    production_title: 'Night Shift',
    company: 'Acme Films',
    status: 'valid',
    items: [
      {
        photoid: 1,
        title: 'Kitchen 1',
        creator_name: 'The Okafor family',
        license_type: 'background-dressing',
        refunded: false,
        amendment: 'Upgraded to hero usage after purchase: order BD-100050, certificate C0DE-C0DE-C0DE',
      },
      {
        photoid: 2,
        title: 'Picnic',
        creator_name: null,
        license_type: 'hero-usage',
        refunded: false,
        amendment: null,
      },
    ],
    ...overrides,
  };
}

const photos = () => within(screen.getByRole('list', { name: 'Photos on this certificate' }));

describe('VerifyCertificatePage (/verify/{code})', { timeout: 20_000 }, () => {
  it('confirms a genuine certificate to a guest: production, company, order, date and each photo with its licence', async () => {
    const server = fakeApi({
      ...SIGNED_OUT_ROUTES,
      [`GET /api/verify/${CODE}`]: () => Response.json(certificate()),
    });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate genuine' })).toBeTruthy();
    expect(screen.getByText('Every photo on this certificate is licensed.')).toBeTruthy();
    for (const text of ['Night Shift', 'Acme Films', 'BD-100042'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getAllByText('March 4, 2026').length).toBeGreaterThan(0);
    const rows = photos().getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#1Kitchen 1by The Okafor familyBackground dressingUpgraded to hero usage after purchase: order BD-100050, certificate C0DE-C0DE-C0DE',
      '#2PicnicHero usage',
    ]);
    expect(screen.queryByText(/Refunded/)).toBeNull();
    expect(server.callsTo('GET', `/api/verify/${CODE}`)).toHaveLength(1);
  });

  it('marks refunded lines clearly and says the certificate no longer covers them', async () => {
    const answer = certificate({ status: 'partially_refunded' });
    const first = answer.items[0];
    if (first) first.refunded = true;
    fakeApi({ ...SIGNED_OUT_ROUTES, [`GET /api/verify/${CODE}`]: () => Response.json(answer) });
    renderApp(`/verify/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate genuine' })).toBeTruthy();
    expect(screen.getByText(/Some photos on this certificate were refunded/)).toBeTruthy();
    expect(screen.getByText('1 of 2 licensed')).toBeTruthy();
    const kitchen = within(photos().getByText('Kitchen 1').closest('li') as HTMLElement);
    expect(kitchen.getByText('Refunded — no longer licensed')).toBeTruthy();
    const picnic = within(photos().getByText('Picnic').closest('li') as HTMLElement);
    expect(picnic.queryByText(/Refunded/)).toBeNull();
  });

  it('says plainly when no certificate has the code, and offers a box to type it again', async () => {
    const server = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/verify/FFFF-FFFF-FFFF': () =>
        Response.json(
          { error: { code: 'NOT_FOUND', message: 'No certificate has this code' } },
          { status: 404 },
        ),
      [`GET /api/verify/${CODE}`]: () => Response.json(certificate()),
    });
    const { location } = renderApp('/verify/FFFF-FFFF-FFFF');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeTruthy();
    expect(screen.getByText(/No certificate has the code/)).toBeTruthy();
    expect(screen.queryByText('Certificate genuine')).toBeNull();
    const box = screen.getByLabelText('Certificate code') as HTMLInputElement;
    expect(box.value).toBe('FFFF-FFFF-FFFF');
    fireEvent.change(box, { target: { value: ' a1b2c3d4e5f6 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate genuine' })).toBeTruthy();
    expect(location()).toBe(`/verify/${CODE}`);
    expect(server.callsTo('GET', `/api/verify/${CODE}`)).toHaveLength(1);
  });

  it('shows a malformed code as not found without asking, with the box to retype it', async () => {
    const server = fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/verify/A1B2-C3D4-E5F');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeTruthy();
    const box = screen.getByLabelText('Certificate code') as HTMLInputElement;
    expect(box.value).toBe('A1B2-C3D4-E5F');
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter the 12 letters and digits printed on the certificate/)).toBeTruthy();
    expect(server.calls.filter((call) => call.path.startsWith('/api/verify'))).toHaveLength(0);
  });
});
