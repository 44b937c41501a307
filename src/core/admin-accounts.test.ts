import { describe, expect, it } from 'vitest';
import { matchReasons, normalisedEmail } from './admin-accounts';

describe('normalisedEmail: the key two accounts of one person share', () => {
  it('lower-cases and trims every address', () => {
    expect(normalisedEmail(' Ann@Example.TEST ')).toBe('ann@example.test');
  });
  it('drops dots and a +tag for Gmail and counts googlemail.com as gmail.com', () => {
    expect(normalisedEmail('J.Smith+films@gmail.com')).toBe('jsmith@gmail.com');
    expect(normalisedEmail('jsmith@GoogleMail.com')).toBe('jsmith@gmail.com');
  });
  it('keeps dots and +tags elsewhere: other providers may deliver them to other inboxes', () => {
    expect(normalisedEmail('a.b+x@example.test')).toBe('a.b+x@example.test');
  });
});

describe('matchReasons', () => {
  it('names each way the accounts look like one person', () => {
    expect(
      matchReasons([
        { email: 'ann@x.test', methods: ['legacy'] },
        { email: 'Ann@x.test', methods: ['email-link'] },
      ]),
    ).toEqual(['case', 'legacy']);
    expect(
      matchReasons([
        { email: 'a.b@gmail.com', methods: ['google'] },
        { email: 'ab@gmail.com', methods: ['email-link'] },
      ]),
    ).toEqual(['gmail', 'google-link']);
  });
});
