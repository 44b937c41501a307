// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const mail = (id: string, subject: string, link: string) => ({
  id,
  to: 'ada@example.test',
  subject,
  text: `Open ${link}`,
  html: `<p>${subject}</p><a href="${link}">Go</a>`,
  links: [link],
  created_at: '2026-03-04T10:00:00.000Z',
});

describe('/dev/mail', () => {
  it('lists the mails newest first and shows one in a sandboxed frame with its links', async () => {
    const newest = mail(
      'm2',
      'Your Backdrop login link',
      'http://localhost/api/auth/magic-link/verify?token=b',
    );
    const older = mail(
      'm1',
      'Confirm your Backdrop account',
      'http://localhost/api/auth/magic-link/verify?token=a',
    );
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'GET /api/dev/outbox': () => Response.json({ items: [newest, older], total: 2, limit: 50, offset: 0 }),
    });
    renderApp('/dev/mail');
    const list = await screen.findByRole('list', { name: 'Mails' });
    expect(list.textContent).toMatch(/login link.*Confirm/);
    const frame = screen.getByTitle('Mail: Your Backdrop login link');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Your Backdrop login link</p>');
    expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(newest.links[0]);
    fireEvent.click(screen.getByRole('button', { name: /Confirm your Backdrop account/ }));
    expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(older.links[0]);
  });

  it('says so when the server has no outbox (production)', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/dev/mail');
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
  });
});
