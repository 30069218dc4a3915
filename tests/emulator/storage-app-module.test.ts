import { deleteApp, initializeApp } from 'firebase/app';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type StorageError,
} from 'firebase/storage';
import { auth } from '#src/lib/firebase/auth.ts';
import { storage } from '#src/lib/firebase/storage.ts';
import {
  createStaffAndPlainUsers,
  deleteAdminApps,
  emulatorConfig,
  type TestUser,
} from '../support/emulators.ts';

// The same path the back office takes: the app's own Storage module, real Auth emulator sign-ins.

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const folder = `events/storage-test-${Date.now()}`;
let staff: TestUser;
let volunteer: TestUser;

async function storageCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as StorageError).code;
  }
  return 'no error';
}

beforeAll(async () => {
  ({ staff, plain: volunteer } = await createStaffAndPlainUsers('storage'));
});

afterEach(() => signOut(auth));
// Nobody writes `private/`, not even staff (docs/decisions/0050-storage-writes.md): the test stores
// its file there as the emulator's owner, like a file put there from the console.
const ownerApp = initializeApp(
  { projectId: emulatorConfig.projectId, storageBucket: emulatorConfig.storageBucket, apiKey: 'x' },
  'storage-app-module-owner',
);
const ownerStorage = getStorage(ownerApp);
connectStorageEmulator(ownerStorage, emulatorConfig.host, emulatorConfig.ports.storage, {
  mockUserToken: 'owner',
});

afterAll(async () => {
  await deleteApp(ownerApp);
  await deleteAdminApps();
});

describe('Storage through the app module', () => {
  it('uploads as staff, lists as staff, then serves metadata, a download URL, the bytes and a delete', async () => {
    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    const thumb = ref(storage, `${folder}/ada-thumb.png`);
    await uploadBytes(thumb, png, { contentType: 'image/png', customMetadata: { horse: 'ada' } });
    await uploadBytes(ref(storage, `${folder}/ada-zoom.png`), png, { contentType: 'image/png' });

    const metadata = await getMetadata(thumb);
    expect(metadata).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(metadata.customMetadata).toEqual({ horse: 'ada' });
    // Only staff list a folder (docs/decisions/0026-storage-policy.md).
    const page = await list(ref(storage, folder), { maxResults: 1 });
    expect(page.items.map((item) => item.name)).toEqual(['ada-thumb.png']);
    const next = await list(ref(storage, folder), { maxResults: 1, pageToken: page.nextPageToken });
    expect(next.items.map((item) => item.name)).toEqual(['ada-zoom.png']);

    await signOut(auth);
    expect(await storageCode(list(ref(storage, folder)))).toBe('storage/unauthorized');
    // A visitor's browser loads the image from its download URL, with no SDK and no sign-in.
    const url = await getDownloadURL(thumb);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(new Uint8Array(await getBytes(thumb))).toEqual(png);

    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    await deleteObject(thumb);
    expect(await storageCode(getMetadata(thumb))).toBe('storage/object-not-found');
  });

  it('uploads a 5 MB photo with a resumable upload, reporting progress', async () => {
    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    const bytes = new Uint8Array(5 * 1024 * 1024).map((_, i) => i % 251);
    const task = uploadBytesResumable(ref(storage, `${folder}/big-zoom.png`), bytes, {
      contentType: 'image/png',
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const done = await task;
    expect(done.metadata.size).toBe(bytes.length);
    expect(progress.at(-1)).toBe(bytes.length);
    // Compared as buffers: a deep equality of 5 million elements would take seconds.
    expect(Buffer.from(await getBytes(done.ref)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers object-not-found for a missing object', async () => {
    expect(await storageCode(getDownloadURL(ref(storage, 'events/nobody-thumb.png')))).toBe(
      'storage/object-not-found',
    );
  });

  it('refuses an anonymous upload as unauthenticated', async () => {
    expect(
      await storageCode(
        uploadBytes(ref(storage, `${folder}/anon.png`), png, { contentType: 'image/png' }),
      ),
    ).toBe('storage/unauthenticated');
  });

  it('refuses an upload by a signed-in user without the staff claim', async () => {
    await signInWithEmailAndPassword(auth, volunteer.email, volunteer.password);
    expect(
      await storageCode(
        uploadBytes(ref(storage, `${folder}/user.png`), png, { contentType: 'image/png' }),
      ),
    ).toBe('storage/unauthorized');
  });

  it('refuses a staff upload that is not an image', async () => {
    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    expect(
      await storageCode(
        uploadBytes(ref(storage, `${folder}/notes.txt`), new TextEncoder().encode('hello'), {
          contentType: 'text/plain',
        }),
      ),
    ).toBe('storage/unauthorized');
  });

  it('keeps private folders from visitors but not from staff', async () => {
    const path = `private/storage-test-${Date.now()}.png`;
    await uploadBytes(ref(ownerStorage, path), png, { contentType: 'image/png' });
    const privateRef = ref(storage, path);
    expect(await storageCode(getBytes(privateRef))).toBe('storage/unauthenticated');
    await signInWithEmailAndPassword(auth, volunteer.email, volunteer.password);
    expect(await storageCode(getBytes(privateRef))).toBe('storage/unauthorized');
    await signOut(auth);
    await signInWithEmailAndPassword(auth, staff.email, staff.password);
    expect(new Uint8Array(await getBytes(privateRef))).toEqual(png);
    expect(await storageCode(uploadBytes(privateRef, png, { contentType: 'image/png' }))).toBe(
      'storage/unauthorized',
    );
    await deleteObject(ref(ownerStorage, path));
  });
});
