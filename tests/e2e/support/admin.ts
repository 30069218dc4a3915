import type { Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, deleteObject, getStorage, listAll, ref } from 'firebase/storage';
import { publishedEventsFolder, publishedHorsesFolder } from '#src/config/storage-paths.ts';
import {
  readSiteSource,
  siteFiles,
  uploadSiteFiles,
} from '#scripts/publish/site-from-firestore.ts';
import { readEmulatorConfig } from '#tools/emulator-config.ts';
import { adminDb } from '../../support/emulators.ts';
import { expect } from './fixtures.ts';

/** The demo logins of scripts/seed/demo-data.ts (emulators only). */
export const demoStaff = { email: 'staff@example.org', password: 'demo-staff-2026' };
export const demoVolunteer = { email: 'volontario@example.org', password: 'demo-volontario-2026' };

/** Signs in through the login page as a person would, and waits for the back office. */
export async function signInAsStaff(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel('Email').fill(demoStaff.email);
  await page.getByLabel('Password').fill(demoStaff.password);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/**
 * Waits until the back office has published every change it saved (docs/product.md, "Publishing the
 * public site"): nothing pending in `sitePublication/state`, no failure. Call it on the staff page
 * before leaving it, as the publication runs there just after the save.
 */
export async function expectSitePublished(): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = (await adminDb().doc('sitePublication/state').get()).data() ?? {};
        return { pending: state.pending ?? [], failure: state.failure ?? null };
      },
      { timeout: 20_000 },
    )
    .toEqual({ pending: [], failure: null });
}

/**
 * Publishes the whole site again from Firestore, as `npm run publish-site` does, and removes the
 * files of horses and events no longer on it: for tests that change the data behind the app's back.
 */
export async function republishSite(): Promise<void> {
  const config = readEmulatorConfig();
  const web = initializeApp(
    { projectId: config.projectId, storageBucket: config.storageBucket, apiKey: 'demo-api-key' },
    `republish-${Date.now()}-${Math.random()}`,
  );
  try {
    const storage = getStorage(web);
    connectStorageEmulator(storage, config.host, config.ports.storage, { mockUserToken: 'owner' });
    const files = siteFiles(await readSiteSource(adminDb()), new Date());
    const wanted = new Set(files.map((file) => file.path));
    for (const folder of [publishedHorsesFolder, publishedEventsFolder]) {
      const listed = await listAll(ref(storage, folder));
      await Promise.all(
        listed.items.filter((item) => !wanted.has(item.fullPath)).map((item) => deleteObject(item)),
      );
    }
    await uploadSiteFiles(storage, files);
  } finally {
    await deleteApp(web);
  }
}
