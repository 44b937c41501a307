// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('reset password page', () => {
  it.each([
    '/reset-password',
    '/reset-password?error=INVALID_TOKEN',
    '/auth/reset-password?error=INVALID_TOKEN',
  ])('explains a missing or spent link at %s and offers a new one', async (url) => {
    fakeApi(SIGNED_OUT_ROUTES);
    renderApp(url);
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid or has expired/);
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/auth?mode=forgot-password',
    );
  });

  it('checks the new password, saves it and goes to sign in', async () => {
    const server = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/reset-password': () => Response.json({ status: true }),
    });
    const { location } = renderApp('/auth/reset-password?token=tok-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    type('New password', 'short');
    type('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 8 characters.');
    type('New password', 'a long new password');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    type('Confirm new password', 'a long new password');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/auth?mode=login'));
    expect(server.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'a long new password',
      token: 'tok-1',
    });
  });

  it('reports a rejected token and offers a new link', async () => {
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/reset-password': () =>
        Response.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
    });
    renderApp('/reset-password?token=spent');
    await screen.findByLabelText('New password');
    type('New password', 'a long new password');
    type('Confirm new password', 'a long new password');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Reset failed')).toBeTruthy();
    expect(screen.getByText('Invalid token')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
  });
});
