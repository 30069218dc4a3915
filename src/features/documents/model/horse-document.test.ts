import { addDays } from '#src/lib/format/dates';
import {
  documentContentType,
  documentErrors,
  expiringDocuments,
  expiryStatus,
  formatFileSize,
  horseDocumentPath,
  horseDocumentSchema,
  MAX_DOCUMENT_BYTES,
  safeFileName,
  titleFromFileName,
  type HorseDocument,
} from './horse-document';

const document = (overrides: Partial<HorseDocument> = {}): HorseDocument => ({
  id: 'DocId000000000000001',
  horseSlug: 'ada',
  type: 'Passaporto',
  title: 'Passaporto',
  expiry: '',
  path: 'horseDocuments/ada/DocId000000000000001/passaporto.pdf',
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: new Date('2026-05-12T10:00:00Z'),
  ...overrides,
});

// The storage.rules name pattern (tools/storage-emulator/access-policy.ts, DOCUMENT_NAME_PATTERN).
const rulesName = /^[a-z0-9][a-z0-9_-]{0,79}[.](pdf|jpg|png|webp)$/;

describe('safeFileName', () => {
  it.each([
    ['Contratto Rossi (firmato).PDF', 'application/pdf', 'contratto-rossi-firmato.pdf'],
    ['Città di Ñoño è già.pdf', 'application/pdf', 'citta-di-nono-e-gia.pdf'],
    ['IMG_2034.JPEG', 'image/jpeg', 'img-2034.jpg'],
    ['scan.png', 'image/png', 'scan.png'],
    ['foto.heic.webp', 'image/webp', 'foto-heic.webp'],
    ['...pdf', 'application/pdf', 'documento.pdf'],
    ['', 'application/pdf', 'documento.pdf'],
    ['ドキュメント.pdf', 'application/pdf', 'documento.pdf'],
    ['../../etc/passwd', 'application/pdf', 'etc-passwd.pdf'],
    ['  spazi  ', 'image/png', 'spazi.png'],
  ] as const)('%s as %s is %s', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
    expect(expected).toMatch(rulesName);
  });

  it('keeps the extension of the type, not the one the file claims', () => {
    expect(safeFileName('scansione.pdf', 'image/jpeg')).toBe('scansione.jpg');
  });

  it('cuts a long name to 60 characters before the extension, never ending on a hyphen', () => {
    const name = safeFileName(`${'a'.repeat(59)} b${'c'.repeat(100)}.pdf`, 'application/pdf');
    expect(name).toBe(`${'a'.repeat(59)}.pdf`);
    expect(name).toMatch(rulesName);
  });

  it('places the file in the folder of its horse and document', () => {
    expect(horseDocumentPath('ada', 'DocId000000000000001', 'passaporto.pdf')).toBe(
      'horseDocuments/ada/DocId000000000000001/passaporto.pdf',
    );
  });
});

describe('documentContentType', () => {
  it('takes the browser’s type when it is one of the accepted ones', () => {
    expect(documentContentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(documentContentType({ name: 'a.webp', type: 'image/webp' })).toBe('image/webp');
    expect(documentContentType({ name: 'a.pdf', type: 'text/html' })).toBeUndefined();
    expect(documentContentType({ name: 'a.svg', type: 'image/svg+xml' })).toBeUndefined();
  });

  it('reads the extension when the browser gives no type', () => {
    expect(documentContentType({ name: 'a.PDF', type: '' })).toBe('application/pdf');
    expect(documentContentType({ name: 'a.jpeg', type: '' })).toBe('image/jpeg');
    expect(documentContentType({ name: 'a.jpg', type: '' })).toBe('image/jpeg');
    expect(documentContentType({ name: 'a.png', type: '' })).toBe('image/png');
    expect(documentContentType({ name: 'a.html', type: '' })).toBeUndefined();
    expect(documentContentType({ name: 'senza', type: '' })).toBeUndefined();
  });
});

describe('titleFromFileName', () => {
  it('drops the extension, and keeps at most 200 characters', () => {
    expect(titleFromFileName('Passaporto Ada.pdf')).toBe('Passaporto Ada');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
    expect(titleFromFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});

describe('expiries', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('tells expired, expiring within 30 days, valid and none apart', () => {
    const today = '2026-06-01';
    expect(expiryStatus('2026-05-31', today)).toBe('expired');
    expect(expiryStatus('2026-06-01', today)).toBe('expiring');
    expect(expiryStatus('2026-07-01', today)).toBe('expiring');
    expect(expiryStatus('2026-07-02', today)).toBe('valid');
    expect(expiryStatus('2026-06-15', today, 10)).toBe('valid');
    expect(expiryStatus('', today)).toBe('none');
    expect(expiryStatus('2026-02-30', today)).toBe('none');
  });

  it('lists the expired and expiring documents, soonest first, for the dashboard', () => {
    const documents = [
      document({ id: 'a', expiry: '2026-06-20', title: 'Modello 4', type: 'Modello 4' }),
      document({ id: 'b', expiry: '' }),
      document({ id: 'c', expiry: '2026-05-01', horseSlug: 'blu', type: 'Referto' }),
      document({ id: 'd', expiry: '2027-01-01' }),
    ];
    expect(expiringDocuments(documents, '2026-06-01')).toEqual([
      {
        id: 'c',
        horseSlug: 'blu',
        type: 'Referto',
        title: 'Passaporto',
        expiry: '2026-05-01',
        expired: true,
      },
      {
        id: 'a',
        horseSlug: 'ada',
        type: 'Modello 4',
        title: 'Modello 4',
        expiry: '2026-06-20',
        expired: false,
      },
    ]);
  });
});

describe('documentErrors', () => {
  const pdf = { name: 'a.pdf', type: 'application/pdf', size: 10 };
  const draft = { type: 'Referto', title: '', expiry: '' } as const;

  it('accepts a typed draft with a file, with or without title and expiry', () => {
    expect(documentErrors(draft, pdf)).toEqual({});
    expect(documentErrors({ ...draft, title: 'Esame', expiry: '2026-12-31' }, pdf)).toEqual({});
  });

  it('asks for a type, a file, a valid date, a short title', () => {
    expect(
      documentErrors({ type: '', title: 'x'.repeat(201), expiry: '2026-02-30' }, null),
    ).toEqual({
      type: 'Scegli il tipo di documento.',
      title: 'Il titolo può essere lungo al massimo 200 caratteri.',
      expiry: 'La data di scadenza non è valida.',
      file: 'Scegli il file da caricare.',
    });
  });

  it('refuses other types, empty files and files of 20 MiB or more', () => {
    expect(documentErrors(draft, { ...pdf, type: 'text/html' }).file).toMatch(/PDF/);
    expect(documentErrors(draft, { ...pdf, name: 'a.svg', type: 'image/svg+xml' }).file).toMatch(
      /PDF/,
    );
    expect(documentErrors(draft, { ...pdf, size: 0 }).file).toBe('Il file è vuoto.');
    expect(documentErrors(draft, { ...pdf, size: MAX_DOCUMENT_BYTES }).file).toMatch(/20 MB/);
    expect(documentErrors(draft, { ...pdf, size: MAX_DOCUMENT_BYTES - 1 })).toEqual({});
  });
});

describe('horseDocumentSchema', () => {
  it('reads a stored document with its id and upload time', () => {
    const uploadedAt = new Date('2026-05-12T10:00:00Z');
    const { id, ...stored } = document();
    expect(
      horseDocumentSchema.parse({ ...stored, slug: id, uploadedAt: { toDate: () => uploadedAt } }),
    ).toEqual(document());
  });

  it('refuses an unknown type or content type', () => {
    const { id, ...stored } = document();
    expect(() => horseDocumentSchema.parse({ ...stored, slug: id, type: 'Fattura' })).toThrow();
    expect(() =>
      horseDocumentSchema.parse({ ...stored, slug: id, contentType: 'text/html' }),
    ).toThrow();
  });
});

describe('formatFileSize', () => {
  it('shows kB under a megabyte and MB above', () => {
    expect(formatFileSize(100)).toBe('1 kB');
    expect(formatFileSize(350 * 1024)).toBe('350 kB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
