import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe's own script, put in the page once per document (a navigation clears it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
export async function expectNoA11yViolations(page: Page, scope: A11yOptions = {}): Promise<void> {
  // Sections below the fold skip their style and layout until they come near the viewport (`defer-render`,
  // `defer-card`: content-visibility). A theme switched while they were skipped leaves their colours stale until
  // then, and axe, which reads them without scrolling, would measure the old theme's text on the new background.
  // A shopper never sees that (the browser styles a section before it shows it), so the scan has them styled now.
  await page.addStyleTag({ content: '.defer-render, .defer-card { content-visibility: visible !important; }' });
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
  // axe runs in the page itself: @axe-core/playwright's builder opened a blank page per scan to gather its frames'
  // results, three quarters of a scan's time. The shop's pages hold no frame axe could scan (a mail's sandboxed HTML
  // is excluded by the caller), so frames are left out.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    iframes: false,
    resultTypes: ['violations'],
    rules: Object.fromEntries((scope.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const context = {
    include: scope.include ? [scope.include] : [['html']],
    exclude: scope.exclude ? [scope.exclude] : [],
  };
  const { violations } = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(context, options),
    [context, options] as const,
  );

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
