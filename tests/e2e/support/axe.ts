import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

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
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()} ${within ?? ''}`).toEqual([]);
}
