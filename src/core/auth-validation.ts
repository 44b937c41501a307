import { checkName, FIRST_NAME, LAST_NAME } from './person-name';

/**
 * spec §5 login, sign-up and reset validation: pure checks shared by the auth screen and its tests.
 * Each check returns the first problem in the order a person fills the form, or null when it passes.
 */

/** The messages of spec §5, and ours where the spec names a rule without a text. */
export const AUTH_MESSAGES = {
  passwordLogin: 'Please enter both email and password.',
  emailAddress: 'Please enter your email address.',
  signupEmail: 'Please enter your email.',
  firstName: 'Please enter your first name.',
  agreement: 'Please accept an agreement to continue.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsDiffer: 'Passwords do not match.',
} as const;

/** spec §5: a missing human-verification token is a toast with this title and description. */
export const VERIFICATION_REQUIRED = {
  title: 'Verification required',
  description: 'Please complete the Turnstile verification.',
} as const;

/**
 * The same need said on the human check itself, where focus goes (issue 23): in the spec's words
 * for the check ("human verification"), whichever widget is in use.
 */
export const HUMAN_CHECK_MISSING = 'Verification required. Please complete the human verification.';

/** The server's minimum (better-auth `minPasswordLength`). */
export const MIN_PASSWORD_LENGTH = 8;

export type AgreementType = 'standard' | 'custom';

/** A problem with the fields (shown inline), or the missing verification (shown as a toast). */
export type AuthProblem = { kind: 'field'; message: string } | { kind: 'verification' };

const field = (message: string): AuthProblem => ({ kind: 'field', message });

/** Something@something.tld, no spaces: catches typos before the server does, never rejects a real address. */
export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

function checkEmail(email: string, missingMessage: string): AuthProblem | null {
  if (email.trim() === '') return field(missingMessage);
  return isPlausibleEmail(email) ? null : field(AUTH_MESSAGES.invalidEmail);
}

export interface LoginInput {
  email: string;
  password: string;
  /** "Use password instead" is on. */
  usePassword: boolean;
  hasVerificationToken: boolean;
}

/** spec §5 login: both fields in password mode, the e-mail for a link, then the verification. */
export function checkLogin(input: LoginInput): AuthProblem | null {
  if (input.usePassword) {
    if (input.email.trim() === '' || input.password === '') return field(AUTH_MESSAGES.passwordLogin);
    const email = checkEmail(input.email, AUTH_MESSAGES.passwordLogin);
    if (email) return email;
  } else {
    const email = checkEmail(input.email, AUTH_MESSAGES.emailAddress);
    if (email) return email;
  }
  return input.hasVerificationToken ? null : { kind: 'verification' };
}

export interface SignupInput {
  agreement: AgreementType | null;
  firstName: string;
  lastName?: string;
  email: string;
  hasVerificationToken: boolean;
}

/**
 * spec §5 sign-up: one agreement ticked, first name, e-mail (last name optional), then the
 * verification. The names follow the rule the server applies (person-name.ts).
 */
export function checkSignup(input: SignupInput): AuthProblem | null {
  if (input.agreement === null) return field(AUTH_MESSAGES.agreement);
  const names = checkProfileNames(input.firstName, input.lastName ?? '');
  if (names) return field(names);
  const email = checkEmail(input.email, AUTH_MESSAGES.signupEmail);
  if (email) return email;
  return input.hasVerificationToken ? null : { kind: 'verification' };
}

/** spec §5 reset: the e-mail is required; the server asks for a verification token too. */
export function checkResetRequest(input: {
  email: string;
  hasVerificationToken: boolean;
}): AuthProblem | null {
  const email = checkEmail(input.email, AUTH_MESSAGES.emailAddress);
  if (email) return email;
  return input.hasVerificationToken ? null : { kind: 'verification' };
}

/** A first name (required) and a last name (optional), as the sign-up and profile forms send them. */
export function checkProfileNames(firstName: string, lastName: string): string | null {
  if (firstName.trim() === '') return AUTH_MESSAGES.firstName;
  return checkName(firstName, FIRST_NAME) ?? checkName(lastName, LAST_NAME);
}

/** The new password of the reset page: at least 8 characters, typed twice the same. */
export function checkNewPassword(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return password === confirmation ? null : AUTH_MESSAGES.passwordsDiffer;
}

/** A profile's name as a person reads it: "First Last", either part optional. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
