import { describe, expect, it } from 'vitest';
import {
  billingAddressProblem,
  billingNameProblem,
  CHECKOUT_MESSAGES,
  poNumberProblem,
  productionTitleProblem,
} from './checkout';
import { companyNameProblem, descriptionProblem, entityNameProblem } from './entity-names';
import { checkName, FIRST_NAME } from './person-name';
import { isDisplayText, isPlainText } from './plain-text';

describe('isPlainText', () => {
  it('accepts what people type, accents and emoji included', () => {
    for (const text of ['', 'kitchen', 'Zoë O’Brien', 'São Paulo', '1970s "christmas morning"', '🎄 tree'])
      expect(isPlainText(text), text).toBe(true);
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of ['a\u0000b', 'tab\there', 'line\nbreak', '\u001b[31m', '\u0085', '\ud800', 'x\udc00'])
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('isDisplayText (issue 29 item 6)', () => {
  it('refuses what makes text display as something else: bidi controls and Unicode line separators', () => {
    for (const text of [
      'Acme \u202eFilms',
      'a\u202ab',
      'a\u2066b\u2069',
      'one\u2028two',
      'one\u2029two',
      'tab\there',
    ])
      expect(isDisplayText(text), JSON.stringify(text)).toBe(false);
  });

  it('keeps right-to-left text itself, which needs no control character', () => {
    for (const text of ['Acme Films', 'שלום', 'مرحبا بالعالم', 'Zoë O’Brien'])
      expect(isDisplayText(text), text).toBe(true);
  });
});

describe('the names, titles and addresses printed on licences and invoices refuse reordering', () => {
  const reversed = 'Acme \u202eFilms';
  it.each([
    ['company', companyNameProblem(reversed), 'Company name contains invalid characters'],
    ['project or wishlist', entityNameProblem(reversed), 'Name contains invalid characters'],
    [
      'wishlist description',
      descriptionProblem(`For the\u2028director`),
      'Description contains invalid characters',
    ],
    ['production title', productionTitleProblem(reversed), CHECKOUT_MESSAGES.invalidCharacters],
    ['billing name', billingNameProblem(reversed), CHECKOUT_MESSAGES.invalidCharacters],
    ['billing address', billingAddressProblem(`1 Main St\n${reversed}`), CHECKOUT_MESSAGES.invalidCharacters],
    ['PO number', poNumberProblem('PO\u202e123'), CHECKOUT_MESSAGES.invalidCharacters],
    ['person name', checkName(reversed, FIRST_NAME), 'First name contains invalid characters'],
  ])('%s', (_field, problem, message) => {
    expect(problem).toBe(message);
  });
});
