import { chromium } from '@playwright/test';
import { REGISTER_PDF_MEASURE } from '#src/features/volunteers/model/register-print.ts';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { demoStaff } from '../../tests/e2e/support/admin.ts';

// Issue 40's budget: the register's PDF of 1,000 records made in <= 3 s: the whole register, once
// the list's measure has added its 1,000 entries to the demo's
// (docs/decisions/0088-register-print-and-fingerprint.md).

export interface RegisterPrintFigures {
  /** From the click on "Crea e scarica il PDF" to the print stored and shown. */
  wholeMs: number;
  /** The PDF alone, in the browser (User Timing `register-pdf`). */
  pdfMs: number;
  pages: number;
}

export async function measureRegisterPrint(baseUrl: string): Promise<RegisterPrintFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(demoStaff.email);
    await page.getByLabel('Password').fill(demoStaff.password);
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${baseUrl}/admin/volunteer-register/print`);
    await page.getByRole('button', { name: 'Crea e scarica il PDF' }).waitFor();
    const downloaded = page.waitForEvent('download');
    const started = Date.now();
    await page.getByRole('button', { name: 'Crea e scarica il PDF' }).click();
    await page.getByText('Stampa creata e conservata').waitFor({ timeout: 60_000 });
    const wholeMs = Date.now() - started;
    const pdfMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark, 'measure')[0]?.duration ?? -1,
      REGISTER_PDF_MEASURE,
    );
    const bytes = await (await downloaded).createReadStream();
    let pdf = '';
    for await (const chunk of bytes) pdf += (chunk as Buffer).toString('latin1');
    const pages = /\/Type \/Pages[^]*?\/Count (\d+)/.exec(pdf)?.[1];
    return { wholeMs, pdfMs: Math.round(pdfMs), pages: Number(pages ?? 0) };
  } finally {
    await browser.close();
  }
}
