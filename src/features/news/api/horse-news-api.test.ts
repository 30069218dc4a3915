import type * as AuditLog from '#src/lib/data/audit-log';
import { doc, getDoc, type DocumentSnapshot } from 'firebase/firestore/lite';
import { deleteObject, ref } from 'firebase/storage';
import { commitLogged } from '#src/lib/data/audit-log';
import { readDocument } from '#src/lib/data/firestore-data';
import { uploadWebp } from '#src/lib/data/media-api';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { NEWS_PHOTO_CACHE, type HorseNews } from '../model/horse-news';
import { deleteHorseNews, saveHorseNews, uploadNewsPhoto } from './horse-news-api';

vi.mock('#src/lib/firebase/firestore', () => ({ db: { name: 'the database' } }));
vi.mock('#src/lib/firebase/storage', () => ({ storage: { name: 'the bucket' } }));
vi.mock('firebase/firestore/lite', () => ({
  doc: vi.fn((_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` })),
  getDoc: vi.fn(),
}));
vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  deleteObject: vi.fn(),
}));
vi.mock('#src/lib/data/audit-log', async (importOriginal) => ({
  ...(await importOriginal<typeof AuditLog>()),
  commitLogged: vi.fn(),
}));
vi.mock('#src/lib/data/firestore-data', () => ({ readDocument: vi.fn() }));
vi.mock('#src/lib/data/media-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadWebp: vi.fn(),
}));

const id = 'AbCdEfGhIjKlMnOpQr12';
const photo = `horses/ada/news/${id}.webp`;
const news: HorseNews = {
  id,
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Ada ha un nuovo amico',
  text: '<p>Con <strong>Blu</strong>.</p>',
  photo,
};
const stored = {
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Ada ha un nuovo amico',
  text: '<p>Con <strong>Blu</strong>.</p>',
  photo,
};

function batchCalls() {
  const batch = { set: vi.fn(), delete: vi.fn() };
  const write = vi.mocked(commitLogged).mock.calls[0]?.[2];
  write?.(batch as never);
  return batch;
}

/** The news' horse as stored in the registry. */
function horseStored(showWeb: boolean | null) {
  vi.mocked(getDoc).mockResolvedValue({
    exists: () => showWeb !== null,
    get: (field: string) => (field === 'showWeb' ? showWeb : undefined),
  } as unknown as DocumentSnapshot);
}

beforeEach(() => {
  horseStored(true);
  vi.mocked(commitLogged).mockResolvedValue(ok(undefined));
  vi.mocked(deleteObject).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.mocked(commitLogged).mockReset();
  vi.mocked(readDocument).mockReset();
  vi.mocked(uploadWebp).mockReset();
  vi.mocked(deleteObject).mockReset();
  vi.mocked(ref).mockClear();
  vi.mocked(doc).mockClear();
});

describe('saveHorseNews', () => {
  it('stores exactly the fields of a new news, with its log entry, in one commit', async () => {
    expect(await saveHorseNews(staffUser, news, 'add')).toEqual(ok(news));
    expect(vi.mocked(commitLogged).mock.calls[0]?.slice(0, 2)).toEqual([
      staffUser,
      {
        operation: 'addHorseNews',
        collection: 'horseNews',
        params: { slug: id, item: { ...stored, showWeb: true } },
        publishes: ['horse:ada'],
      },
    ]);
    expect(batchCalls().set).toHaveBeenCalledWith(
      { path: `horseNews/${id}` },
      { ...stored, showWeb: true },
    );
    expect(getDoc).toHaveBeenCalledWith({ path: 'horses/ada' });
  });

  it("stores a news of a hidden horse as hidden: it carries its horse's visibility", async () => {
    horseStored(false);
    await saveHorseNews(staffUser, news, 'add');
    expect(batchCalls().set).toHaveBeenCalledWith(
      { path: `horseNews/${id}` },
      { ...stored, showWeb: false },
    );
  });

  it('refuses a news of a horse not in the registry, before writing anything', async () => {
    horseStored(null);
    expect((await saveHorseNews(staffUser, news, 'add')).error?.code).toBe('not-found');
    expect(commitLogged).not.toHaveBeenCalled();
  });

  it('logs a change of a stored news as an update', async () => {
    await saveHorseNews(staffUser, news, 'update');
    expect(vi.mocked(commitLogged).mock.calls[0]?.[1].operation).toBe('updateHorseNews');
  });

  it('refuses a news that cannot be saved, before writing anything', async () => {
    expect(await saveHorseNews(staffUser, { ...news, title: ' ' }, 'add')).toEqual(
      fail('invalid-argument', 'Scrivi il titolo.'),
    );
    expect(commitLogged).not.toHaveBeenCalled();
  });

  it('passes a refused commit on', async () => {
    const refused = fail('permission-denied', 'Non hai i permessi per questa operazione.');
    vi.mocked(commitLogged).mockResolvedValue(refused);
    expect(await saveHorseNews(staffUser, news, 'update')).toEqual(refused);
  });
});

describe('deleteHorseNews', () => {
  it('deletes the news with its log entry (the news as it was), then its photo', async () => {
    vi.mocked(readDocument).mockResolvedValue(ok(news));
    expect(await deleteHorseNews(staffUser, id)).toEqual(ok({ photoLeft: false }));
    expect(vi.mocked(commitLogged).mock.calls[0]?.[1]).toEqual({
      operation: 'deleteHorseNews',
      collection: 'horseNews',
      params: { slug: id, item: stored, files: { deleted: [photo] } },
      publishes: ['horse:ada'],
    });
    expect(batchCalls().delete).toHaveBeenCalledWith({ path: `horseNews/${id}` });
    expect(vi.mocked(deleteObject).mock.calls.map(([target]) => target)).toEqual([
      { fullPath: photo },
    ]);
  });

  it('deletes nothing in Storage for a news without a photo', async () => {
    vi.mocked(readDocument).mockResolvedValue(ok({ ...news, photo: '' }));
    expect(await deleteHorseNews(staffUser, id)).toEqual(ok({ photoLeft: false }));
    expect(deleteObject).not.toHaveBeenCalled();
  });

  it('keeps the photo when the news cannot be deleted', async () => {
    vi.mocked(readDocument).mockResolvedValue(ok(news));
    const refused = fail('permission-denied', 'Non hai i permessi per questa operazione.');
    vi.mocked(commitLogged).mockResolvedValue(refused);
    expect(await deleteHorseNews(staffUser, id)).toEqual(refused);
    expect(deleteObject).not.toHaveBeenCalled();
  });

  it('says so when the news is gone but its photo could not be deleted', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(readDocument).mockResolvedValue(ok(news));
    vi.mocked(deleteObject).mockRejectedValue({ code: 'storage/unauthorized' });
    expect(await deleteHorseNews(staffUser, id)).toEqual(ok({ photoLeft: true }));
  });

  it('answers a news that does not exist (any more) as not found', async () => {
    const missing = fail('not-found', `horseNews/${id} non esiste.`);
    vi.mocked(readDocument).mockResolvedValue(missing);
    expect(await deleteHorseNews(staffUser, id)).toEqual(missing);
    expect(commitLogged).not.toHaveBeenCalled();
  });
});

describe('the photo of a news', () => {
  it("uploads to the news' own path, kept an hour by browsers", async () => {
    const blob = new Blob(['webp'], { type: 'image/webp' });
    const onProgress = vi.fn();
    vi.mocked(uploadWebp).mockResolvedValue(ok(photo));
    expect(await uploadNewsPhoto(news, blob, onProgress)).toEqual(ok(photo));
    expect(uploadWebp).toHaveBeenCalledWith(blob, `horses/ada/news/${id}`, {
      onProgress,
      cacheControl: NEWS_PHOTO_CACHE,
    });
  });
});
