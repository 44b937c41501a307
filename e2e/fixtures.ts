import { test as base, expect } from '@playwright/test';

export interface AllowedConsoleError {
  /** The console message, e.g. Chromium's "Failed to load resource: … status of 401". */
  text: RegExp;
  /** Where it came from (the failed request's URL). */
  url: RegExp;
}

/** Reports each Content-Security-Policy violation as a console error, so the fixture counts it. */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' in ' + event.sourceFile));`;

/**
 * The page fixture every spec uses: an error in the browser console, an uncaught page error or a
 * CSP violation (which Chromium only lists as an issue) fails the test that caused it (STYLE.md
 * §12, noise is failure). A test that provokes a
 * refused request on purpose names it with `test.use({ allowedConsoleErrors: [...] })`.
 */
export const test = base.extend<{ allowedConsoleErrors: AllowedConsoleError[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    await page.addInitScript(REPORT_CSP_VIOLATIONS);
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
