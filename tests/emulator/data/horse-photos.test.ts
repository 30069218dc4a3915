import { setLogLevel } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { imageUrl } from '#src/lib/images/image-url';
import { HORSE_PHOTO_CACHE, horseImagePath, horseImageSizes } from '#src/config/storage-paths';
import {
  readStoredHorseThumb,
  uploadHorsePhoto,
} from '#src/features/horses/admin/edit/photo-upload';
import { getHorse, updateHorse } from '#src/features/horses/api/horses-api';
import { horseSchema, type Horse } from '#src/features/horses/model/horse';
import { publicHorseFields } from '#src/features/horses/model/public-horse';
import { storedBlob } from '#src/lib/data/media-api';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// A hidden horse's photos are private (docs/decisions/0075-hidden-horses-photos.md): the public
// pages' own addresses serve them while the horse is published, and refuse them once a staff save
// hides it, in that same save.

const slug = `photo-${Date.now()}`;
const ada: Horse = z.parse(horseSchema, { slug, name: 'Ada', showWeb: true });
const photo = horseImageSizes.map(
  (size) => [size, new Blob([`the ${size} of Ada`], { type: 'image/webp' })] as const,
);
const paths = horseImageSizes.map((size) => horseImagePath(slug, size, 'webp'));

let staffUser: TestUser;
let plainUser: TestUser;
let staff: SignedInUser;

/** What a visitor's browser gets for the address the public pages build (no credentials). */
async function visit(path: string): Promise<Response> {
  const response = await fetch(imageUrl(path));
  await response.arrayBuffer();
  return response;
}

/** Anonymous gets answer 401 on the emulator (decision 3), 403 in production. */
const REFUSED = [401, 403];

async function save(fields: Partial<Horse>): Promise<void> {
  const current = await getHorse(slug);
  if (!current.success) throw new Error(current.error.message);
  const saved = await updateHorse(staff, slug, { ...current.data, ...fields });
  if (!saved.success) throw new Error(saved.error.message);
}

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('horse-photos'));
  const batch = adminDb().batch();
  batch.set(adminDb().doc(`horses/${slug}`), ada);
  batch.set(
    adminDb().doc(`publicHorses/${slug}`),
    Object.fromEntries(publicHorseFields.map((field) => [field, ada[field]])),
  );
  await batch.commit();
  staff = await signInAs(staffUser);
  const stored = await uploadHorsePhoto(slug, photo, () => undefined);
  expect(stored).toEqual({ success: true, data: paths });
  await signOutApp();
});

afterEach(signOutApp);
afterAll(async () => {
  await adminDb().doc(`horses/${slug}`).delete();
  await adminDb().doc(`publicHorses/${slug}`).delete();
  await deleteAdminApps();
});

describe("a horse's photos follow its visibility", () => {
  it("serves a published horse's photos to anyone, cached by the browser only", async () => {
    for (const path of paths) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(HORSE_PHOTO_CACHE);
    }
  });

  it('refuses them to anyone but staff once a save hides the horse, and serves them again once shown', async () => {
    staff = await signInAs(staffUser);
    await save({ showWeb: false });
    await signOutApp();
    for (const path of paths) expect(REFUSED, path).toContain((await visit(path)).status);
    // Signed in without the staff claim: refused too.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(plainUser);
    const plain = await storedBlob(paths[0] ?? '');
    expect(plain.error?.code).toBe('storage/unauthorized');
    await signOutApp();
    // Staff still see them, in the back office.
    staff = await signInAs(staffUser);
    const seen = await storedBlob(paths[0] ?? '');
    expect(await seen.data?.text()).toBe('the thumb of Ada');

    await save({ showWeb: true });
    await signOutApp();
    for (const path of paths) expect((await visit(path)).status, path).toBe(200);
  });

  it("reads the thumbnail in the back office with the staff's account, listing the folder first", async () => {
    staff = await signInAs(staffUser);
    await save({ showWeb: false });
    const thumb = await readStoredHorseThumb(slug);
    expect(await thumb.data?.text()).toBe('the thumb of Ada');
    // A horse without a photo: its empty folder listed, no file asked for (no 404 in the browser).
    expect(await readStoredHorseThumb(`${slug}-none`)).toEqual({ success: true, data: null });
    await save({ showWeb: true });
    await signOutApp();
    // Only staff list a horse's folder.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(plainUser);
    expect((await readStoredHorseThumb(slug)).error?.code).toBe('storage/unauthorized');
  });
});
