import { describe, expect, it } from 'vitest';
import { parseLegacyCsv } from './legacy-csv';

describe('parseLegacyCsv', () => {
  it('reads e-mails and names, with quoted cells', () => {
    const csv = 'Email,First Name,Last Name\nlee@old.test,Lee,Wong\n"o@old.test","Ann, Jr.",""\n';
    expect(parseLegacyCsv(csv)).toEqual([
      { email: 'lee@old.test', firstName: 'Lee', lastName: 'Wong' },
      { email: 'o@old.test', firstName: 'Ann, Jr.', lastName: null },
    ]);
  });

  it('names the line of a bad e-mail', () => {
    expect(() => parseLegacyCsv('email\nok@x.test\nnot-an-email\n')).toThrow(
      'line 3: "not-an-email" is not an e-mail address',
    );
  });

  it('needs an email column', () => {
    expect(() => parseLegacyCsv('name\nLee\n')).toThrow(
      'the first line must name the columns, including "email"',
    );
  });
});
