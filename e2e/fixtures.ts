import { test as base, expect } from '@playwright/test';

export interface AllowedConsoleError {
  /** The console message, e.g. Chromium's "Failed to load resource: … status of 401". */
  text: RegExp;
  /** Where it came from (the failed request's URL). */
  url: RegExp;
}

/**
 * The page fixture every spec uses: an error in the browser console or an uncaught page error
 * fails the test that caused it (STYLE.md §12, noise is failure). A test that provokes a
 * refused request on purpose names it with `test.use({ allowedConsoleErrors: [...] })`.
 */
export const test = base.extend<{ allowedConsoleErrors: AllowedConsoleError[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      if (allowedConsoleErrors.some((rule) => rule.text.test(message.text()) && rule.url.test(url))) return;
      problems.push(`console.error: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'the browser reported errors').toEqual([]);
  },
});

export { expect };
