import type { Locator, Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getStorage,
  listAll,
  ref,
  type FirebaseStorage,
} from 'firebase/storage';
import { publishedEventsFolder, publishedHorsesFolder } from '#src/config/storage-paths.ts';
import {
  readSiteSource,
  uploadSiteFiles,
  webUpload,
} from '#scripts/publish/site-from-firestore.ts';
import { siteFiles } from '#src/features/publishing/site-table.ts';
import { readEmulatorConfig } from '#tools/emulator-config.ts';
import { adminDb } from '../../support/emulators.ts';
import { escapeRegExp, expect, test } from './fixtures.ts';
import { signInThroughLoginPage, staffSessionFile } from './staff-session.ts';

export { demoStaff, demoVolunteer } from './staff-session.ts';

/**
 * Opens `path` in the back office as the demo staff: in a fresh page with the session the global
 * setup saved; in a page already used (a visitor's journey, maybe on a fake clock, whose storage
 * cannot be swapped under it) through the login page.
 */
export async function signInAsStaff(page: Page, path = '/admin'): Promise<void> {
  const site = test.info().project.use.baseURL;
  if (site === undefined) throw new Error('signInAsStaff needs the baseURL of the site under test');
  if (page.url() === 'about:blank') {
    await page.context().setStorageState(staffSessionFile(site));
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  } else {
    await page.goto(path);
    await signInThroughLoginPage(page, path);
  }
  // The back office's shell, drawn once the session is known to be staff's.
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
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
  await asStorageOwner(async (storage) => {
    const files = siteFiles(await readSiteSource(adminDb()), new Date());
    const wanted = new Set(files.map((file) => file.path));
    for (const folder of [publishedHorsesFolder, publishedEventsFolder]) {
      const listed = await listAll(ref(storage, folder));
      await Promise.all(
        listed.items.filter((item) => !wanted.has(item.fullPath)).map((item) => deleteObject(item)),
      );
    }
    await uploadSiteFiles(files, webUpload(storage));
  });
}

/** The full paths of the files stored in a Storage folder, read as the project's owner. */
export function storedFiles(folder: string): Promise<string[]> {
  return asStorageOwner(async (storage) =>
    (await listAll(ref(storage, folder))).items.map((item) => item.fullPath),
  );
}

async function asStorageOwner<T>(use: (storage: FirebaseStorage) => Promise<T>): Promise<T> {
  const config = readEmulatorConfig();
  const web = initializeApp(
    { projectId: config.projectId, storageBucket: config.storageBucket, apiKey: 'demo-api-key' },
    `storage-owner-${Date.now()}-${Math.random()}`,
  );
  try {
    const storage = getStorage(web);
    connectStorageEmulator(storage, config.host, config.ports.storage, { mockUserToken: 'owner' });
    return await use(storage);
  } finally {
    await deleteApp(web);
  }
}

/** The answer under `label` in an application detail's definition list (an exact label). */
export function answerOf(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
