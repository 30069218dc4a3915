import type { Locator, Page } from '@playwright/test';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { formatEventDay } from '#src/lib/format/dates';
import { allowVisits, expect, test } from './support/fixtures.ts';

// What a visitor needs to choose from a grid, without a pointer: on a desktop that never hovers a
// card, and (project "phone", a touch screen) where nothing can hover. And one rule for which
// horses have a circle, whichever page asks (docs/product.md "Supporter circles", decision 57).

/** Shown for real: on screen once scrolled to, and neither it nor a parent see-through. */
async function expectReadable(text: Locator) {
  await text.scrollIntoViewIfNeeded();
  await expect(text).toBeVisible();
  const opacity = await text.evaluate((element) => {
    let shown = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      shown *= Number(getComputedStyle(node).opacity);
    }
    return shown;
  });
  expect(opacity, 'the text is not see-through').toBe(1);
}

async function expectNamedCards(list: Locator) {
  const cards = list.getByRole('link');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const name = await card.getAttribute('aria-label');
    expect(name).toBeTruthy();
    // The visible caption says the name the link announces.
    const caption = card.locator('.gallery-card__name');
    await expect(caption).toHaveText(name?.split(', ')[0] ?? '');
    await expectReadable(caption);
  }
}

async function expectDatedEvents(list: Locator, language: SiteLanguage) {
  const cards = list.getByRole('link');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    await expectReadable(card.locator('.gallery-card__name'));
    const day = card.locator('time');
    await expectReadable(day);
    const iso = (await day.getAttribute('datetime')) ?? '';
    await expect(day).toHaveText(formatEventDay(new Date(iso), language));
    await expect(card).toHaveAccessibleName(
      `${await card.locator('.gallery-card__name').innerText()}, ${await day.innerText()}`,
    );
  }
}

test('the horse and event grids name every card without a pointer', async ({ page, isMobile }) => {
  // Seven pages, and some 170 cards each checked on its own.
  allowVisits(14);
  await test.step('the horse grids name every horse', async () => {
    await page.goto(paths.horses());
    // The phone is a touch screen, with no hover at all.
    if (isMobile) expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0);
    for (const section of ['In cerca di casa', "Residente dell'Oasi", 'Adottato']) {
      await expectNamedCards(page.getByRole('list', { name: section }));
    }
    await expectNamedCards(page.getByRole('list', { name: 'Alcuni dei nostri cavalli' }));
  });

  // A touch screen has no hover.
  if (!isMobile) {
    await test.step('hovering a card still shows the spec’s overlay with the name', async () => {
      const card = page.getByRole('list', { name: 'In cerca di casa' }).getByRole('link').first();
      const overlay = card.locator('.gallery-card__overlay');
      await expect(overlay).toHaveCSS('opacity', '0');
      await card.hover();
      await expect(overlay).toHaveCSS('opacity', '1');
      const name = await card.getAttribute('aria-label');
      expect(
        await overlay.evaluate((element) => getComputedStyle(element, '::after').content),
      ).toBe(`"${name}"`);
    });
  }

  await test.step('the support pages’ residents, in both languages', async () => {
    await page.goto(paths.support('it'));
    await expectNamedCards(page.getByRole('list', { name: "Residenti dell'Oasi" }));
    await page.goto(paths.support('en'));
    await expectNamedCards(page.getByRole('list', { name: 'Living at the Oasis' }));
    await expectNamedCards(page.getByRole('list', { name: 'Some of our horses' }));
  });

  await test.step('the event lists give each event its name and its day, in the page’s language', async () => {
    await page.goto(paths.events('it'));
    await expectDatedEvents(page.getByRole('list', { name: 'Prossimi eventi' }), 'it');
    await expectDatedEvents(page.getByRole('list', { name: 'Eventi passati' }), 'it');
    await expect(page.locator('.gallery-card time').first()).toHaveText(
      /^(lun|mar|mer|gio|ven|sab|dom) \d{1,2} [a-z]+ \d{4}$/,
    );

    await page.goto(paths.events('en'));
    await expectDatedEvents(page.getByRole('list', { name: 'Upcoming events' }), 'en');
    await expect(page.locator('.gallery-card time').first()).toHaveText(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );

    await page.goto('/');
    await expectDatedEvents(page.getByRole('list', { name: 'Prossimi eventi' }), 'it');
    // The strip closes every page, the home included.
    await expectNamedCards(page.getByRole('list', { name: 'Alcuni dei nostri cavalli' }));
    await page.goto('/en');
    await expectDatedEvents(page.getByRole('list', { name: 'Upcoming events' }), 'en');
  });
});

async function circleNames(page: Page, language: SiteLanguage): Promise<string[]> {
  await page.goto(paths.circles(language));
  const list = page.getByRole('list', {
    name:
      language === 'en' ? 'Horses and donkeys with a circle' : 'Cavalli e asini con una cerchia',
  });
  await expect(list.getByRole('link').first()).toBeVisible();
  return (await list.locator('.gallery-card__name').allInnerTexts()).sort();
}

async function formNames(page: Page, language: SiteLanguage): Promise<string[]> {
  await page.goto(paths.circleApplication(language));
  const horse = page.getByLabel(language === 'en' ? /^Horse/ : /^Cavallo/);
  await expect(horse).toBeEnabled();
  const options = await horse.locator('option').allInnerTexts();
  return options.slice(1).sort();
}

test.describe('the same on any screen', () => {
  test.skip(({ isMobile }) => isMobile, 'no layout in it: the desktop project holds it');

  test('the circle form and the horse pages offer exactly the horses of the circles page', async ({
    page,
  }) => {
    allowVisits(8);
    const italian = await circleNames(page, 'it');
    await test.step('the circle form, in both languages', async () => {
      // Residents and horses waiting for a home; never an adopted one.
      expect(italian).toEqual(expect.arrayContaining(['Ada', 'Benji', 'Tom']));
      expect(italian).not.toContain('Frodo');
      expect(await formNames(page, 'it')).toEqual(italian);
      expect(await circleNames(page, 'en')).toEqual(italian);
      expect(await formNames(page, 'en')).toEqual(italian);
    });

    await test.step('a horse page invites to its circle only when the horse has one', async () => {
      await page.goto(paths.horses());
      const adopted = await page
        .getByRole('list', { name: 'Adottato' })
        .locator('.gallery-card__name')
        .allInnerTexts();
      expect(adopted.filter((name) => italian.includes(name))).toEqual([]);

      // Frodo is adopted: no circle to join, no bar; Benji waits for a home: both.
      for (const language of ['it', 'en'] as const) {
        await page.goto(paths.horse('frodo', language));
        await expect(page.getByRole('heading', { level: 1, name: 'Frodo' })).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('link', { name: /cerchia|circle/ }),
        ).toHaveCount(0);
        await expect(page.getByRole('progressbar')).toHaveCount(0);

        await page.goto(paths.horse('benji', language));
        await expect(page.getByRole('progressbar')).toBeVisible();
        const join = page.getByRole('link', {
          name: language === 'en' ? "Join Benji's circle" : 'Entra nella cerchia di Benji',
        });
        await join.click();
        await expect(page.getByLabel(language === 'en' ? /^Horse/ : /^Cavallo/)).toHaveValue(
          'Benji',
        );
      }
    });
  });
});
