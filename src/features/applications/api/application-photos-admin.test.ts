import { deleteObject, ref } from 'firebase/storage';
import { listStorage, storedBlob } from '#src/lib/data/media-api';
import { fail, ok } from '#src/lib/data/result';
import { deleteApplicationPhotos, listApplicationPhotos } from './application-photos-admin';

vi.mock('#src/lib/data/media-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listStorage: vi.fn(),
  storedBlob: vi.fn(),
}));
vi.mock('#src/lib/firebase/storage', () => ({ storage: { name: 'the bucket' } }));
vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  deleteObject: vi.fn(),
}));

const folder = 'applications/cession/aBcDeFgHiJkLmNoPqRsT/';
/** An object URL of what was read with the staff's credentials, never a download link. */
const urlOf = (path: string) => `blob:${path}`;
const blobOf = (path: string) => Object.assign(new Blob([path]), { path });

beforeEach(() => {
  vi.mocked(storedBlob).mockImplementation(async (path) => ok(blobOf(path)));
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) =>
    urlOf((blob as Partial<ReturnType<typeof blobOf>>).path ?? ''),
  );
  vi.mocked(deleteObject).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.mocked(listStorage).mockReset();
  vi.mocked(storedBlob).mockReset();
  vi.restoreAllMocks();
  vi.mocked(deleteObject).mockReset();
  vi.mocked(ref).mockClear();
});

describe('listApplicationPhotos', () => {
  it('resolves the photos the application names, in its order, without listing the folder', async () => {
    const result = await listApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT', [
      'zzzzzzzzzzzz.webp',
      'aaaaaaaaaaaa.webp',
    ]);
    expect(result).toEqual(
      ok([
        { name: 'zzzzzzzzzzzz.webp', url: urlOf(`${folder}zzzzzzzzzzzz.webp`) },
        { name: 'aaaaaaaaaaaa.webp', url: urlOf(`${folder}aaaaaaaaaaaa.webp`) },
      ]),
    );
    expect(listStorage).not.toHaveBeenCalled();
  });

  it('lists the folder when the application names no photo (staff may list)', async () => {
    vi.mocked(listStorage).mockResolvedValue(
      ok({ folders: [], files: [`${folder}bbbbbbbbbbbb.webp`, `${folder}aaaaaaaaaaaa.webp`] }),
    );
    const result = await listApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT', []);
    expect(listStorage).toHaveBeenCalledWith(folder);
    expect(result.data?.map((photo) => photo.name)).toEqual([
      'aaaaaaaaaaaa.webp',
      'bbbbbbbbbbbb.webp',
    ]);
    expect(result.data?.[0]?.url).toBe(urlOf(`${folder}aaaaaaaaaaaa.webp`));
  });

  it('answers an empty list for an empty folder', async () => {
    vi.mocked(listStorage).mockResolvedValue(ok({ folders: [], files: [] }));
    expect(await listApplicationPhotos('adoption', 'x', [])).toEqual(ok([]));
    expect(listStorage).toHaveBeenCalledWith('applications/adoption/x/');
  });

  it('fails when the folder cannot be listed', async () => {
    const refused = fail('storage/unauthorized', 'File non accettato.');
    vi.mocked(listStorage).mockResolvedValue(refused);
    expect(await listApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT', [])).toEqual(refused);
  });

  it('shows a photo the application names but that never arrived as missing', async () => {
    vi.mocked(storedBlob).mockImplementation(async (path) =>
      ok(path.endsWith('bbbbbbbbbbbb.webp') ? null : blobOf(path)),
    );
    const result = await listApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT', [
      'aaaaaaaaaaaa.webp',
      'bbbbbbbbbbbb.webp',
    ]);
    expect(result.data?.map((photo) => [photo.name, photo.url === null])).toEqual([
      ['aaaaaaaaaaaa.webp', false],
      ['bbbbbbbbbbbb.webp', true],
    ]);
  });

  it('fails when one photo cannot be read', async () => {
    const missing = fail('storage/unauthorized', 'Non autorizzato.');
    vi.mocked(storedBlob).mockImplementation(async (path) =>
      path.endsWith('bbbbbbbbbbbb.webp') ? missing : ok(blobOf(path)),
    );
    expect(
      await listApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT', [
        'aaaaaaaaaaaa.webp',
        'bbbbbbbbbbbb.webp',
      ]),
    ).toEqual(missing);
  });
});

describe('deleteApplicationPhotos', () => {
  it('deletes every file of the folder, listed ones and removed ones alike', async () => {
    const files = [`${folder}aaaaaaaaaaaa.webp`, `${folder}bbbbbbbbbbbb.webp`];
    vi.mocked(listStorage).mockResolvedValue(ok({ folders: [], files }));
    expect(await deleteApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT')).toEqual(ok(2));
    expect(listStorage).toHaveBeenCalledWith(folder);
    expect(vi.mocked(deleteObject).mock.calls.map(([target]) => target)).toEqual(
      files.map((fullPath) => ({ fullPath })),
    );
  });

  it('deletes nothing from an empty folder', async () => {
    vi.mocked(listStorage).mockResolvedValue(ok({ folders: [], files: [] }));
    expect(await deleteApplicationPhotos('adoption', 'x')).toEqual(ok(0));
    expect(deleteObject).not.toHaveBeenCalled();
  });

  it('fails when the folder cannot be listed, deleting nothing', async () => {
    const refused = fail('storage/unauthenticated', 'Devi accedere di nuovo.');
    vi.mocked(listStorage).mockResolvedValue(refused);
    expect(await deleteApplicationPhotos('adoption', 'x')).toEqual(refused);
    expect(deleteObject).not.toHaveBeenCalled();
  });

  it('fails when a file cannot be deleted, with a message a person understands', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listStorage).mockResolvedValue(
      ok({ folders: [], files: [`${folder}aaaaaaaaaaaa.webp`] }),
    );
    vi.mocked(deleteObject).mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'storage/unauthorized' }),
    );
    const result = await deleteApplicationPhotos('cession', 'aBcDeFgHiJkLmNoPqRsT');
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe('storage/unauthorized');
    expect(console.error).toHaveBeenCalledWith(
      `Deleting ${folder}aaaaaaaaaaaa.webp failed (storage/unauthorized)`,
      expect.any(Error),
    );
  });
});
