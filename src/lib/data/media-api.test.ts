import { deleteObject } from 'firebase/storage';
import { deleteStoredFile } from './media-api';
import { ok } from './result';

vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  deleteObject: vi.fn(),
}));
vi.mock('#src/lib/firebase/storage', () => ({ storage: {} }));

const path = 'horses/ada/news/AbCdEfGhIjKlMnOpQr12.webp';

afterEach(() => vi.mocked(deleteObject).mockReset());

describe('deleteStoredFile', () => {
  it('deletes the file at its path', async () => {
    vi.mocked(deleteObject).mockResolvedValue(undefined);
    expect(await deleteStoredFile(path)).toEqual(ok(undefined));
    expect(deleteObject).toHaveBeenCalledWith({ fullPath: path });
  });

  it('counts a file already gone as deleted, logging nothing', async () => {
    vi.mocked(deleteObject).mockRejectedValue({ code: 'storage/object-not-found' });
    expect(await deleteStoredFile(path)).toEqual(ok(undefined));
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reports any other failure in words a person understands, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(deleteObject).mockRejectedValue({ code: 'storage/unauthorized' });
    const result = await deleteStoredFile(path);
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe('storage/unauthorized');
    expect(result.error?.message).toMatch(/^File non accettato/);
    expect(console.error).toHaveBeenCalledWith(
      `Deleting ${path} failed (storage/unauthorized)`,
      expect.anything(),
    );
  });
});
