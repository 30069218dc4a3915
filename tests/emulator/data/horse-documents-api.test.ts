import { setLogLevel } from 'firebase/firestore/lite';
import {
  deleteHorseDocument,
  listHorseDocuments,
  readDocumentFile,
  uploadHorseDocument,
} from '#src/features/documents/api/horse-documents-api';
import { listExpiringDocuments } from '#src/features/documents/admin';
import type { HorseDocument } from '#src/features/documents/model/horse-document';
import type { SignedInUser } from '#src/lib/session/signed-in-user';
import { buildDemoHorseDocuments, minimalPdf } from '#scripts/seed/demo/horse-documents.ts';
import { signInAs, signOutApp } from '../../support/app-session';
import {
  adminDb,
  clearFirestore,
  createStaffAndPlainUsers,
  deleteAdminApps,
  type TestUser,
} from '../../support/emulators';

// docs/decisions/0041-horse-documents.md.

const horse = `documents-test-${Date.now()}`;
const pdfFile = (name: string, text = 'Documento di prova') =>
  new File([minimalPdf(text)], name, { type: 'application/pdf' });

let staffUser: TestUser;
let plainUser: TestUser;
let staff: SignedInUser;

beforeAll(async () => {
  setLogLevel('silent');
  ({ staff: staffUser, plain: plainUser } = await createStaffAndPlainUsers('documents'));
});

beforeEach(clearFirestore);
afterEach(signOutApp);
afterAll(deleteAdminApps);

const ids = ['DocApiTest0000000001', 'DocApiTest0000000002', 'DocApiTest0000000003'] as const;

async function upload(
  id: string,
  type: HorseDocument['type'],
  expiry: string,
  file = pdfFile('Passaporto Ada.pdf'),
  title = '',
) {
  return uploadHorseDocument(staff, { horseSlug: horse, id, draft: { type, title, expiry }, file });
}

describe('the documents api', () => {
  it('uploads the file, then writes the document with its log entry; staff list and read it', async () => {
    staff = await signInAs(staffUser);
    const progress: number[] = [];
    const file = pdfFile('Passaporto Ada (firmato).PDF', 'Passaporto di Ada');
    const uploaded = await uploadHorseDocument(staff, {
      horseSlug: horse,
      id: ids[0],
      draft: { type: 'Passaporto', title: '', expiry: '2027-03-01' },
      file,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(uploaded.success).toBe(true);
    expect(progress.at(-1)).toBe(1);
    const path = `horseDocuments/${horse}/${ids[0]}/passaporto-ada-firmato.pdf`;
    const stored = (await adminDb().doc(`horseDocuments/${ids[0]}`).get()).data();
    expect(stored).toEqual({
      horseSlug: horse,
      type: 'Passaporto',
      title: 'Passaporto Ada (firmato)',
      expiry: '2027-03-01',
      path,
      contentType: 'application/pdf',
      size: file.size,
      uploadedAt: expect.anything(),
    });
    const logs = await adminDb().collection('logs').where('params.slug', '==', ids[0]).get();
    expect(logs.docs.map((entry) => entry.get('function'))).toEqual(['addHorseDocument']);
    expect(logs.docs[0]?.get('collection')).toBe('horseDocuments');

    const listed = await listHorseDocuments(horse);
    expect(listed.data?.map((item) => [item.id, item.path])).toEqual([[ids[0], path]]);
    expect(listed.data?.[0]?.uploadedAt).toBeInstanceOf(Date);

    const read = await readDocumentFile({ path, contentType: 'application/pdf' });
    expect(read.data?.type).toBe('application/pdf');
    expect(new Uint8Array(await (read.data ?? new Blob()).arrayBuffer())).toEqual(
      minimalPdf('Passaporto di Ada'),
    );
  });

  it('refuses a signed-in user without the staff claim every read and write', async () => {
    staff = await signInAs(staffUser);
    expect((await upload(ids[0], 'Referto', '')).success).toBe(true);
    const path = (await listHorseDocuments(horse)).data?.[0]?.path ?? '';
    await signOutApp();

    const user = await signInAs(plainUser);
    expect((await listHorseDocuments(horse)).error?.code).toBe('permission-denied');
    expect((await listExpiringDocuments('2026-01-01')).success).toBe(false);
    expect((await readDocumentFile({ path, contentType: 'application/pdf' })).error?.code).toBe(
      'storage/unauthorized',
    );
    const refused = await uploadHorseDocument(user, {
      horseSlug: horse,
      id: ids[1],
      draft: { type: 'Referto', title: '', expiry: '' },
      file: pdfFile('referto.pdf'),
    });
    expect(refused.error?.code).toBe('storage/unauthorized');
    expect((await deleteHorseDocument(user, ids[0])).success).toBe(false);
    await signOutApp();
    expect((await listHorseDocuments(horse)).success).toBe(false);
    expect((await adminDb().doc(`horseDocuments/${ids[0]}`).get()).exists).toBe(true);
  });

  it('deletes the file it uploaded when the document cannot be written', async () => {
    staff = await signInAs(staffUser);
    // A log entry in someone else's name: the rules refuse the write after the upload.
    const forged = { uid: 'someone-else', email: null, displayName: null };
    const failed = await uploadHorseDocument(forged, {
      horseSlug: horse,
      id: ids[2],
      draft: { type: 'Altro', title: 'Prova', expiry: '' },
      file: pdfFile('prova.pdf'),
    });
    expect(failed.success).toBe(false);
    expect(failed.error?.message).not.toContain('archivio');
    expect((await adminDb().doc(`horseDocuments/${ids[2]}`).get()).exists).toBe(false);
    const file = await readDocumentFile({
      path: `horseDocuments/${horse}/${ids[2]}/prova.pdf`,
      contentType: 'application/pdf',
    });
    expect(file.error?.code).toBe('storage/object-not-found');
  });

  it('refuses an invalid document before uploading anything', async () => {
    staff = await signInAs(staffUser);
    const html = new File(['<script>alert(1)</script>'], 'pagina.html', { type: 'text/html' });
    const refused = await uploadHorseDocument(staff, {
      horseSlug: horse,
      id: ids[0],
      draft: { type: 'Referto', title: '', expiry: '' },
      file: html,
    });
    expect(refused.error?.code).toBe('invalid-argument');
    const untyped = await uploadHorseDocument(staff, {
      horseSlug: horse,
      id: ids[0],
      draft: { type: '', title: '', expiry: '' },
      file: pdfFile('a.pdf'),
    });
    expect(untyped.error?.message).toBe('Scegli il tipo di documento.');
  });

  it('deletes the document with its log entry, then its file', async () => {
    staff = await signInAs(staffUser);
    expect((await upload(ids[0], 'Referto', '', pdfFile('referto.pdf'), 'Referto')).success).toBe(
      true,
    );
    const path = `horseDocuments/${horse}/${ids[0]}/referto.pdf`;
    expect(await deleteHorseDocument(staff, ids[0])).toEqual({
      success: true,
      data: { fileLeft: false },
    });
    expect((await adminDb().doc(`horseDocuments/${ids[0]}`).get()).exists).toBe(false);
    expect((await readDocumentFile({ path, contentType: 'application/pdf' })).error?.code).toBe(
      'storage/object-not-found',
    );
    const logs = await adminDb().collection('logs').where('params.slug', '==', ids[0]).get();
    const deletion = logs.docs.find((entry) => entry.get('function') === 'deleteHorseDocument');
    expect(deletion?.get('params.item')).toMatchObject({ title: 'Referto', path });
    expect((await deleteHorseDocument(staff, ids[0])).error?.code).toBe('not-found');
  });

  it('lists the documents expired or expiring within the window, soonest first', async () => {
    staff = await signInAs(staffUser);
    await upload(ids[0], 'Passaporto', '');
    await upload(ids[1], 'Referto', '2026-05-31');
    await upload(ids[2], 'Modello 4', '2026-06-20');
    expect(await listExpiringDocuments('2026-06-01')).toEqual({
      success: true,
      data: [
        {
          id: ids[1],
          horseSlug: horse,
          type: 'Referto',
          title: 'Passaporto Ada',
          expiry: '2026-05-31',
          expired: true,
        },
        {
          id: ids[2],
          horseSlug: horse,
          type: 'Modello 4',
          title: 'Passaporto Ada',
          expiry: '2026-06-20',
          expired: false,
        },
      ],
    });
    expect((await listExpiringDocuments('2026-06-01', 10)).data?.map((d) => d.id)).toEqual([
      ids[1],
    ]);
    expect((await listExpiringDocuments('2026-04-01')).data).toEqual([]);
  });
});

describe('the demo documents', () => {
  it('have one expired, one expiring within 30 days and the others without expiry', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const expiries = buildDemoHorseDocuments(now).map(({ stored }) => stored.expiry);
    expect(expiries.filter((expiry) => expiry !== '' && expiry < '2026-11-23')).toHaveLength(1);
    expect(
      expiries.filter((expiry) => expiry >= '2026-11-23' && expiry <= '2026-12-23'),
    ).toHaveLength(1);
    expect(expiries.filter((expiry) => expiry === '').length).toBeGreaterThanOrEqual(2);
  });

  it('are valid PDFs', () => {
    const text = new TextDecoder().decode(minimalPdf('Prova (1)'));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    // Every offset of the table points at its object.
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, i) =>
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
    expect(text).toContain('(Prova \\(1\\)) Tj');
  });
});
