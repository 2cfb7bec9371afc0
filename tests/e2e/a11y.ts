import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

interface A11yOptions {
  /** Limit the scan to part of the page (a CSS selector). */
  include?: string;
  /**
   * Leave part of the page out (a CSS selector). A sandboxed frame with no scripts (a mail's HTML
   * in the back office) must be: axe cannot run inside it and would wait for it until the test times out.
   */
  exclude?: string;
  /** Rules to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

/** Runs axe (WCAG 2.0 A/AA and 2.1 AA) on the page as it is now and fails on any violation, listed readably. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Colours caught halfway through a transition (a theme switched, a button under the pointer) are
  // neither the old nor the new ones: axe would measure a contrast no one sees. Let them finish
  // (not the endless ones, such as a spinner's).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();

  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    • ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');

  expect(violations.length, `Accessibility violations on ${page.url()}:\n\n${report}`).toBe(0);
}
