import type { Page } from '@playwright/test';
import { expectSitePublished } from './support/admin.ts';
import { allowVisits, expect, test } from './support/fixtures.ts';
import { visitAsStaff } from './support/staff-visits.ts';

// Issue 38, items 3 to 7 (docs/decisions/0077): the events at the address a visitor types, one
// Italian date across the back office, lists that fit a 1366 px laptop with 10 rows in view, the
// horse registry's search and legend, the publishing card, the dashboard's title and hint. On the
// demo data (scripts/seed/demo).

const laptop = { width: 1366, height: 768 };
const italianDateTime = /^\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u;
const isoInstant = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const hint = "Se sei qui e non vedi nulla, in alto a sinistra c'è il menu da aprire.";

/** What a list at 1366 px measures: nothing wider than its page, its rows one line each. */
async function listLayout(page: Page) {
  await expect(page.locator('tbody tr').first()).toBeVisible();
  return page.evaluate(() => {
    const table = document.querySelector('table');
    const wrap = table?.parentElement;
    const rows = [...document.querySelectorAll('tbody tr')].map((row) =>
      row.getBoundingClientRect(),
    );
    const first = rows[0];
    const tallest = Math.max(...rows.map((row) => row.height));
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      tableOverflow: wrap ? wrap.scrollWidth - wrap.clientWidth : -1,
      rows: rows.length,
      inView: rows.filter((row) => row.bottom <= window.innerHeight).length,
      // How many rows as tall as the tallest fit between the first row's top and the window's foot.
      room: first ? Math.floor((window.innerHeight - first.top) / tallest) : 0,
    };
  });
}

test.describe('on a laptop', () => {
  test.use({ viewport: laptop });

  test('every staff list fits 1366 px with at least 10 rows in view, long answers cut to one line', async ({
    page,
  }) => {
    const lists = [
      '/admin/adoption-applications',
      '/admin/cession-applications',
      '/admin/circle-applications',
      '/admin/horses',
      '/admin/events',
      '/admin/logs',
      '/admin/mail',
      '/admin/care',
    ];
    allowVisits(lists.length + 1);
    for (const path of lists) {
      await test.step(path, async () => {
        await visitAsStaff(page, path);
        const layout = await listLayout(page);
        expect(layout.pageOverflow, path).toBe(0);
        expect(layout.tableOverflow, path).toBe(0);
        expect(layout.room, path).toBeGreaterThanOrEqual(10);
        expect(layout.inView, path).toBeGreaterThanOrEqual(Math.min(10, layout.rows));
      });
    }

    await test.step('a long answer is one line with an ellipsis, whole on the detail', async () => {
      await visitAsStaff(page, '/admin/adoption-applications');
      // The newest demo application, by name: other files of the shard may have sent newer ones.
      const slug = 'Kq3vX8pLm2NaT7wRb5Zd';
      const row = page.locator(`tbody tr[data-slug="${slug}"]`);
      const place = row.locator('td[data-label="Luogo"]');
      const cut = await place.evaluate((cell) => ({
        whiteSpace: getComputedStyle(cell).whiteSpace,
        ellipsis: getComputedStyle(cell).textOverflow,
        cut: cell.scrollWidth > cell.clientWidth,
        full: cell.querySelector('[title]')?.getAttribute('title') ?? cell.textContent ?? '',
      }));
      expect(cut).toMatchObject({ whiteSpace: 'nowrap', ellipsis: 'ellipsis', cut: true });
      await row.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/admin/adoption-applications/${slug}$`));
      await expect(page.getByText(cut.full, { exact: true }).first()).toBeVisible();
    });
  });

  test('the horse registry: a name search that shows what was typed, and a legend of its codes', async ({
    page,
  }) => {
    allowVisits(2);
    await visitAsStaff(page, '/admin/horses');
    const search = page.getByRole('textbox', { name: 'Nome', exact: true });
    const button = page.getByRole('button', { name: 'Cerca' });
    // Other files of the shard may have added horses: the whole count is read, not assumed.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Cavalli \(\d+\)$/);
    const everyHorse = await heading.textContent();

    await test.step('the search row lines up, its field wide enough for the name typed', async () => {
      await search.fill('blustar pioppi');
      const [field, press] = await Promise.all([search.boundingBox(), button.boundingBox()]);
      expect(
        Math.abs((field?.y ?? 0) + (field?.height ?? 0) - (press?.y ?? 0) - (press?.height ?? 0)),
      ).toBeLessThanOrEqual(1);
      expect(await search.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    });

    await test.step('finds a horse by words of its name or document name, in the address', async () => {
      await button.click();
      await expect(page).toHaveURL(/\/admin\/horses\?nome=blustar\+pioppi$/);
      await expect(heading).toHaveText('Cavalli (1)');
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(page.locator('tbody tr[data-slug="blu"]')).toBeVisible();
      await expect(search).toHaveValue('blustar pioppi');
      await search.fill('');
      await expect(page).toHaveURL(/\/admin\/horses$/);
      await expect(heading).toHaveText(everyHorse ?? '');
    });

    await test.step('the legend says what CaF, AsC, PROP, CS and AD:REG mean', async () => {
      const legend = page.getByText('Legenda dei codici');
      await legend.click();
      const open = page.locator('.horse-list__legend');
      await expect(open).toContainText('Ca = Cavallo');
      await expect(open).toContainText('As = Asino');
      await expect(open).toContainText('F = Femmina');
      await expect(open).toContainText('C = Castrone');
      for (const code of ['PROP', 'CS', 'AD:REG', 'BDN', 'ODV']) {
        await expect(open.locator('dt', { hasText: new RegExp(`^${code}$`) })).toBeVisible();
      }
      await expect(open).toContainText('verde: sì');
    });
  });

  test('dates in Italian, in Italy, on every staff screen; no raw timestamp', async ({ page }) => {
    allowVisits(5);
    await test.step('the dashboard', async () => {
      await visitAsStaff(page);
      await expect(page.getByRole('region', { name: 'Sito pubblico' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Scadenze BDN/ })).toContainText(
        /entro il \d{1,2} \p{L}+ \d{4}/u,
      );
      await expect(page.locator('main')).not.toContainText(isoInstant);
    });
    for (const path of ['/admin/adoption-applications', '/admin/logs', '/admin/mail']) {
      await test.step(path, async () => {
        await visitAsStaff(page, path);
        const time = page.locator('main time').first();
        await expect(time).toHaveText(italianDateTime);
        await expect(page.locator('main')).not.toContainText(isoInstant);
      });
    }
    await test.step('an application: "Inviata il" and its e-mail table', async () => {
      await visitAsStaff(page, '/admin/adoption-applications/adozione-001');
      await expect(page.getByText(/^Inviata il/)).toHaveText(
        /^Inviata il \d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}$/u,
      );
      await expect(page.locator('main')).not.toContainText(isoInstant);
    });
  });

  test('the dashboard: its title, no phone hint beside the open menu; the publishing card first, confirming a publication', async ({
    page,
  }) => {
    allowVisits(1);
    await visitAsStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu area riservata' })).toBeVisible();
    await expect(page.getByText(hint)).toHaveCount(0);

    const card = page.getByRole('region', { name: 'Sito pubblico' });
    // The first thing under the title, in view without scrolling.
    await expect(card).toBeInViewport();
    const sections = page.locator('main section.dashboard-section');
    await expect(sections.first()).toHaveAttribute('aria-labelledby', /.+/);
    await expect(sections.first().getByRole('heading')).toHaveText('Sito pubblico');
    await expect(card).toContainText(
      'Quando salvi una modifica, il sito pubblico si aggiorna da solo in pochi secondi: non serve ripubblicare.',
    );
    await card.getByRole('button', { name: 'Ripubblica tutto il sito' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Fatto' })).toHaveText(
      /^Fatto: il sito pubblico è aggiornato \(\d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}, \d+ file pubblicati\)\.$/u,
      { timeout: 30_000 },
    );
    await expect(card).toContainText(
      /Il sito è aggiornato: ultima pubblicazione il \d{1,2} \p{L}+ \d{4} alle \d{2}:\d{2}\./u,
    );
    await expectSitePublished();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByText(hint)).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByText(hint)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dashboard opens with its title and the hint, the menu closed', async ({ page }) => {
    await visitAsStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(hint)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu area riservata' })).toBeHidden();
  });
});

test('a visitor typing /eventi or /eventi/<slug> reaches the events at /it/eventi', async ({
  page,
}) => {
  allowVisits(2);
  await page.goto('/eventi');
  await expect(page).toHaveURL(/\/it\/eventi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventi' })).toBeVisible();
  await page.goto('/Eventi/festa-di-primavera/');
  await expect(page).toHaveURL(/\/it\/eventi\/festa-di-primavera$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Festa');
});
