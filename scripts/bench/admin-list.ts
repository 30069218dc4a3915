import { chromium } from '@playwright/test';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { horseSchema } from '#src/features/horses/model/horse.ts';
import { horseStatuses, species } from '#src/config/options.ts';
import type { EmulatorConfig } from '../../tools/emulator-config.ts';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.ts';
import { demoStaff } from '../../tests/e2e/support/admin.ts';

export interface AdminListFigures {
  firstPageMs: number;
  longestTaskMs: number;
}

export async function addBenchHorses(config: EmulatorConfig, count: number): Promise<void> {
  const app = initializeApp({ projectId: config.projectId }, `bench-${Date.now()}`);
  try {
    const db = getFirestore(app);
    for (let start = 0; start < count; start += 400) {
      const batch = db.batch();
      for (let i = start; i < Math.min(start + 400, count); i += 1) {
        const slug = `bench-${String(i).padStart(4, '0')}`;
        batch.set(
          db.doc(`horses/${slug}`),
          z.parse(horseSchema, {
            slug,
            name: `Bench ${String(i).padStart(4, '0')}`,
            species: species[i % species.length],
            status: horseStatuses[i % horseStatuses.length],
            bdn: ([1, -1, 0] as const)[i % 3],
            notes: 'Cavallo aggiunto per misurare la lista dello staff.',
          }),
        );
      }
      await batch.commit();
    }
  } finally {
    await deleteApp(app);
  }
}

export async function measureAdminList(baseUrl: string): Promise<AdminListFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions('full'));
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(demoStaff.email);
    await page.getByLabel('Password').fill(demoStaff.password);
    await page.getByRole('button', { name: 'Entra' }).click();
    await page.waitForURL(/\/admin$/);
    // Long tasks are recorded from here on.
    await page.evaluate(() => {
      const target = window as unknown as { longTasks: number[] };
      target.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) target.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Menu area riservata' })
      .getByRole('link', { name: 'Cavalli' })
      .click();
    await page.getByRole('heading', { level: 1, name: /^Cavalli \(\d+\)$/ }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    const firstPageMs = Date.now() - started;

    const heading = page.getByRole('heading', { level: 1, name: /^Cavalli \(\d+\)$/ });
    for (const [label, value] of [
      ['Specie', 'Asino'],
      ['Status', 'Adottato'],
      ['Status', 'Tutti'],
      ['Specie', 'Tutti'],
    ] as const) {
      const before = await heading.textContent();
      await page.getByLabel(label).selectOption(value);
      await page.waitForFunction(
        (previous) => document.querySelector('h1')?.textContent !== previous,
        before,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const first = await page.locator('table tbody tr').first().textContent();
      await page.getByRole('button', { name: 'Successiva' }).click();
      await page.waitForFunction(
        (previous) => document.querySelector('table tbody tr')?.textContent !== previous,
        first,
      );
    }
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    return { firstPageMs, longestTaskMs: Math.round(Math.max(0, ...longTasks)) };
  } finally {
    await browser.close();
  }
}
