/** spec §2: the auth screen's tabs, as the `mode` query parameter names them. */
export const AUTH_MODES = ['login', 'signup', 'forgot-password'] as const;

export type AuthMode = (typeof AUTH_MODES)[number];

/** An unknown or missing `mode` opens the sign-in tab. */
export function parseAuthMode(value: string | null): AuthMode {
  return AUTH_MODES.find((mode) => mode === value) ?? 'login';
}

/** spec §2 tab labels and descriptions; the titles are ours. */
export const TAB_TEXTS: Record<AuthMode, { tab: string; title: string; description: string }> = {
  login: {
    tab: 'Sign in',
    title: 'Welcome back',
    description: "Skip the password. We'll email you handy one-time login link.",
  },
  signup: {
    tab: 'Sign up',
    title: 'Create your account',
    description: 'From Polaroid to production — get started now',
  },
  'forgot-password': {
    tab: 'Reset',
    title: 'Reset your password',
    description: 'Enter your email to receive a reset link',
  },
};
