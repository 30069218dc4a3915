import type { Page } from '@playwright/test';
import { draftKeyPrefix } from '#src/components/forms/form-draft.ts';

/**
 * Forgets the public forms' drafts in the page's storage, as a new browser context starts: for a
 * journey that follows another in the same page (a draft brings back answers and the form's start).
 * Call it before leaving the page: a form writes what it still holds as the page goes, and this
 * forgets that too, after it.
 */
export async function forgetDrafts(page: Page): Promise<void> {
  await page.evaluate((prefix) => {
    const forget = () => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(prefix)) localStorage.removeItem(key);
      }
    };
    forget();
    window.addEventListener('pagehide', forget);
  }, draftKeyPrefix);
}
