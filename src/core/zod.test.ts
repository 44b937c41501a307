// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('zod in the browser', () => {
  it('never tries to compile parsers with new Function (the CSP forbids it and reports the try)', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
