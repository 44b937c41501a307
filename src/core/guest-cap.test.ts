import { describe, expect, it } from 'vitest';
import { guestListEnd, photosText } from './guest-cap';

describe('guestListEnd (issue 22 item 6)', () => {
  it('says how many more a signed-in buyer sees', () => {
    expect(guestListEnd(24, 94)).toEqual({
      hidden: 70,
      status: 'Showing 24 of 94 photos',
      heading: 'Sign in to see 70 more photos',
    });
    expect(guestListEnd(24, 2813)?.heading).toBe('Sign in to see 2,789 more photos');
    expect(guestListEnd(24, 25)?.heading).toBe('Sign in to see 1 more photo');
  });

  it('claims nothing when the guest sees the whole list', () => {
    expect(guestListEnd(22, 22)).toBeNull();
    expect(guestListEnd(24, 24)).toBeNull();
    // A total smaller than what is shown (a list that shrank meanwhile) hides nothing either.
    expect(guestListEnd(24, 20)).toBeNull();
  });

  it('reads an estimated total as an estimate', () => {
    expect(guestListEnd(24, 530_000, true)).toEqual({
      hidden: 529_976,
      status: 'Showing 24 of about 530,000 photos',
      heading: 'Sign in to see about 530,000 more photos',
    });
  });
});

describe('photosText', () => {
  it('pluralises', () => {
    expect(photosText(1)).toBe('1 photo');
    expect(photosText(0)).toBe('0 photos');
    expect(photosText(2813)).toBe('2,813 photos');
    expect(photosText(12_000, true)).toBe('about 12,000 photos');
  });
});
