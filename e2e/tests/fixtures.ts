// The `test` every spec imports: Playwright's, plus a listener for Content-Security-Policy
// violations on every page of the test's browser context. A test fails when any page reported
// one, unless it took it out of `cspViolations` (the test that checks an injected script is
// blocked does).
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      // a binding and an init script are installed by the browser protocol, so the policy of the
      // page never stands in their way
      await context.exposeBinding('__reportCspViolation', (_source, v: CspViolation) => {
        violations.push(v);
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const report = (window as unknown as Record<string, (v: unknown) => void>)
              .__reportCspViolation;
            report?.({
              page: location.pathname,
              directive: e.effectiveDirective,
              blocked: e.blockedURI,
              sample: e.sample,
            });
          },
          true,
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});
