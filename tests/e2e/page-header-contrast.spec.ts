import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';

// The introduction under a page's title (docs/product.md "Shared layout"; decision 64): cream on
// the header's teal shade, at least 4.5:1 (WCAG AA) over any picture. On a phone it sits under the
// picture, on plain teal; on a desktop it stays over the picture, as before. Each page is opened
// once and checked at both widths.

const pages = ['association', 'support', 'circles', 'fivePerThousand', 'contacts'] as const;
const languages: readonly SiteLanguage[] = ['it', 'en'];

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const INTRO = '.page-header__intro';

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel = 0) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast of the introduction's colour against what is drawn behind its box: the text
 * is made transparent and the box photographed, so the lightest pixel of picture and shade counts.
 */
async function lowestContrastBehindIntro(page: Page): Promise<number> {
  const intro = page.locator(INTRO);
  const color = await intro.evaluate((element) => {
    const style = getComputedStyle(element);
    const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(style.color);
    element.style.color = 'transparent';
    return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : [];
  });
  expect(color).toHaveLength(3);
  const shot = await intro.screenshot({ animations: 'disabled' });
  await intro.evaluate((element) => (element.style.color = ''));
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let lightest = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    lightest = Math.max(lightest, luminance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]));
  }
  return contrast(luminance(color), lightest);
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

test('each introduction stays over the picture on a desktop, goes under it on a phone, readable', async ({
  page,
}) => {
  allowVisits(pages.length * languages.length);
  for (const language of languages) {
    for (const name of pages) {
      await test.step(`${language}: ${name}`, async () => {
        // Opened on a desktop, then narrowed to a phone: the header's layout is CSS alone and its
        // picture the same, so the phone sees what it would have loaded.
        await page.setViewportSize(desktop);
        await page.goto(paths[name](language));

        // On a desktop each introduction stays over the picture, readable.
        await expect(page.locator(INTRO)).toBeVisible();
        const image = await box(page, '.page-header__image');
        const title = await box(page, '.page-header .page-title');
        const intro = await box(page, INTRO);
        // As before: the title, then the introduction, at the foot of the picture.
        expect(title.y, name).toBeGreaterThan(image.y);
        expect(intro.y, name).toBeGreaterThan(title.y + title.height - 1);
        expect(intro.y + intro.height, name).toBeLessThanOrEqual(image.y + image.height);
        expect(await lowestContrastBehindIntro(page), name).toBeGreaterThanOrEqual(4.5);
        if (name === pages.at(-1)) await expectNoSeriousA11yViolations(page);

        // On a phone each introduction is under the picture, on plain teal, readable.
        await page.setViewportSize(phone);
        await expect(page.locator(INTRO)).toBeVisible();
        const phoneImage = await box(page, '.page-header__image');
        const phoneIntro = await box(page, INTRO);
        expect(phoneIntro.y, name).toBeGreaterThanOrEqual(phoneImage.y + phoneImage.height);
        expect(await lowestContrastBehindIntro(page), name).toBeGreaterThanOrEqual(4.5);
        // Nothing but plain colour behind it: axe can measure it, and passes it.
        const results = await new AxeBuilder({ page })
          .include(INTRO)
          .withRules(['color-contrast'])
          .analyze();
        expect(results.violations, name).toEqual([]);
        expect(results.incomplete, name).toEqual([]);
        expect(
          results.passes.map((rule) => rule.id),
          name,
        ).toEqual(['color-contrast']);
        if (name === pages.at(-1)) await expectNoSeriousA11yViolations(page);
      });
    }
  }
});
