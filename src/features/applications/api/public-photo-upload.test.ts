import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { storage } from '#src/lib/firebase/storage';
import { photoNamePattern } from '../model/public-application';
import { PHOTO_TOO_LARGE, randomPhotoName, uploadApplicationPhoto } from './public-photo-upload';

vi.mock('#src/lib/firebase/storage', () => ({
  storage: { app: 'test', maxUploadRetryTime: 600_000 },
}));
vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  uploadBytesResumable: vi.fn(),
}));

const applicationId = 'Ab3dEf6hIj9lMn2pQr5t';
const webp = (size = 3) => new Blob(['x'.repeat(size)], { type: 'image/webp' });

interface FakeTask {
  task: UploadTask;
  progress(transferred: number, total: number): void;
  finish(): void;
  failWith(error: unknown): void;
  cancel: ReturnType<typeof vi.fn>;
}

function fakeTask(): FakeTask {
  let next: (snapshot: { bytesTransferred: number; totalBytes: number }) => void = () => {};
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const cancel = vi.fn(() => {
    settle.reject(Object.assign(new Error('canceled'), { code: 'storage/canceled' }));
    return true;
  });
  const task = {
    on: vi.fn((_event: string, observer: typeof next) => {
      next = observer;
      return () => {};
    }),
    cancel,
    then: (onFulfilled: () => unknown, onRejected: (error: unknown) => unknown) =>
      promise.then(onFulfilled, onRejected),
  } as unknown as UploadTask;
  return {
    task,
    progress: (bytesTransferred, totalBytes) => next({ bytesTransferred, totalBytes }),
    finish: () => settle.resolve(),
    failWith: (error) => settle.reject(error),
    cancel,
  };
}

let current: FakeTask;

beforeEach(() => {
  current = fakeTask();
  vi.mocked(uploadBytesResumable).mockImplementation(() => current.task);
});

afterEach(() => {
  vi.mocked(uploadBytesResumable).mockReset();
  vi.mocked(ref).mockClear();
});

describe('randomPhotoName', () => {
  it('draws 12 lowercase letters or digits and .webp, as the rules want', () => {
    const names = Array.from({ length: 200 }, randomPhotoName);
    for (const name of names) expect(name).toMatch(photoNamePattern);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names a JPEG (from a browser that cannot encode WebP) .jpg', () => {
    expect(randomPhotoName('image/jpeg')).toMatch(/^[a-z0-9]{12}\.jpg$/);
    expect(randomPhotoName('image/jpeg')).toMatch(photoNamePattern);
  });

  it('uses every letter and digit', () => {
    const seen = new Set(
      Array.from({ length: 300 }, randomPhotoName)
        .join('')
        .replace(/\.webp/g, ''),
    );
    expect(seen.size).toBe(36);
  });
});

describe('uploadApplicationPhoto', () => {
  it('uploads to the application’s folder with the WebP content type and reports progress', async () => {
    const onProgress = vi.fn();
    const blob = webp();
    const upload = uploadApplicationPhoto('adoption', applicationId, blob, onProgress);
    expect(upload.name).toMatch(photoNamePattern);
    const path = `applications/adoption/${applicationId}/${upload.name}`;
    expect(ref).toHaveBeenCalledWith(expect.objectContaining({ app: 'test' }), path);
    expect(uploadBytesResumable).toHaveBeenCalledWith({ fullPath: path }, blob, {
      contentType: 'image/webp',
    });
    current.progress(0, 0);
    current.progress(250, 1000);
    current.finish();
    await expect(upload.done).resolves.toEqual({ success: true, data: upload.name });
    expect(onProgress.mock.calls).toEqual([[0], [0.25], [1]]);
  });

  it('uploads a JPEG as .jpg with its own content type, retrying for a minute at most', async () => {
    const jpeg = new Blob(['x'], { type: 'image/jpeg' });
    const upload = uploadApplicationPhoto('adoption', applicationId, jpeg);
    expect(upload.name).toMatch(/^[a-z0-9]{12}\.jpg$/);
    expect(uploadBytesResumable).toHaveBeenCalledWith(expect.anything(), jpeg, {
      contentType: 'image/jpeg',
    });
    expect(storage.maxUploadRetryTime).toBe(60_000);
    current.finish();
    await expect(upload.done).resolves.toEqual({ success: true, data: upload.name });
  });

  it('uploads a cession photo to the cession folder', async () => {
    const upload = uploadApplicationPhoto('cession', applicationId, webp());
    current.finish();
    await upload.done;
    expect(ref).toHaveBeenCalledWith(
      expect.anything(),
      `applications/cession/${applicationId}/${upload.name}`,
    );
  });

  it('draws a new name for each photo', () => {
    const first = uploadApplicationPhoto('adoption', applicationId, webp());
    current = fakeTask();
    const second = uploadApplicationPhoto('adoption', applicationId, webp());
    expect(first.name).not.toBe(second.name);
  });

  it.each([
    [
      'a blob that is neither WebP nor JPEG',
      'adoption',
      applicationId,
      new Blob(['x'], { type: 'image/png' }),
    ],
    ['an id that is not an auto-id', 'adoption', 'short', webp()],
    ['an id with a slash', 'adoption', 'Ab3dEf6hIj9lMn2pQr5/', webp()],
    ['the circle kind, which has no photos', 'circle', applicationId, webp()],
  ] as const)('refuses %s before sending anything', async (_what, kind, id, blob) => {
    const upload = uploadApplicationPhoto(kind as 'adoption', id, blob);
    await expect(upload.done).resolves.toMatchObject({
      success: false,
      error: { code: 'invalid-argument' },
    });
    expect(uploadBytesResumable).not.toHaveBeenCalled();
    upload.cancel();
  });

  it('refuses a photo of 10 MiB or more with its own code', async () => {
    const big = webp();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 });
    const upload = uploadApplicationPhoto('cession', applicationId, big);
    await expect(upload.done).resolves.toEqual({
      success: false,
      error: { code: PHOTO_TOO_LARGE, message: 'L’immagine è troppo grande: il massimo è 10 MB.' },
    });
    expect(uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('answers a refused upload with its code and a message, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const onProgress = vi.fn();
    const upload = uploadApplicationPhoto('adoption', applicationId, webp(), onProgress);
    current.failWith(Object.assign(new Error('403'), { code: 'storage/unauthorized' }));
    const result = await upload.done;
    expect(result).toMatchObject({ success: false, error: { code: 'storage/unauthorized' } });
    expect(result.error?.message).toMatch(/File non accettato/);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('(storage/unauthorized)'),
      expect.any(Error),
    );
    expect(onProgress).not.toHaveBeenCalledWith(1);
  });

  it('answers a network failure with the retry code', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const upload = uploadApplicationPhoto('adoption', applicationId, webp());
    current.failWith(Object.assign(new Error('retry'), { code: 'storage/retry-limit-exceeded' }));
    await expect(upload.done).resolves.toMatchObject({
      error: {
        code: 'storage/retry-limit-exceeded',
        message: expect.stringMatching(/connessione/),
      },
    });
  });

  it('answers an SDK that throws at once', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(uploadBytesResumable).mockImplementation(() => {
      throw Object.assign(new Error('bad'), { code: 'storage/invalid-argument' });
    });
    const upload = uploadApplicationPhoto('adoption', applicationId, webp());
    await expect(upload.done).resolves.toMatchObject({
      success: false,
      error: { code: 'storage/invalid-argument' },
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('cancels the running task, quietly', async () => {
    const upload = uploadApplicationPhoto('adoption', applicationId, webp());
    upload.cancel();
    expect(current.cancel).toHaveBeenCalledTimes(1);
    await expect(upload.done).resolves.toMatchObject({
      success: false,
      error: { code: 'storage/canceled' },
    });
  });
});
