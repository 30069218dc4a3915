import * as z from 'zod/mini';
import { horseDocumentTypes, type HorseDocumentType } from '#src/config/options';
import { isoDate, oneOf, text, timestamp } from '#src/lib/data/schema';
import { addDays, isCalendarDay } from '#src/lib/format/dates';

// Documents per horse (docs/product.md, "Horse documents"; docs/decisions/0041-horse-documents.md):
// scans and PDFs staff keep about a horse (passport, adoption contract, vet reports, Modello 4).
// They hold personal data in part (an adopter's name on a contract): staff only, in Firestore and
// in Storage. The metadata is `horseDocuments/{id}` (a Firestore auto-id) with exactly the fields of
// `StoredHorseDocument`; the file is at `horseDocuments/{horseSlug}/{id}/{safe name}`.

export const HORSE_DOCUMENTS = 'horseDocuments';

/** The longest title the rules accept (characters). */
export const DOCUMENT_TITLE_MAX = 200;

/** Files must be smaller than this (storage.rules: `request.resource.size < 20 * 1024 * 1024`). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The file types staff may upload, each with the extension its stored name gets. */
export const documentExtensions = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type DocumentContentType = keyof typeof documentExtensions;

export const documentContentTypes = Object.keys(documentExtensions) as DocumentContentType[];

/** The file input's `accept`: the types and their usual extensions (phones offer the right files). */
export const documentAccept = [
  ...documentContentTypes,
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
].join(',');

/** How many days ahead an expiry counts as "In scadenza" (docs/product.md, "Horse documents"). */
export const EXPIRING_WITHIN_DAYS = 30;

/** A document as it is stored: these keys and no other. */
export interface StoredHorseDocument {
  /** The slug of the horse it belongs to. */
  readonly horseSlug: string;
  readonly type: HorseDocumentType;
  /** The staff's title, or the file's name (1..200 characters). */
  readonly title: string;
  /** When the document expires, `YYYY-MM-DD`, or '' when it does not. */
  readonly expiry: string;
  /** The file's path in Storage, `horseDocuments/{horseSlug}/{id}/{safe name}`. */
  readonly path: string;
  readonly contentType: DocumentContentType;
  /** The file's size in bytes. */
  readonly size: number;
}

/** A document as the app reads it: the stored fields, its id and when it was uploaded. */
export interface HorseDocument extends StoredHorseDocument {
  readonly id: string;
  readonly uploadedAt: Date;
}

/** A document read from Firestore; the data layer adds the document id as `slug`. */
export const horseDocumentSchema = z.pipe(
  z.object({
    slug: z.string(),
    horseSlug: z.string({ error: 'deve essere lo slug di un cavallo' }),
    type: oneOf(horseDocumentTypes),
    title: text(),
    expiry: isoDate(),
    path: z.string({ error: 'deve essere il percorso del file' }),
    contentType: z.enum(documentContentTypes as [DocumentContentType, ...DocumentContentType[]]),
    size: z.number({ error: 'deve essere un numero' }),
    uploadedAt: timestamp(),
  }),
  z.transform(
    ({
      slug,
      horseSlug,
      type,
      title,
      expiry,
      path,
      contentType,
      size,
      uploadedAt,
    }): HorseDocument => ({
      id: slug,
      horseSlug,
      type,
      title,
      expiry,
      path,
      contentType,
      size,
      uploadedAt,
    }),
  ),
);

/** What a document stores, without its id and upload time (the server sets that). */
export function storedDocument({
  horseSlug,
  type,
  title,
  expiry,
  path,
  contentType,
  size,
}: StoredHorseDocument): StoredHorseDocument {
  return { horseSlug, type, title, expiry, path, contentType, size };
}

/**
 * The type of a picked file: the browser's, or from its extension when the browser gives none (some
 * phones do); undefined when it is not one staff may upload.
 */
export function documentContentType(file: {
  readonly name: string;
  readonly type: string;
}): DocumentContentType | undefined {
  if (file.type !== '') {
    return file.type in documentExtensions ? (file.type as DocumentContentType) : undefined;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  switch (extension) {
    case 'pdf':
      return 'application/pdf';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    default:
      return undefined;
  }
}

/** The longest base of a stored name (before its extension). */
const NAME_BASE_MAX = 60;

/**
 * The name a file is stored under: its own name without the extension, lowercase, accents
 * removed, every run of other characters one hyphen, at most 60 characters, "documento" when
 * nothing is left; then the extension of its type (`Contratto Rossi (firmato).PDF` →
 * `contratto-rossi-firmato.pdf`). storage.rules accepts only such names.
 */
export function safeFileName(name: string, contentType: DocumentContentType): string {
  const base = name
    .replace(/\.[^./\\]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, NAME_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return `${base || 'documento'}.${documentExtensions[contentType]}`;
}

/** The folder of one document's file, with its trailing slash: `horseDocuments/ada/{id}/`. */
export const horseDocumentFolder = (horseSlug: string, id: string): string =>
  `${HORSE_DOCUMENTS}/${horseSlug}/${id}/`;

/** Where a document's file is stored: `horseDocuments/ada/{id}/passaporto.pdf`. */
export const horseDocumentPath = (horseSlug: string, id: string, fileName: string): string =>
  `${horseDocumentFolder(horseSlug, id)}${fileName}`;

/** The default title: the file's name without its extension, or its whole name. */
export function titleFromFileName(name: string): string {
  const title = name.replace(/\.[^.]*$/, '').trim() || name.trim();
  return title.slice(0, DOCUMENT_TITLE_MAX);
}

/** Where an expiry stands on `today`: past, within the window, or neither (or no expiry). */
export type ExpiryStatus = 'expired' | 'expiring' | 'valid' | 'none';

/**
 * `expired` when the expiry is before today; `expiring` from today to `withinDays` days ahead
 * (a document expiring today is still valid today); `valid` later; `none` without an expiry.
 */
export function expiryStatus(
  expiry: string,
  today: string,
  withinDays: number = EXPIRING_WITHIN_DAYS,
): ExpiryStatus {
  if (!isCalendarDay(expiry)) return 'none';
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, withinDays) ? 'expiring' : 'valid';
}

/** The badge of an expiry: "Scaduto" in red, "In scadenza" in orange, none otherwise. */
export const expiryBadges = {
  expired: { label: 'Scaduto', tone: 'danger' },
  expiring: { label: 'In scadenza', tone: 'warning' },
} as const;

/**
 * A document whose expiry is past or near, as the dashboard lists it (`listExpiringDocuments` of
 * `features/documents/admin.ts`).
 */
export interface ExpiringDocument {
  readonly id: string;
  readonly horseSlug: string;
  readonly type: HorseDocumentType;
  readonly title: string;
  /** `YYYY-MM-DD`. */
  readonly expiry: string;
  /** True when the expiry is before `today`; false when it is today or within the window. */
  readonly expired: boolean;
}

/** The documents expired or expiring within `withinDays` of `today`, soonest expiry first. */
export function expiringDocuments(
  documents: readonly HorseDocument[],
  today: string,
  withinDays: number = EXPIRING_WITHIN_DAYS,
): ExpiringDocument[] {
  return documents
    .flatMap((document): ExpiringDocument[] => {
      const status = expiryStatus(document.expiry, today, withinDays);
      if (status !== 'expired' && status !== 'expiring') return [];
      const { id, horseSlug, type, title, expiry } = document;
      return [{ id, horseSlug, type, title, expiry, expired: status === 'expired' }];
    })
    .sort(
      (a, b) =>
        a.expiry.localeCompare(b.expiry) ||
        a.horseSlug.localeCompare(b.horseSlug) ||
        a.id.localeCompare(b.id),
    );
}

/** A horse's documents: by type in the order of the list, then the newest upload first. */
export function byTypeThenNewest(a: HorseDocument, b: HorseDocument): number {
  const type = horseDocumentTypes.indexOf(a.type) - horseDocumentTypes.indexOf(b.type);
  if (type !== 0) return type;
  return b.uploadedAt.getTime() - a.uploadedAt.getTime() || a.id.localeCompare(b.id);
}

/** What the upload form holds. */
export interface DocumentDraft {
  readonly type: HorseDocumentType | '';
  readonly title: string;
  readonly expiry: string;
}

export type DocumentField = 'type' | 'title' | 'expiry' | 'file';
export type DocumentErrors = Partial<Record<DocumentField, string>>;

/** The picked file, as far as the checks need it. */
export interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** What stops a document from being uploaded, by field, in Italian (empty when it can be). */
export function documentErrors(draft: DocumentDraft, file: PickedFile | null): DocumentErrors {
  const errors: DocumentErrors = {};
  if (draft.type === '') errors.type = 'Scegli il tipo di documento.';
  if (draft.title.length > DOCUMENT_TITLE_MAX) {
    errors.title = `Il titolo può essere lungo al massimo ${DOCUMENT_TITLE_MAX} caratteri.`;
  }
  if (draft.expiry !== '' && !isCalendarDay(draft.expiry)) {
    errors.expiry = 'La data di scadenza non è valida.';
  }
  if (!file) errors.file = 'Scegli il file da caricare.';
  else if (!documentContentType(file)) {
    errors.file = 'Il file deve essere un PDF o un’immagine JPEG, PNG o WebP.';
  } else if (file.size === 0) errors.file = 'Il file è vuoto.';
  else if (file.size >= MAX_DOCUMENT_BYTES) {
    errors.file = 'Il file è troppo grande: il massimo è 20 MB.';
  }
  return errors;
}

/** "1,2 MB", "350 kB": a file's size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}
