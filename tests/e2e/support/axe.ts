import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What fails a page: the impacts axe gives its worst violations. */
const failing = new Set(['serious', 'critical']);

/** The axe that AxeBuilder puts in the page, with its rules' metadata. */
const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as { _audit: { rules: { id: string; impact?: string }[] } };

/**
 * The rules that can only report a minor or moderate violation (axe gives each result of a rule the
 * rule's impact): not run, as what they found would be left out anyway. A third of axe's rules.
 */
const mildRules = axe._audit.rules
  .filter((rule) => rule.impact !== undefined && !failing.has(rule.impact))
  .map((rule) => rule.id);

/**
 * Runs axe on the page and fails on any serious or critical violation, naming them. Waits first for
 * running CSS transitions (a dialog fading in) to end: half-transparent text fails the contrast check.
 * `within` scans only what a step opened (a dialog, a list) on a page already scanned whole.
 */
export async function expectNoSeriousA11yViolations(page: Page, within?: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const builder = new AxeBuilder({ page }).disableRules(mildRules);
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations
    .filter((violation) => failing.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()} ${within ?? ''}`).toEqual([]);
}
