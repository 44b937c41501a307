// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

/** Issue 28 item 6: the cookie and privacy pages say exactly what click and search tracking keeps. */
describe('what the cookie and privacy pages say about tracking', { timeout: 20_000 }, () => {
  it('/cookies lists the visit id in session storage and what each click and search records', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/cookies');
    await screen.findByRole('heading', { level: 1, name: 'Cookie policy' });
    const row = screen.getByRole('cell', { name: 'backdrop.tracking-session' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Session storage' })).toBeTruthy();
    expect(row.textContent).toContain('gone when you close the tab');
    const page = document.body.textContent ?? '';
    expect(page).toContain('no third-party script, no tracking cookie');
    expect(page).toContain('the page you came from');
    expect(page).toContain('cut to 200 characters');
    expect(page).toContain('your account if you are signed in');
    expect(page).toContain('What you search for, how many photos it found');
    expect(page).toContain('We never store your IP address');
    expect(page).toContain('deleted after 13 months; only the counts made from them');
  });

  it('/privacy says what clicks and searches record, no IP address, and for how long', async () => {
    fakeApi(SIGNED_OUT_ROUTES);
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    const section = screen.getByRole('heading', { level: 2, name: 'Clicks and searches' });
    expect(section).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).toContain('no third-party script and no tracking cookie');
    expect(page).toContain('a random id for your visit (kept in your browser’s session storage');
    expect(page).toContain('user agent cut to 200 characters');
    expect(page).toContain('how many photos it found');
    expect(page).toContain('Never your IP address.');
    expect(page).toContain('deleted after 13 months');
  });
});
