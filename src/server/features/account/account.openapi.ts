import { apiDocs } from '../../http/openapi';
import { wrapped } from '../../http/openapi-schemas';

const doc = apiDocs('Account');

/** The signed-in user's own account (account.routes.ts). */
export const accountDocs = {
  me: doc({
    summary: 'Who is signed in',
    answer: '`{ user, profile, isAdmin }`.',
  }),
  profile: doc({ summary: 'My profile', answer: '`{ profile }` (null before it is first saved).' }),
  saveProfile: doc({
    summary: 'Save my profile',
    answer: 'The profile as saved.',
    schema: wrapped('profile', 'The profile (spec §7 Profiles).'),
    errors: [400],
  }),
  settings: doc({
    summary: 'My account settings',
    answer: 'How I sign in (`has_password`, linked providers) and my sessions.',
  }),
  password: doc({
    summary: 'Set or change my password',
    description: 'Other browsers are signed out; this one gets a new session cookie.',
    answer: '`{ has_password: true }`.',
    errors: [400, 429],
  }),
  signOutEverywhere: doc({
    summary: 'Sign out every other browser',
    answer: '`{ signed_out }`: how many sessions ended.',
  }),
  close: doc({
    summary: 'Close my account',
    description: 'Confirmed by typing the account’s e-mail address.',
    answer: '`{ closed: true }`.',
    errors: [400],
  }),
};

/** What the sign-in screen needs, and the local human check (auth-support.routes.ts). */
export const authSupportDocs = {
  config: apiDocs('Authentication')({
    summary: 'Sign-in options',
    answer: '`{ google, humanCheck }`: whether Google sign-in is offered, and which human check to show.',
  }),
  humanCheck: apiDocs('Development')({
    summary: 'A local human-check token',
    description: 'Only the local stand-in for Turnstile issues tokens; a Turnstile site answers 404.',
    answer: '`{ token }` for the `x-captcha-response` header.',
    access: 'development',
    errors: [404],
  }),
};
