import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { HorseDocumentType } from '#src/config/options.ts';
import {
  horseDocumentPath,
  storedDocument,
  type StoredHorseDocument,
} from '#src/features/documents/model/horse-document.ts';
import { addDays, formatDate } from '#src/lib/format/dates.ts';

// Fixed auto-ids and upload times, so seeding twice gives the same documents and files.

interface DemoDocument {
  readonly id: string;
  readonly horseSlug: string;
  readonly type: HorseDocumentType;
  readonly title: string;
  readonly fileName: string;
  readonly expiresInDays: number | null;
  readonly text: string;
}

export const demoHorseDocuments: readonly DemoDocument[] = [
  {
    id: 'DemoDocAda0000000001',
    horseSlug: 'ada',
    type: 'Passaporto',
    title: 'Passaporto di Ada',
    fileName: 'passaporto-ada.pdf',
    expiresInDays: null,
    text: 'Passaporto equino - Ada (documento di prova)',
  },
  {
    id: 'DemoDocAda0000000002',
    horseSlug: 'ada',
    type: 'Referto',
    title: 'Coggins test',
    fileName: 'coggins-test.pdf',
    expiresInDays: -10,
    text: 'Referto Coggins test - Ada (documento di prova)',
  },
  {
    id: 'DemoDocAda0000000003',
    horseSlug: 'ada',
    type: 'Modello 4',
    title: 'Modello 4 per il trasporto',
    fileName: 'modello-4.pdf',
    expiresInDays: 20,
    text: 'Modello 4 - Ada (documento di prova)',
  },
  {
    id: 'DemoDocBlu0000000001',
    horseSlug: 'blu',
    type: 'Contratto di adozione',
    title: 'Contratto di adozione',
    fileName: 'contratto-di-adozione.pdf',
    expiresInDays: null,
    text: 'Contratto di adozione - Blu (documento di prova)',
  },
];

const UPLOADED_AT = new Date('2026-01-15T09:30:00Z');

export function minimalPdf(text: string): Uint8Array<ArrayBuffer> {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export function buildDemoHorseDocuments(
  now: Date = new Date(),
): { id: string; stored: StoredHorseDocument; bytes: Uint8Array<ArrayBuffer> }[] {
  const today = formatDate(now);
  return demoHorseDocuments.map(({ id, horseSlug, type, title, fileName, expiresInDays, text }) => {
    const bytes = minimalPdf(text);
    const stored = storedDocument({
      horseSlug,
      type,
      title,
      expiry: expiresInDays === null ? '' : addDays(today, expiresInDays),
      path: horseDocumentPath(horseSlug, id, fileName),
      contentType: 'application/pdf',
      size: bytes.length,
    });
    return { id, stored, bytes };
  });
}

export async function seedDemoHorseDocuments(
  db: Firestore,
  storage: FirebaseStorage,
  now: Date = new Date(),
): Promise<number> {
  const documents = buildDemoHorseDocuments(now);
  for (const { stored, bytes } of documents) {
    await uploadBytes(ref(storage, stored.path), bytes, {
      contentType: stored.contentType,
      cacheControl: 'private, no-store',
    });
  }
  const batch = db.batch();
  for (const { id, stored } of documents) {
    batch.set(db.doc(`horseDocuments/${id}`), {
      ...stored,
      uploadedAt: Timestamp.fromDate(UPLOADED_AT),
    });
  }
  await batch.commit();
  return documents.length;
}
