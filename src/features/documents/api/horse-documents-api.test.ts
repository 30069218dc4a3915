import { deleteObject, uploadBytesResumable } from 'firebase/storage';
import { commitLogged } from '#src/lib/data/audit-log';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { deleteHorseDocument, uploadHorseDocument } from './horse-documents-api';

// What the emulator cannot stage: a refused write whose clean-up fails too, a file that cannot be
// deleted.

vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  deleteObject: vi.fn(),
  getBytes: vi.fn(),
  uploadBytesResumable: vi.fn(),
}));
vi.mock('firebase/firestore/lite', () => ({
  doc: vi.fn(() => ({})),
  serverTimestamp: vi.fn(() => 'server-time'),
}));
vi.mock('#src/lib/firebase/storage', () => ({ storage: {} }));
vi.mock('#src/lib/firebase/firestore', () => ({ db: {} }));
vi.mock('#src/lib/data/audit-log', () => ({ commitLogged: vi.fn() }));
vi.mock('#src/lib/data/firestore-data', () => ({
  readList: vi.fn(),
  readDocument: vi.fn(async () => ({
    success: true,
    data: {
      id: 'DocId000000000000001',
      horseSlug: 'ada',
      type: 'Referto',
      title: 'Referto',
      expiry: '',
      path: 'horseDocuments/ada/DocId000000000000001/referto.pdf',
      contentType: 'application/pdf',
      size: 10,
      uploadedAt: new Date(),
    },
  })),
}));

const id = 'DocId000000000000001';
const request = () => ({
  horseSlug: 'ada',
  id,
  draft: { type: 'Referto', title: '', expiry: '' } as const,
  file: new File(['%PDF-1.4'], 'Referto.pdf', { type: 'application/pdf' }),
});

beforeEach(() => {
  // An upload task that completes at once.
  vi.mocked(uploadBytesResumable).mockReturnValue(
    Object.assign(Promise.resolve(), { on: vi.fn() }) as unknown as ReturnType<
      typeof uploadBytesResumable
    >,
  );
  vi.mocked(console.error).mockImplementation(() => {});
});

afterEach(() => vi.mocked(deleteObject).mockReset());

describe('uploading a document', () => {
  it('deletes the uploaded file when the write is refused', async () => {
    vi.mocked(commitLogged).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
    vi.mocked(deleteObject).mockResolvedValue(undefined);
    const result = await uploadHorseDocument(staffUser, request());
    expect(result).toEqual(fail('permission-denied', 'Non hai i permessi.'));
    expect(deleteObject).toHaveBeenCalledWith({
      fullPath: `horseDocuments/ada/${id}/referto.pdf`,
    });
  });

  it('says the file stays, and where, when its clean-up fails too', async () => {
    vi.mocked(commitLogged).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
    vi.mocked(deleteObject).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'storage/retry-limit-exceeded' }),
    );
    const result = await uploadHorseDocument(staffUser, request());
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe('permission-denied');
    expect(result.error?.message).toBe(
      'Non hai i permessi. Anche il file appena caricato non è stato eliminato: resta ' +
        `nell’archivio in horseDocuments/ada/${id}/referto.pdf; avvisa chi gestisce il sito.`,
    );
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('stays after a failed write'),
    );
  });

  it('stores the metadata with the server time once the file is up', async () => {
    vi.mocked(commitLogged).mockResolvedValue(ok(undefined));
    const result = await uploadHorseDocument(staffUser, request());
    expect(result.data).toMatchObject({ id, title: 'Referto', size: 8 });
    expect(vi.mocked(commitLogged).mock.calls[0]?.[1]).toEqual({
      operation: 'addHorseDocument',
      collection: 'horseDocuments',
      params: {
        slug: id,
        item: {
          horseSlug: 'ada',
          type: 'Referto',
          title: 'Referto',
          expiry: '',
          path: `horseDocuments/ada/${id}/referto.pdf`,
          contentType: 'application/pdf',
          size: 8,
        },
        files: { stored: [`horseDocuments/ada/${id}/referto.pdf`] },
      },
    });
    expect(deleteObject).not.toHaveBeenCalled();
  });
});

describe('deleting a document', () => {
  it('answers fileLeft when the file cannot be deleted after the document', async () => {
    vi.mocked(commitLogged).mockResolvedValue(ok(undefined));
    vi.mocked(deleteObject).mockRejectedValue(Object.assign(new Error('x'), { code: 'unknown' }));
    expect(await deleteHorseDocument(staffUser, id)).toEqual(ok({ fileLeft: true }));
  });

  it('names the file in the entry of the commit that deletes the document', async () => {
    vi.mocked(commitLogged).mockResolvedValue(ok(undefined));
    vi.mocked(deleteObject).mockResolvedValue(undefined);
    await deleteHorseDocument(staffUser, id);
    const params = vi.mocked(commitLogged).mock.lastCall?.[1].params;
    expect(params && 'files' in params && params.files).toEqual({
      deleted: [expect.stringMatching(new RegExp(`^horseDocuments/ada/${id}/`))],
    });
  });
});
