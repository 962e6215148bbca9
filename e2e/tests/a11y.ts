// The accessibility check every spec calls on the pages and open states it visits (issue 14):
// axe-core with the WCAG 2.1 A and AA rules; a serious or critical violation fails the test. Each
// call attaches its counts ("a11y" attachment), which the a11y reporter prints as a table per page.
//
//   await expectAccessible(page, 'курсы: меню «Еще»');
//
// Any page can use it, the tester console too: it needs nothing but the Playwright page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { source as axeCoreSource } from 'axe-core';

/** axe-core's 570 KB, run only where this document has no axe yet: the builder evaluates its source
 * before every scan (twice in legacy mode), and a walk checks many states of one page. */
const axeSource = `if (typeof window.axe === 'undefined') {\n${axeCoreSource}\n}`;

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The impacts that fail a test; moderate and minor ones are counted, not failed. */
const FAILING = new Set(['serious', 'critical']);

export interface A11yCount {
  label: string;
  url: string;
  serious: number;
  critical: number;
  /** "rule: node" lines of the failing nodes, for the report */
  nodes: string[];
}

/** Waits until finite CSS animations and transitions (a modal sliding in) are over, so colours
 * are measured as the member sees them at rest; endless ones (a spinner) are not waited for. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Runs axe on the page (or inside `include`) and returns the serious and critical nodes. */
export async function scanA11y(
  page: Page,
  label: string,
  options: { include?: string; exclude?: string[] } = {},
): Promise<A11yCount> {
  // colours at rest: a transition that starts during the scan (a button fading as it is
  // disabled) would be measured half-way; the app's reduced-motion rules make every one instant
  const reduced = await page.evaluate(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settle(page);
  // only violations are gathered in full (passes and incomplete results keep one node each):
  // the same findings, a good deal less work per scan
  // (options() replaces every option: the tags come after it). Legacy mode is axe.run in the
  // page itself; the default finishes every scan in a new blank tab, which cost about a quarter
  // of each check, and our pages have no cross-origin frames that would need it.
  let builder = new AxeBuilder({ page, axeSource })
    .options({ resultTypes: ['violations'] })
    .withTags(A11Y_TAGS)
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' }));
  const count: A11yCount = { label, url: page.url(), serious: 0, critical: 0, nodes: [] };
  for (const v of violations) {
    if (!v.impact || !FAILING.has(v.impact)) continue;
    for (const node of v.nodes) {
      if (v.impact === 'critical') count.critical += 1;
      else count.serious += 1;
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
      count.nodes.push(`${v.id} (${v.impact}): ${node.target.join(' ')} — ${why}`);
    }
  }
  return count;
}

/** Fails the running test on any serious or critical WCAG 2.1 A/AA violation of the page. */
export async function expectAccessible(
  page: Page,
  label: string,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  const count = await scanA11y(page, label, options);
  const info = test.info();
  await info.attach('a11y', {
    body: JSON.stringify({ ...count, project: info.project.name }),
    contentType: 'application/json',
  });
  // soft: the walk goes on, so one run reports every page; the test still fails at its end
  expect
    .soft(count.nodes, `serious/critical axe violations on "${label}" (${count.url})`)
    .toEqual([]);
}
