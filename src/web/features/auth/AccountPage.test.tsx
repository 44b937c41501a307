// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const account =
  (overrides: Record<string, unknown> = {}) =>
  () =>
    Response.json({
      email: 'morgan@example.test',
      has_password: false,
      created_at: '2026-03-04T10:00:00.000Z',
      session_count: 2,
      ...overrides,
    });

// The first test compiles the lazy page: more than the 5 s default on a busy machine.
describe('AccountPage (/account)', { timeout: 15_000 }, () => {
  it('shows the e-mail and sets a first password after checking it on the page', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/account': account(),
      'POST /api/account/password': () => Response.json({ has_password: true }),
    });
    renderApp('/account');
    expect(await screen.findByText('morgan@example.test')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(server.callsTo('POST', '/api/account/password')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'long-enough-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password updated')).toBeTruthy();
    expect(server.callsTo('POST', '/api/account/password')[0]?.body).toEqual({
      new_password: 'long-enough-1',
    });
  });

  it("shows the server's word on a wrong current password under its field", async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/account': account({ has_password: true }),
      'POST /api/account/password': () =>
        Response.json(
          {
            error: {
              code: 'invalid',
              message: 'Current password is incorrect',
              fields: { current_password: 'Current password is incorrect' },
            },
          },
          { status: 400 },
        ),
    });
    renderApp('/account');
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'guess' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
  });

  it('asks for the current password first, on its field, with focus there (decision 015)', async () => {
    const server = fakeApi({ ...signedInRoutes(), 'GET /api/account': account({ has_password: true }) });
    renderApp('/account');
    const current = await screen.findByLabelText('Current password');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    // One problem at a time: the short new password is said once the current one is given.
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', '/api/account/password')).toHaveLength(0);
  });

  it('closes the account only once its e-mail is typed, then goes home signed out', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/account': account(),
      'DELETE /api/account': () => Response.json({ closed: true }),
    });
    const { location } = renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close your account?' }));
    const confirm = dialog.getByRole('button', { name: 'Close my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('E-mail address'), { target: { value: 'MORGAN@example.test' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('Account closed')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/account')[0]?.body).toEqual({
      confirm_email: 'MORGAN@example.test',
    });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('signs out everywhere after asking, and says how many browsers are signed in', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /api/account': account(),
      'POST /api/account/sign-out-everywhere': () => Response.json({ signed_out: 2 }),
    });
    renderApp('/account');
    expect(
      await screen.findByText('Your account is signed in on 2 browsers, this one included.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere')).toBeTruthy();
    expect(server.callsTo('POST', '/api/account/sign-out-everywhere')).toHaveLength(1);
  });
});
