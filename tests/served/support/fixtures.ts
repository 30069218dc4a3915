import { expect, test as e2eTest } from '../../e2e/support/fixtures.ts';

/** What a `securitypolicyviolation` event says, as the page reports it to the test. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __eqReportCspViolation?: (violation: Omit<CspViolation, 'page'>) => void;
  }
}

/**
 * The browser tests' fixture (a console error or page error fails the test; Chromium logs every CSP
 * refusal as one), plus: every `securitypolicyviolation` event of any document or frame of the page
 * fails the test, naming the directive and the blocked address.
 */
export const test = e2eTest.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolation[] = [];
      // Chromium warns (not errs) about a header it cannot apply, e.g. an unknown Permissions-Policy
      // feature or a malformed CSP source: the served headers must be clean.
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'warning' &&
          /Permissions-Policy|Content.Security.Policy/i.test(text)
        ) {
          violations.push({
            page: page.url(),
            directive: 'header',
            blocked: '',
            source: '',
            sample: text,
          });
        }
      });
      await page.exposeBinding('__eqReportCspViolation', ({ frame }, violation) => {
        violations.push({ page: frame.url(), ...(violation as Omit<CspViolation, 'page'>) });
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__eqReportCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      expect(violations, 'CSP violations and header warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
