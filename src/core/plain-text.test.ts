import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text';

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
