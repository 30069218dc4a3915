import * as z from 'zod/mini';
import { horseDocumentTypes, type HorseDocumentType } from '#src/config/options';
import { fieldErrors } from '#src/lib/data/field-errors';
import { isoDate, oneOf, text, timestamp } from '#src/lib/data/schema';
import { addDays, isCalendarDay } from '#src/lib/format/dates';

// Personal data in part (an adopter's name on a contract): staff only
// (docs/decisions/0041-horse-documents.md).

export const HORSE_DOCUMENTS = 'horseDocuments';

export const DOCUMENT_TITLE_MAX = 200;

/** storage.rules: `request.resource.size < 20 * 1024 * 1024`. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const documentExtensions = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type DocumentContentType = keyof typeof documentExtensions;

export const documentContentTypes = Object.keys(documentExtensions) as DocumentContentType[];

/** With the usual extensions, so phones offer the right files. */
export const documentAccept = [
  ...documentContentTypes,
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
].join(',');

export const EXPIRING_WITHIN_DAYS = 30;

export interface StoredHorseDocument {
  readonly horseSlug: string;
  readonly type: HorseDocumentType;
  readonly title: string;
  readonly expiry: string;
  readonly path: string;
  readonly contentType: DocumentContentType;
  readonly size: number;
}

export interface HorseDocument extends StoredHorseDocument {
  readonly id: string;
  readonly uploadedAt: Date;
}

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

/** From the extension when the browser gives no type (some phones do). */
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

const NAME_BASE_MAX = 60;

/** storage.rules accepts only such names. */
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

export const horseDocumentFolder = (horseSlug: string, id: string): string =>
  `${HORSE_DOCUMENTS}/${horseSlug}/${id}/`;

export const horseDocumentPath = (horseSlug: string, id: string, fileName: string): string =>
  `${horseDocumentFolder(horseSlug, id)}${fileName}`;

export function titleFromFileName(name: string): string {
  const title = name.replace(/\.[^.]*$/, '').trim() || name.trim();
  return title.slice(0, DOCUMENT_TITLE_MAX);
}

export type ExpiryStatus = 'expired' | 'expiring' | 'valid' | 'none';

/** A document expiring today is still valid today. */
export function expiryStatus(
  expiry: string,
  today: string,
  withinDays: number = EXPIRING_WITHIN_DAYS,
): ExpiryStatus {
  if (!isCalendarDay(expiry)) return 'none';
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, withinDays) ? 'expiring' : 'valid';
}

export const expiryBadges = {
  expired: { label: 'Scaduto', tone: 'danger' },
  expiring: { label: 'In scadenza', tone: 'warning' },
} as const;

export interface ExpiringDocument {
  readonly id: string;
  readonly horseSlug: string;
  readonly type: HorseDocumentType;
  readonly title: string;
  readonly expiry: string;
  readonly expired: boolean;
}

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

export function byTypeThenNewest(a: HorseDocument, b: HorseDocument): number {
  const type = horseDocumentTypes.indexOf(a.type) - horseDocumentTypes.indexOf(b.type);
  if (type !== 0) return type;
  return b.uploadedAt.getTime() - a.uploadedAt.getTime() || a.id.localeCompare(b.id);
}

export interface DocumentDraft {
  readonly type: HorseDocumentType | '';
  readonly title: string;
  readonly expiry: string;
}

export type DocumentField = 'type' | 'title' | 'expiry' | 'file';
export type DocumentErrors = Partial<Record<DocumentField, string>>;

export interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** A document as staff pick and type it; each field's checks in order, the first failed shown. */
export const documentDraftSchema = z.object({
  type: z.string().check(z.refine((type) => type !== '', 'Scegli il tipo di documento.')),
  title: z
    .string()
    .check(
      z.maxLength(
        DOCUMENT_TITLE_MAX,
        `Il titolo può essere lungo al massimo ${DOCUMENT_TITLE_MAX} caratteri.`,
      ),
    ),
  expiry: z
    .string()
    .check(
      z.refine((day) => day === '' || isCalendarDay(day), 'La data di scadenza non è valida.'),
    ),
  file: z.nullable(z.object({ name: z.string(), type: z.string(), size: z.number() })).check(
    z.refine((file) => file !== null, 'Scegli il file da caricare.'),
    z.refine(
      (file) => file === null || documentContentType(file) !== undefined,
      'Il file deve essere un PDF o un’immagine JPEG, PNG o WebP.',
    ),
    z.refine((file) => file === null || file.size > 0, 'Il file è vuoto.'),
    z.refine(
      (file) => file === null || file.size < MAX_DOCUMENT_BYTES,
      'Il file è troppo grande: il massimo è 20 MB.',
    ),
  ),
});

export const documentErrors = (draft: DocumentDraft, file: PickedFile | null): DocumentErrors =>
  fieldErrors(documentDraftSchema, { ...draft, file });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}
