import { afterEach, vi } from 'vitest';

// STYLE.md §12: noise is failure. An unexpected console.error fails the test that caused it.
const errorSpy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
