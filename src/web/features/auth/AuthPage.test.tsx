// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, SIGNED_OUT_ROUTES, signedInRoutes } from '../../testing/fake-api';
import { isolateAppTests, renderApp } from '../../testing/render-app';

isolateAppTests();

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

async function openAuth(url = '/auth?mode=login', routes = SIGNED_OUT_ROUTES) {
  const server = fakeApi(routes);
  const app = renderApp(url);
  await screen.findByRole('tablist', { name: 'Account' });
  return { ...app, server };
}

async function verifyHuman() {
  fireEvent.click(await screen.findByRole('button', { name: 'Verify you are human' }));
  await screen.findByText('Verified');
}

const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('auth screen tabs (spec §2)', () => {
  it('opens the tab named by mode, with the spec texts', async () => {
    await openAuth('/auth?mode=signup');
    expect(screen.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('From Polaroid to production — get started now')).toBeTruthy();
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    cleanup();
    await openAuth('/auth');
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText("Skip the password. We'll email you handy one-time login link.")).toBeTruthy();
    expect(screen.getByText("Don't have an account?")).toBeTruthy();
  });

  it('keeps the selected tab in the mode parameter, with the return URL', async () => {
    const { location } = await openAuth('/auth?mode=login&returnUrl=%2Fcart');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    await waitFor(() => expect(location()).toBe('/auth?mode=signup&returnUrl=%2Fcart'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/auth?mode=login&returnUrl=%2Fcart'));
    // Arrow keys move between tabs too.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sign in' }), { key: 'ArrowRight' });
    await waitFor(() => expect(location()).toBe('/auth?mode=signup&returnUrl=%2Fcart'));
  });

  it('shows the Reset tab only once asked for, then keeps it', async () => {
    const { location } = await openAuth('/auth?mode=login');
    expect(tabNames()).toEqual(['Sign in', 'Sign up']);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(location()).toBe('/auth?mode=forgot-password'));
    expect(tabNames()).toEqual(['Sign in', 'Sign up', 'Reset']);
    expect(screen.getByText('Enter your email to receive a reset link')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'back to login' }));
    await waitFor(() => expect(location()).toBe('/auth?mode=login'));
    expect(tabNames()).toEqual(['Sign in', 'Sign up', 'Reset']);
  });

  it('shows the Reset tab when the URL says so', async () => {
    await openAuth('/auth?mode=forgot-password');
    expect(tabNames()).toEqual(['Sign in', 'Sign up', 'Reset']);
    expect(screen.getByRole('tab', { name: 'Reset' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends a signed-in visitor on to the return URL', async () => {
    const { location } = await openAuthSignedIn('/auth?mode=login&returnUrl=%2Fprofile%3Ftab%3Dwishlists');
    await waitFor(() => expect(location()).toBe('/profile?tab=wishlists'));
  });
});

async function openAuthSignedIn(url: string) {
  fakeApi(signedInRoutes());
  const app = renderApp(url);
  await screen.findByRole('heading', { name: 'Your profile' });
  return app;
}

describe('sign-in tab (spec §5 validation, §8 outcomes)', () => {
  it('asks for the e-mail, then for the verification', async () => {
    await openAuth();
    submit('Send magic link');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email address.');
    type('Email', 'morgan@example.test');
    submit('Send magic link');
    expect(await screen.findByText('Verification required')).toBeTruthy();
    expect(screen.getByText('Please complete the Turnstile verification.')).toBeTruthy();
  });

  it('moves focus to the field a message is about, and says a missing check on the check (issue 23)', async () => {
    await openAuth();
    submit('Send magic link');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    type('Email', 'morgan@example.test');
    submit('Send magic link');
    const check = await screen.findByRole('button', { name: 'Verify you are human' });
    await waitFor(() => expect(document.activeElement).toBe(check));
    const message = 'Verification required. Please complete the human verification.';
    expect(document.getElementById(check.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(message).not.toMatch(/turnstile/i);
    // Verifying keeps focus on the check, says so, and the message goes.
    fireEvent.click(check);
    await waitFor(() => expect(check.textContent).toContain('Verified'));
    expect(document.activeElement).toBe(check);
    expect(screen.getByText('Verified as human. You can continue.').getAttribute('role')).toBe('status');
    expect(check.getAttribute('aria-describedby')).toBeNull();
  });

  it('moves focus into the password field when “Use password instead” shows it', async () => {
    await openAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
  });

  it('asks for both fields in password mode', async () => {
    await openAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    type('Email', 'morgan@example.test');
    submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both email and password.');
  });

  it('sends the link with the verification token and the return URL', async () => {
    await openAuth('/auth?mode=login&returnUrl=%2Fcart');
    const routes = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/magic-link': () => Response.json({ status: true }),
    });
    type('Email', ' morgan@example.test ');
    await verifyHuman();
    submit('Send magic link');
    expect(await screen.findByText('Magic link sent!')).toBeTruthy();
    expect(screen.getByText('Check your email for a one-time login link.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    const [call] = routes.callsTo('POST', '/api/auth/sign-in/magic-link');
    expect(call?.headers.get('x-captcha-response')).toBe('human-token');
    expect(call?.body).toEqual({
      email: 'morgan@example.test',
      callbackURL: '/cart',
      errorCallbackURL: '/auth?mode=login',
    });
  });

  it('shows a wrong password inline and gets a fresh verification token', async () => {
    await openAuth();
    const routes = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/email': () =>
        Response.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    type('Email', 'morgan@example.test');
    type('Password', 'wrong-password');
    await verifyHuman();
    submit('Sign in');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    // The password is the field to fix: marked, described by the message, focused.
    const passwordField = field('Password');
    expect(passwordField.getAttribute('aria-invalid')).toBe('true');
    expect(passwordField.getAttribute('aria-describedby')).toBe(alert.id);
    await waitFor(() => expect(document.activeElement).toBe(passwordField));
    expect(routes.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'morgan@example.test',
      password: 'wrong-password',
    });
    // The token was used up: the widget asks again.
    expect(await screen.findByRole('button', { name: 'Verify you are human' })).toBeTruthy();
  });

  it('welcomes a legacy user, who can try again', async () => {
    await openAuth();
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/email': () =>
        Response.json({ code: 'LEGACY_USER_RESET_SENT', message: 'server text' }, { status: 401 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use password instead' }));
    type('Email', 'lee@example.test');
    type('Password', 'old-password');
    await verifyHuman();
    submit('Sign in');
    expect(await screen.findByText('server text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('shows the rate limit message of the server', async () => {
    await openAuth();
    const message = 'Too many attempts. Please try again in 42 seconds.';
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/magic-link': () =>
        Response.json({ code: 'TOO_MANY_REQUESTS', message }, { status: 429 }),
    });
    type('Email', 'morgan@example.test');
    await verifyHuman();
    submit('Send magic link');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('explains a used or expired link', async () => {
    await openAuth('/auth?mode=login&error=INVALID_TOKEN');
    expect((await screen.findByRole('alert')).textContent).toMatch(/invalid or has expired/);
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
  });

  it('offers Google only when the server has it', async () => {
    await openAuth();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    cleanup();
    await openAuth('/auth', {
      ...SIGNED_OUT_ROUTES,
      'GET /api/auth/config': () => Response.json({ google: true, humanCheck: { kind: 'local' } }),
    });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });
});

describe('sign-up tab (spec §2, §5)', () => {
  it('keeps the two agreements exclusive and reveals the fields once one is ticked', async () => {
    await openAuth('/auth?mode=signup');
    const standard = screen.getByRole('checkbox', { name: 'I agree to the Backdrop license agreement' });
    const custom = screen.getByRole('checkbox', { name: 'My studio has its own agreement' });
    expect(screen.queryByLabelText('First name')).toBeNull();
    fireEvent.click(standard);
    expect(standard).toHaveProperty('checked', true);
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Last name (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    fireEvent.click(custom);
    expect(custom).toHaveProperty('checked', true);
    expect(standard).toHaveProperty('checked', false);
    fireEvent.click(custom);
    expect(custom).toHaveProperty('checked', false);
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('asks for an agreement, a first name, an e-mail, then the verification', async () => {
    await openAuth('/auth?mode=signup');
    submit('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe('Please accept an agreement to continue.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'My studio has its own agreement' }));
    submit('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your first name.');
    type('First name', 'Ada');
    submit('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email.');
    type('Email', 'ada@example.test');
    submit('Sign up');
    expect(await screen.findByText('Verification required')).toBeTruthy();
  });

  it("refuses a name the server would refuse, before sending anything (the server's rule)", async () => {
    await openAuth('/auth?mode=signup');
    const routes = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/magic-link': () => Response.json({ status: true }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Backdrop license agreement' }));
    type('First name', 'x'.repeat(101));
    type('Email', 'ada@example.test');
    await verifyHuman();
    submit('Sign up');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'First name must be less than 100 characters',
    );
    type('First name', 'Ada');
    type('Last name (optional)', '<script>');
    submit('Sign up');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Last name contains invalid characters'),
    );
    expect(routes.callsTo('POST', '/api/auth/sign-in/magic-link')).toHaveLength(0);
  });

  it('sends the link with the profile details, confirms, and starts over on request', async () => {
    await openAuth('/auth?mode=signup');
    const routes = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/magic-link': () => Response.json({ status: true }),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Backdrop license agreement' }));
    type('First name', ' Ada ');
    type('Email', 'ada@example.test');
    await verifyHuman();
    submit('Sign up');
    expect(await screen.findByText('Account created! Please confirm your email')).toBeTruthy();
    const confirmation = screen.getByRole('heading', { name: 'Check your email' }).closest('[role="status"]');
    expect(confirmation && within(confirmation as HTMLElement).getByText('ada@example.test')).toBeTruthy();
    const body = routes.callsTo('POST', '/api/auth/sign-in/magic-link')[0]?.body;
    expect(body).toMatchObject({
      email: 'ada@example.test',
      name: 'Ada',
      callbackURL: '/profile',
      newUserCallbackURL: '/profile',
      metadata: { first_name: 'Ada', agreement_type: 'standard', agreement_accepted: true },
    });
    expect(body).not.toHaveProperty('metadata.last_name');
    fireEvent.click(screen.getByRole('button', { name: 'Create Another Account' }));
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Backdrop license agreement' }),
    ).toHaveProperty('checked', false);
  });
});

describe('sign-up keeps the return URL (issue 22 item 4)', () => {
  it('sends the new account back to the photo the guest was opening', async () => {
    await openAuth('/auth?returnUrl=%2Fphoto%2F579');
    const routes = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/sign-in/magic-link': () => Response.json({ status: true }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'I agree to the Backdrop license agreement' }),
    );
    type('First name', 'Ada');
    type('Email', 'ada@example.test');
    await verifyHuman();
    submit('Sign up');
    expect(await screen.findByText('Account created! Please confirm your email')).toBeTruthy();
    expect(routes.callsTo('POST', '/api/auth/sign-in/magic-link')[0]?.body).toMatchObject({
      callbackURL: '/photo/579',
      newUserCallbackURL: '/photo/579',
    });
  });
});

describe('reset tab (spec §5)', () => {
  it('asks for the e-mail, then sends the reset link', async () => {
    await openAuth('/auth?mode=forgot-password');
    submit('Send reset link');
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email address.');
    const routes = fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/request-password-reset': () => Response.json({ status: true }),
    });
    type('Email', 'morgan@example.test');
    await verifyHuman();
    submit('Send reset link');
    expect(await screen.findByText('Reset email sent!')).toBeTruthy();
    const [call] = routes.callsTo('POST', '/api/auth/request-password-reset');
    expect(call?.body).toEqual({ email: 'morgan@example.test', redirectTo: '/reset-password' });
    expect(call?.headers.get('x-captcha-response')).toBe('human-token');
  });

  it('reports a failed request', async () => {
    await openAuth('/auth?mode=forgot-password');
    fakeApi({
      ...SIGNED_OUT_ROUTES,
      'POST /api/auth/request-password-reset': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    type('Email', 'morgan@example.test');
    await verifyHuman();
    submit('Send reset link');
    expect(await screen.findByText('Failed to send password reset email. Please try again.')).toBeTruthy();
  });
});
