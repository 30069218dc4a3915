import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { isHorseListRead } from './requests.ts';

export async function countStripReads(baseUrl: string): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const page = await browser.newPage();
    let reads = 0;
    page.on('request', (request) => {
      if (isHorseListRead(request.url(), request.postData())) reads += 1;
    });
    await page.goto(baseUrl);
    await page.getByRole('list', { name: 'Alcuni dei nostri cavalli' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    for (const [link, heading] of [
      ['Cavalli', 'I nostri cavalli'],
      ['Sostienici', 'Sostienici'],
      ['Contatti', 'Contatti'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('list', { name: 'Alcuni dei nostri cavalli' }).waitFor();
    }
    return reads;
  } finally {
    await browser.close();
  }
}
