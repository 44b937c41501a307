import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  checkLogin,
  checkNewPassword,
  checkProfileNames,
  checkResetRequest,
  checkSignup,
  fullName,
  isPlausibleEmail,
} from './auth-validation';

const field = (message: string) => ({ kind: 'field', message });
const verification = { kind: 'verification' };

describe('checkLogin (spec §5)', () => {
  const base = { email: 'a@b.co', password: '', usePassword: false, hasVerificationToken: true };

  it('needs an e-mail for a login link', () => {
    expect(checkLogin({ ...base, email: '' })).toEqual(field('Please enter your email address.'));
    expect(checkLogin({ ...base, email: '   ' })).toEqual(field('Please enter your email address.'));
    expect(checkLogin({ ...base, email: 'not-an-email' })).toEqual(field(AUTH_MESSAGES.invalidEmail));
  });

  it('needs both e-mail and password in password mode', () => {
    const password = { ...base, usePassword: true };
    expect(checkLogin({ ...password, email: '', password: 'secret' })).toEqual(
      field('Please enter both email and password.'),
    );
    expect(checkLogin({ ...password, password: '' })).toEqual(field('Please enter both email and password.'));
    expect(checkLogin({ ...password, password: 'secret' })).toBeNull();
  });

  it('asks for the verification once the fields are fine', () => {
    expect(checkLogin({ ...base, hasVerificationToken: false })).toEqual(verification);
    // Field problems come first: the person fixes what they typed before verifying.
    expect(checkLogin({ ...base, email: '', hasVerificationToken: false })).toEqual(
      field('Please enter your email address.'),
    );
    expect(checkLogin(base)).toBeNull();
  });
});

describe('checkSignup (spec §5)', () => {
  const base = {
    agreement: 'standard',
    firstName: 'Ada',
    email: 'ada@b.co',
    hasVerificationToken: true,
  } as const;

  it('needs one agreement, a first name and an e-mail, in that order', () => {
    expect(checkSignup({ ...base, agreement: null, firstName: '', email: '' })).toEqual(
      field('Please accept an agreement to continue.'),
    );
    expect(checkSignup({ ...base, firstName: ' ', email: '' })).toEqual(
      field('Please enter your first name.'),
    );
    expect(checkSignup({ ...base, email: '' })).toEqual(field('Please enter your email.'));
    expect(checkSignup({ ...base, agreement: 'custom' })).toBeNull();
  });

  it('needs the verification', () => {
    expect(checkSignup({ ...base, hasVerificationToken: false })).toEqual(verification);
  });
});

describe('checkResetRequest (spec §5)', () => {
  it('needs an e-mail, then the verification', () => {
    expect(checkResetRequest({ email: '', hasVerificationToken: true })).toEqual(
      field('Please enter your email address.'),
    );
    expect(checkResetRequest({ email: 'a@b.co', hasVerificationToken: false })).toEqual(verification);
    expect(checkResetRequest({ email: 'a@b.co', hasVerificationToken: true })).toBeNull();
  });
});

describe('checkNewPassword', () => {
  it('needs 8 characters typed twice', () => {
    expect(checkNewPassword('short', 'short')).toBe('Password must be at least 8 characters.');
    expect(checkNewPassword('long enough', 'long enougH')).toBe('Passwords do not match.');
    expect(checkNewPassword('long enough', 'long enough')).toBeNull();
  });
});

describe('isPlausibleEmail', () => {
  it('accepts ordinary addresses and rejects obvious typos', () => {
    expect(isPlausibleEmail('morgan+films@studio.example')).toBe(true);
    expect(isPlausibleEmail(' buyer@backdrop.test ')).toBe(true);
    for (const bad of ['buyer', 'buyer@', '@backdrop.test', 'buyer@backdrop', 'a b@c.de']) {
      expect(isPlausibleEmail(bad)).toBe(false);
    }
  });
});

describe('fullName', () => {
  it('joins the parts that exist', () => {
    expect(fullName('Morgan', 'Lee')).toBe('Morgan Lee');
    expect(fullName('Morgan', null)).toBe('Morgan');
    expect(fullName(' ', ' Lee ')).toBe('Lee');
    expect(fullName(null, undefined)).toBe('');
  });
});

describe('checkProfileNames (person-name rule)', () => {
  it('needs a first name, then applies the length and character rule to both', () => {
    expect(checkProfileNames(' ', 'Lee')).toBe('Please enter your first name.');
    expect(checkProfileNames('x'.repeat(101), '')).toBe('First name must be less than 100 characters');
    expect(checkProfileNames('Sam', 'Lee\u0000')).toBe('Last name contains invalid characters');
    expect(checkProfileNames('Seán', "O'Brien")).toBeNull();
  });

  it('is what sign-up checks too', () => {
    const base = { agreement: 'standard', email: 'a@b.co', hasVerificationToken: true } as const;
    expect(checkSignup({ ...base, firstName: 'Ada', lastName: '<b>' })).toEqual(
      field('Last name contains invalid characters'),
    );
    expect(checkSignup({ ...base, firstName: 'x'.repeat(101) })).toEqual(
      field('First name must be less than 100 characters'),
    );
  });
});
