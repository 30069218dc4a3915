import { downloadUrl, listStorage, uploadWebp } from '#src/lib/data/media-api';
import { signInAs, signOutApp } from '../../support/app-session';
import { clearAuth, createUser, deleteAdminApps, type TestUser } from '../../support/emulators';

// The Storage emulator checks the declared type only.
const webp = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  return new Blob([bytes], { type: 'image/webp' });
};
const folder = `events/media-test-${Date.now()}`;
let staffUser: TestUser;

beforeAll(async () => {
  await clearAuth();
  staffUser = await createUser('media-staff@example.org', { staff: true });
});

afterEach(signOutApp);
afterAll(deleteAdminApps);

describe('media API', () => {
  it('uploads a WebP as {name}.webp with progress, then resolves its download URL', async () => {
    await signInAs(staffUser);
    const progress: number[] = [];
    const result = await uploadWebp(webp(600 * 1024), `${folder}/ada-zoom`, {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toEqual({ success: true, data: `${folder}/ada-zoom.webp` });
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((value, i) => i === 0 || value >= (progress[i - 1] ?? 0))).toBe(true);

    await signOutApp();
    const url = await downloadUrl(`${folder}/ada-zoom.webp`);
    const response = await fetch(url.data ?? '');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBe(600 * 1024);
  });

  it('does not add a second suffix to a name that has one', async () => {
    await signInAs(staffUser);
    expect((await uploadWebp(webp(), `${folder}/ada-thumb.webp`)).data).toBe(
      `${folder}/ada-thumb.webp`,
    );
  });

  it('refuses a file that is not WebP or is too large before sending it', async () => {
    await signInAs(staffUser);
    const png = new Blob([new Uint8Array(10)], { type: 'image/png' });
    expect((await uploadWebp(png, `${folder}/x`)).error?.code).toBe('invalid-argument');
    const huge = new Blob([new Uint8Array(10 * 1024 * 1024)], { type: 'image/webp' });
    const tooBig = await uploadWebp(huge, `${folder}/y`);
    expect(tooBig.error?.message).toBe('L’immagine è troppo grande: il massimo è 10 MB.');
  });

  it('reports an anonymous upload as needing a sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await uploadWebp(webp(), `${folder}/anon`)).error).toEqual({
      code: 'storage/unauthenticated',
      message: 'Devi accedere di nuovo per caricare o vedere questo file.',
    });
  });

  it('lists the folders at the root of the bucket', async () => {
    await signInAs(staffUser);
    await uploadWebp(webp(), `${folder}/list-me`);
    const listing = await listStorage();
    expect(listing.data?.folders).toContain('events');
    const inFolder = await listStorage(folder);
    expect(inFolder.data?.files).toContain(`${folder}/list-me.webp`);
  });

  it('says a missing file does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await downloadUrl('events/nobody.webp')).error).toEqual({
      code: 'storage/object-not-found',
      message: 'Il file non esiste.',
    });
  });
});
