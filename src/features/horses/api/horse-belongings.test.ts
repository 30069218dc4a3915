import { deleteObject } from 'firebase/storage';
import { listStorage } from '#src/lib/data/media-api';
import { fail, ok } from '#src/lib/data/result';
import { deleteHorseFiles } from './horse-belongings';

// What the emulator cannot stage: a file that cannot be deleted, a folder that cannot be listed.

vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  deleteObject: vi.fn(),
}));
vi.mock('firebase/firestore/lite', () => ({}));
vi.mock('#src/lib/firebase/storage', () => ({ storage: {} }));
vi.mock('#src/lib/firebase/firestore', () => ({ db: {} }));
vi.mock('#src/lib/data/media-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listStorage: vi.fn(),
}));

const photos = [
  'horses/ada/photo/thumb.png',
  'horses/ada/photo/thumb.webp',
  'horses/ada/photo/zoom.png',
  'horses/ada/photo/zoom.webp',
];
const newsPhoto = 'horses/ada/news/AbCdEfGhIjKlMnOpQr12.webp';
const documentFile = 'horseDocuments/ada/ZyXwVuTsRqPoNmLkJi98/passaporto.pdf';

function listings(folders: Record<string, { folders?: string[]; files?: string[] } | 'fails'>) {
  vi.mocked(listStorage).mockImplementation(async (folder = '') => {
    const listing = folders[folder];
    if (listing === 'fails') return fail('unavailable', 'Il servizio non è raggiungibile.');
    return ok({ folders: listing?.folders ?? [], files: listing?.files ?? [] });
  });
}

const deleted = () =>
  vi
    .mocked(deleteObject)
    .mock.calls.map(([file]) => file.fullPath)
    .sort();

beforeEach(() => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(deleteObject).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.mocked(deleteObject).mockReset();
  vi.mocked(listStorage).mockReset();
});

describe('deleteHorseFiles', () => {
  it('deletes the photos, every file of its folders and the files named, each once', async () => {
    const orphan = 'horses/ada/news/Orphan00000000000001.webp';
    listings({
      'horses/ada/news/': { files: [newsPhoto, orphan] },
      'horseDocuments/ada/': { folders: ['ZyXwVuTsRqPoNmLkJi98'] },
      'horseDocuments/ada/ZyXwVuTsRqPoNmLkJi98/': { files: [documentFile] },
    });
    expect(await deleteHorseFiles('ada', [newsPhoto, documentFile])).toBe(0);
    expect(deleted()).toEqual([documentFile, ...photos, newsPhoto, orphan].sort());
  });

  it('deletes every size, format and older copy left in the photo folder', async () => {
    const leftovers = ['horses/ada/photo/thumb.jpg', 'horses/ada/photo/old/zoom.webp'];
    listings({
      'horses/ada/photo/': { files: [photos[1] ?? '', leftovers[0] ?? ''], folders: ['old'] },
      'horses/ada/photo/old/': { files: [leftovers[1] ?? '', 'horses/blu/photo/thumb.png'] },
    });
    expect(await deleteHorseFiles('ada', [])).toBe(0);
    expect(deleted()).toEqual([...photos, ...leftovers].sort());
  });

  it('counts each file that could not be deleted, and still deletes the others', async () => {
    listings({});
    vi.mocked(deleteObject).mockImplementation(async (file) => {
      if (file.fullPath === newsPhoto || file.fullPath === photos[0]) {
        throw Object.assign(new Error('offline'), { code: 'storage/retry-limit-exceeded' });
      }
    });
    expect(await deleteHorseFiles('ada', [newsPhoto, documentFile])).toBe(2);
    expect(deleted()).toEqual([documentFile, ...photos, newsPhoto].sort());
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining(newsPhoto),
      expect.any(Error),
    );
  });

  it('counts a folder that could not be listed as one left, and deletes the files it knows', async () => {
    listings({
      'horses/ada/news/': 'fails',
      'horseDocuments/ada/': { folders: ['ZyXwVuTsRqPoNmLkJi98'] },
      'horseDocuments/ada/ZyXwVuTsRqPoNmLkJi98/': 'fails',
    });
    expect(await deleteHorseFiles('ada', [newsPhoto, documentFile])).toBe(2);
    expect(deleted()).toEqual([documentFile, ...photos, newsPhoto].sort());
  });

  it('never deletes a listed or named file outside the horse folders', async () => {
    listings({ 'horses/ada/news/': { files: ['horses/blu/news/Other000000000000001.webp'] } });
    expect(
      await deleteHorseFiles('ada', ['web/headers/home.jpg', 'horses/ada-bis-thumb.png']),
    ).toBe(0);
    expect(deleted()).toEqual(photos);
  });
});
