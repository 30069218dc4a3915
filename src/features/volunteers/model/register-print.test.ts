import { createHash } from 'node:crypto';
import {
  canonicalContent,
  canonicalJson,
  printScopes,
  recordsInScope,
  registerFingerprint,
  registerPrintSchema,
  sha256Hex,
  WHOLE_REGISTER,
  yearScope,
} from './register-print';
import { sampleRegisterRecords } from './register-print-sample';
import type { RegisterEnrolment, RegisterRecord } from './register-record';

const enrolment: RegisterEnrolment = {
  id: 'non-occasionale-000001',
  section: 'non-occasionale',
  number: 1,
  kind: 'iscrizione',
  recordedAt: new Date('2026-03-01T09:30:00.000Z'),
  recordedBy: 'uid-1',
  person: {
    givenName: 'Niccolò',
    familyName: 'Rossi',
    fiscalCode: 'RSSNCL90A01H501X',
    birthDate: '1990-01-01',
    birthPlace: 'Forlì',
    residence: 'Via Roma 1, Cantù',
    email: 'niccolo@example.org',
    phone: '+39 333 1234567',
  },
  startDate: '2026-03-01',
  applicationId: 'abc',
};

/** The known vector: this content, byte for byte, and its SHA-256 (docs/operations.md). */
const ENROLMENT_CONTENT =
  '{"count":1,"format":"equinozio-registro-volontari/1","scope":"intero","sections":[' +
  '{"count":1,"records":[{"kind":"iscrizione","number":1,"person":{"birthDate":"1990-01-01",' +
  '"birthPlace":"Forlì","familyName":"Rossi","fiscalCode":"RSSNCL90A01H501X","givenName":"Niccolò",' +
  '"residence":"Via Roma 1, Cantù"},"recordedAt":"2026-03-01T09:30:00.000Z","startDate":"2026-03-01"}],' +
  '"section":"non-occasionale"},{"count":0,"records":[],"section":"occasionale"}]}';

describe('the register’s canonical content', () => {
  it('is sorted JSON without white space, of the printed fields only', () => {
    expect(canonicalContent([enrolment], WHOLE_REGISTER)).toBe(ENROLMENT_CONTENT);
    expect(ENROLMENT_CONTENT).not.toMatch(/example\.org|333|uid-1|abc/);
  });

  it('hashes to the known vector, the same as Node’s own SHA-256 of its UTF-8 bytes', async () => {
    const fingerprint = await sha256Hex(ENROLMENT_CONTENT);
    expect(fingerprint).toBe('07bd36928a289c36af9cc42fbe63e48c7fd66804bd438fd5f7974b34801b4636');
    expect(fingerprint).toBe(createHash('sha256').update(ENROLMENT_CONTENT, 'utf8').digest('hex'));
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the same fingerprint for the same data, in any order and with keys in any order', async () => {
    const records = sampleRegisterRecords(60);
    const shuffled = [...records]
      .reverse()
      .map(
        (record) =>
          Object.fromEntries(Object.entries(record).reverse()) as unknown as RegisterRecord,
      );
    const a = await registerFingerprint(records, WHOLE_REGISTER);
    const b = await registerFingerprint(shuffled, WHOLE_REGISTER);
    expect(b).toEqual(a);
    expect(a.count).toBe(60);
  });

  it('changes with one changed character, number or date', async () => {
    const base = (await registerFingerprint([enrolment], WHOLE_REGISTER)).fingerprint;
    const changed = [
      { ...enrolment, person: { ...enrolment.person, birthPlace: 'Forli' } },
      { ...enrolment, number: 2 },
      { ...enrolment, startDate: '2026-03-02' },
      { ...enrolment, recordedAt: new Date('2026-03-01T09:30:00.001Z') },
    ];
    for (const record of changed) {
      expect((await registerFingerprint([record], WHOLE_REGISTER)).fingerprint).not.toBe(base);
    }
    expect((await registerFingerprint([enrolment], yearScope(2026))).fingerprint).not.toBe(base);
  });

  it('ignores what is not printed: the contact, the writer and the application', async () => {
    const base = await registerFingerprint([enrolment], WHOLE_REGISTER);
    const other: RegisterEnrolment = {
      ...enrolment,
      recordedBy: 'uid-2',
      applicationId: '',
      person: { ...enrolment.person, email: '', phone: '' },
    };
    expect(await registerFingerprint([other], WHOLE_REGISTER)).toEqual(base);
  });

  it('puts a record written at 23:30 UTC on 31 December in the next year, Italy’s', () => {
    const newYear = { ...enrolment, recordedAt: new Date('2025-12-31T23:30:00.000Z') };
    expect(recordsInScope([newYear], yearScope(2026))['non-occasionale']).toHaveLength(1);
    expect(recordsInScope([newYear], yearScope(2025))['non-occasionale']).toHaveLength(0);
  });

  it('does not depend on the computer’s time zone', async () => {
    const records = sampleRegisterRecords(40);
    const before = process.env.TZ;
    const fingerprints: string[] = [];
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        fingerprints.push((await registerFingerprint(records, yearScope(2025))).fingerprint);
      }
    } finally {
      process.env.TZ = before;
    }
    expect(new Set(fingerprints).size).toBe(1);
  });

  it('keeps each section apart, each by number, both always present', () => {
    const records = sampleRegisterRecords(12);
    const sections = JSON.parse(canonicalContent(records.reverse(), WHOLE_REGISTER)) as {
      sections: { section: string; records: { number: number }[] }[];
    };
    expect(sections.sections.map((section) => section.section)).toEqual([
      'non-occasionale',
      'occasionale',
    ]);
    for (const section of sections.sections) {
      const numbers = section.records.map((record) => record.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    expect(JSON.parse(canonicalContent([], yearScope(2020)))).toMatchObject({ count: 0 });
  });

  it('sorts keys by code point, not by locale', () => {
    expect(canonicalJson({ b: 1, B: 2, á: 3, a: [{ z: 'x', y: 'é' }] })).toBe(
      '{"B":2,"a":[{"y":"é","z":"x"}],"b":1,"á":3}',
    );
  });

  it('offers the whole register, then each year from this one back to 2021', () => {
    expect(printScopes('2023-12-07')).toEqual(['intero', '2023', '2022', '2021']);
    expect(printScopes('2021-01-01')).toEqual(['intero', '2021']);
  });
});

describe('a stored print', () => {
  const stored = {
    slug: 'abcdefghijABCDEFGHIJ',
    scope: '2026',
    fingerprint: 'a'.repeat(64),
    count: 3,
    path: 'volunteerRegisterPrints/abcdefghijABCDEFGHIJ/registro-volontari-2026.pdf',
    size: 1234,
    madeAt: new Date('2026-12-07T10:00:00Z'),
    madeBy: { uid: 'u', email: 'staff@example.org' },
  };

  it('parses, and refuses a scope or a fingerprint of another shape', () => {
    expect(registerPrintSchema.safeParse(stored).data).toMatchObject({
      id: stored.slug,
      scope: '2026',
    });
    expect(registerPrintSchema.safeParse({ ...stored, scope: 'tutto' }).success).toBe(false);
    expect(registerPrintSchema.safeParse({ ...stored, fingerprint: 'A'.repeat(64) }).success).toBe(
      false,
    );
  });
});
