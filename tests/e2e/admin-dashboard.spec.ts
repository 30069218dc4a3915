import type { Page } from '@playwright/test';
import { dayInWords } from '#src/features/horses/model/bdn-deadline.ts';
import { addDays, formatDate } from '#src/lib/format/dates.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// The dashboard of what needs doing (docs/product.md "BDN deadlines"; decision 42) on the demo data
// (scripts/seed/demo/horses.ts): Curry King adopted 4 days before the seeding day, his adoption not
// in order (3 days left), and Kiya dead 10 days before it, not reported (3 days past).

const today = formatDate(new Date());
const hint = "Se sei qui e non vedi nulla, in alto a sinistra c'è il menu da aprire.";
const sectionTitles = [
  'Scadenze BDN',
  'Cure in ritardo o in scadenza',
  "Visite di controllo dopo l'adozione",
  'Documenti scaduti o in scadenza',
  'Problemi di conformità',
  'Nuove candidature',
  'Membri delle cerchie in ritardo',
  'E-mail non consegnate',
  'Cavalli sul sito senza testi in inglese',
];

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

/** Every section has loaded (its heading shows a count), none failed. */
async function loaded(page: Page): Promise<void> {
  for (const title of sectionTitles) await expect(section(page, title)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('the dashboard, in one visit: English texts, BDN deadlines, a deadline and the care list followed, a phone', async ({
  page,
}) => {
  allowVisits(6);
  await test.step('lists the horses on the site whose English page shows Italian, each to its editor', async () => {
    await visitAsStaff(page);
    await loaded(page);
    const english = section(page, 'Cavalli sul sito senza testi in inglese');
    // Alba's story is Italian only; Ada has every English text; Aylen is not on the site.
    await expect(
      english.getByRole('link', { name: /^Alba Manca l'inglese: .*Descrizione/ }),
    ).toHaveAttribute('href', '/admin/horses/alba');
    await expect(english.getByRole('link', { name: /^Ada / })).toHaveCount(0);
    await expect(english.getByRole('link', { name: /^Aylen / })).toHaveCount(0);
    const count = await english.getByRole('link').count();
    await expect(english.getByRole('heading')).toHaveText(
      `Cavalli sul sito senza testi in inglese (${count})`,
    );
  });

  await test.step('has its title, the hint only with the menu closed, and lists the BDN deadlines, the most urgent first', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(hint)).toHaveCount(0);
    await loaded(page);
    const deadlines = section(page, 'Scadenze BDN').getByRole('link');
    await expect(deadlines.first()).toHaveAccessibleName(
      `Kiya Urgente: Registrazione in BDN del decesso entro il ${dayInWords(addDays(today, -3))}: scaduta da 3 giorni`,
    );
    await expect(deadlines.first()).toHaveAttribute('href', '/admin/horses/kiya');
    await expect(
      section(page, 'Scadenze BDN').getByRole('link', { name: /^Curry King In scadenza/ }),
    ).toHaveAttribute('href', '/admin/horses/curry-king');
    // A death not reported is a compliance problem too.
    await expect(
      section(page, 'Problemi di conformità').getByRole('link', {
        name: 'Kiya Da verificare: morte registrata',
      }),
    ).toBeVisible();
    // Every line of every section is a link.
    for (const title of sectionTitles) {
      const items = section(page, title).getByRole('listitem');
      const links = section(page, title).getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(await items.count());
    }
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("a deadline's line leads to the horse, whose page shows the notice", async () => {
    await visitAsStaff(page);
    await loaded(page);
    await section(page, 'Scadenze BDN')
      .getByRole('link', { name: /^Curry King In scadenza/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/horses\/curry-king$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cavalli: Curry King' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Registrazione in BDN' })).toHaveText(
      `Registrazione in BDN dell'adozione entro il ${dayInWords(addDays(today, 3))}: mancano 3 giorni`,
    );
  });

  await test.step('leads from the care due to the whole care list', async () => {
    await visitAsStaff(page);
    await loaded(page);
    await section(page, 'Cure in ritardo o in scadenza')
      .getByRole('link', { name: 'Tutte le cure, e la giornata di cure' })
      .click();
    await expect(page).toHaveURL(/\/admin\/care$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Cure \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ada (Adelaide)' })).toBeVisible();
  });

  await test.step('fits a phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visitAsStaff(page);
    await loaded(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
