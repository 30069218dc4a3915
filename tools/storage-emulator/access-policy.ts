import type { Principal } from './auth.ts';

// Mirrors storage.rules (keep the two in step); tests/emulator/storage-policy.test.ts checks both.

export const PUBLIC_GET_FOLDERS = ['events', 'web'] as const;

/** Its images are public only while their horse is published (decision 75). */
export const HORSES_FOLDER = 'horses';

export const ACCEPTED_IMAGE_TYPES = ['image/webp', 'image/png', 'image/jpeg'] as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const PUBLISHED_SITE_FOLDER = 'public/site';

export const PUBLISHED_CONTENT_TYPE = 'application/json';

export const MAX_PUBLISHED_BYTES = 2 * 1024 * 1024;

export const PUBLIC_PHOTO_KINDS = ['adoption', 'cession'] as const;

/** JPEG where the browser cannot encode WebP (Safari, so every iPhone browser; decision 0037). */
export const PUBLIC_PHOTO_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

export type PublicPhotoExtension = keyof typeof PUBLIC_PHOTO_TYPES;

export const APPLICATION_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

export const PUBLIC_PHOTO_NAME_PATTERN = /^[a-z0-9]{12}[.](webp|jpg)$/;

export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

export const DOCUMENT_FOLDER = 'horseDocuments';

export const DOCUMENT_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}[.](pdf|jpg|png|webp)$/;

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** How long after an application is sent its photos may still arrive. */
export const PHOTO_WINDOW_MS = 30 * 60 * 1000;

/** The Firestore documents storage.rules read (`firestore.get()`), by path; `null`: none. */
export type FirestoreDocs = (path: string) => Readonly<Record<string, unknown>> | null;

const NO_DOCUMENTS: FirestoreDocs = () => null;

export const applicationDocumentPath = (kind: string, id: string) => `${kind}Applications/${id}`;

export const documentRecordPath = (id: string) => `horseDocuments/${id}`;

export const NEWS_PHOTO_PATTERN = /^([A-Za-z0-9]{20})[.]webp$/;

export const newsDocumentPath = (id: string) => `horseNews/${id}`;

export const publicHorsePath = (slug: string) => `publicHorses/${slug}`;

/**
 * `horses/{slug}/{folder}/...` outside the news folder (the rules' `{rest=**}` may be empty):
 * anyone gets it while the horse's projection says `showWeb == true`. Answers the slug.
 */
export function horseOfImage(path: string): string | undefined {
  const parts = path.split('/');
  const [root, slug = '', folder] = parts;
  return root === HORSES_FOLDER && parts.length >= 3 && folder !== 'news' && slug !== ''
    ? slug
    : undefined;
}

/** `horses/{slug}/news/{file}`: public only while its news is (the rules' news block). */
export function isNewsPhotoPath(path: string): boolean {
  const parts = path.split('/');
  return parts.length === 4 && parts[0] === 'horses' && parts[2] === 'news';
}

/** The news a photo belongs to, by its file name (`{id}.webp`); none for any other name. */
function newsIdOf(path: string): string | undefined {
  return NEWS_PHOTO_PATTERN.exec(path.slice(path.lastIndexOf('/') + 1))?.[1];
}

/** The documents a get, write or delete at `path` is decided on. */
export function documentsToRead(path: string): string[] {
  const [, kindOrSlug = '', id = ''] = path.split('/');
  const newsId = isNewsPhotoPath(path) ? newsIdOf(path) : undefined;
  if (newsId !== undefined) return [newsDocumentPath(newsId)];
  const horse = horseOfImage(path);
  if (horse !== undefined) return [publicHorsePath(horse)];
  if (isPublicPhotoPath(path)) return [applicationDocumentPath(kindOrSlug, id)];
  if (isDocumentPath(path)) return [documentRecordPath(id)];
  return [];
}

export type AccessDecision =
  { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/** The fields a visitor may not set on a photo: the rules' `hasOnlyDefaultHeaders()`. */
export const OWN_HEADER_FIELDS = [
  'contentDisposition',
  'cacheControl',
  'contentEncoding',
  'contentLanguage',
  'metadata',
] as const;

export type OwnHeaderField = (typeof OWN_HEADER_FIELDS)[number];

export interface ProposedResource {
  contentType: string;
  size: number;
  /** Absent or `null`: the default. */
  headers?: Partial<Record<OwnHeaderField, unknown>>;
}

export type WriteMethod = 'create' | 'update';

const ALLOW: AccessDecision = { allowed: true };

function deny(status: 401 | 403, message: string): AccessDecision {
  return { allowed: false, status, message };
}

/** The folder itself counts, as `{path=**}` matches it; the news folder of a horse does not. */
export function isPublicPath(path: string): boolean {
  return (
    PUBLIC_GET_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`)) &&
    !isNewsFolderPath(path)
  );
}

function isNewsFolderPath(path: string): boolean {
  const parts = path.split('/');
  return parts[0] === 'horses' && parts.length >= 3 && parts[2] === 'news';
}

/** For writes and deletes, which the news folder shares with the rest of `horses/`. */
function isPublicFolderPath(path: string): boolean {
  return isPublicPath(path) || path === HORSES_FOLDER || path.startsWith(`${HORSES_FOLDER}/`);
}

export function isPublishedSitePath(path: string): boolean {
  return path === PUBLISHED_SITE_FOLDER || path.startsWith(`${PUBLISHED_SITE_FOLDER}/`);
}

export function isAcceptedImageType(contentType: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType);
}

export function publicPhotoType(name: string): string | undefined {
  const extension = PUBLIC_PHOTO_NAME_PATTERN.exec(name)?.[1] as PublicPhotoExtension | undefined;
  return extension === undefined ? undefined : PUBLIC_PHOTO_TYPES[extension];
}

export function isPublicPhotoPath(path: string): boolean {
  const parts = path.split('/');
  if (parts.length !== 4) return false;
  const [root, kind = '', id = '', name = ''] = parts;
  return (
    root === 'applications' &&
    (PUBLIC_PHOTO_KINDS as readonly string[]).includes(kind) &&
    APPLICATION_ID_PATTERN.test(id) &&
    PUBLIC_PHOTO_NAME_PATTERN.test(name)
  );
}

export function documentType(name: string): string | undefined {
  const extension = DOCUMENT_NAME_PATTERN.exec(name)?.[1] as DocumentExtension | undefined;
  return extension === undefined ? undefined : DOCUMENT_TYPES[extension];
}

export function isDocumentPath(path: string): boolean {
  const parts = path.split('/');
  if (parts.length !== 4) return false;
  const [root, horseSlug = '', id = '', name = ''] = parts;
  return (
    root === DOCUMENT_FOLDER &&
    horseSlug !== '' &&
    APPLICATION_ID_PATTERN.test(id) &&
    DOCUMENT_NAME_PATTERN.test(name)
  );
}

function isStaff(principal: Principal): boolean {
  return principal.kind === 'owner' || (principal.kind === 'user' && principal.staff);
}

/** 401 without credentials (the back office asks to sign in again), 403 for anyone not staff. */
function staffOnly(principal: Principal, what: string): AccessDecision {
  switch (principal.kind) {
    case 'owner':
      return ALLOW;
    case 'invalid':
      return deny(401, `Invalid credentials: ${principal.reason}`);
    case 'anonymous':
      return deny(401, `Permission denied. Sign in as staff to ${what}.`);
    case 'user':
      return principal.staff ? ALLOW : deny(403, `Permission denied. Only staff may ${what}.`);
  }
}

export function decideGet(
  principal: Principal,
  path: string,
  documents: FirestoreDocs = NO_DOCUMENTS,
): AccessDecision {
  if (principal.kind === 'invalid') return staffOnly(principal, 'read');
  return isPublicPath(path) ||
    isPublishedSitePath(path) ||
    isPhotoOfPublicNews(path, documents) ||
    isImageOfPublishedHorse(path, documents)
    ? ALLOW
    : staffOnly(principal, `read '${path}'`);
}

function isPhotoOfPublicNews(path: string, documents: FirestoreDocs): boolean {
  const id = isNewsPhotoPath(path) ? newsIdOf(path) : undefined;
  return id !== undefined && documents(newsDocumentPath(id))?.showWeb === true;
}

function isImageOfPublishedHorse(path: string, documents: FirestoreDocs): boolean {
  const slug = horseOfImage(path);
  return slug !== undefined && documents(publicHorsePath(slug))?.showWeb === true;
}

/** 403 even signed out, as production answers a rules denial: signing in would not help. */
export function decideList(principal: Principal, prefix: string): AccessDecision {
  if (principal.kind === 'invalid') return staffOnly(principal, 'list');
  return isStaff(principal)
    ? ALLOW
    : deny(403, `Permission denied. Only staff may list '${prefix || '/'}'.`);
}

export function decideWriter(principal: Principal, path: string): AccessDecision {
  if (principal.kind !== 'invalid' && !isStaff(principal) && isPublicPhotoPath(path)) return ALLOW;
  return staffOnly(principal, `write '${path}'`);
}

/** The folders the app deletes in, each with its own rule; nobody deletes anywhere else. */
function isDeletablePath(path: string): boolean {
  return (
    isPublicFolderPath(path) ||
    isPublishedSitePath(path) ||
    isPublicPhotoPath(path) ||
    isDocumentPath(path)
  );
}

/** A document's file goes only once its record is gone (the record is deleted first). */
export function decideDelete(
  principal: Principal,
  path: string,
  documents: FirestoreDocs = NO_DOCUMENTS,
): AccessDecision {
  const staff = staffOnly(principal, `delete '${path}'`);
  if (!staff.allowed || principal.kind === 'owner') return staff;
  if (!isDeletablePath(path)) {
    return deny(403, `Permission denied. Nothing may be deleted at '${path}'.`);
  }
  if (isDocumentPath(path) && hasRecord(path, documents)) {
    return deny(403, 'Permission denied. A document’s file is deleted only with its record.');
  }
  if (isNewsFolderPath(path) && (!isNewsPhotoPath(path) || isPhotoOfItsNews(path, documents))) {
    return deny(403, 'Permission denied. A news’ photo is deleted only once its news drops it.');
  }
  return ALLOW;
}

function isPhotoOfItsNews(path: string, documents: FirestoreDocs): boolean {
  const id = newsIdOf(path);
  return id !== undefined && documents(newsDocumentPath(id))?.photo === path;
}

function hasRecord(path: string, documents: FirestoreDocs): boolean {
  return documents(documentRecordPath(path.split('/')[2] ?? '')) !== null;
}

/** Each folder has its own rule (no catch-all write): outside them, nobody writes. */
export function decideWrite(
  principal: Principal,
  path: string,
  resource: ProposedResource,
  method: WriteMethod,
  documents: FirestoreDocs = NO_DOCUMENTS,
  now: Date = new Date(),
): AccessDecision {
  if (principal.kind === 'owner') return ALLOW;
  if (principal.kind !== 'invalid' && isPublicPhotoPath(path)) {
    return decidePublicPhoto(path, resource, method, documents, now);
  }
  const staff = staffOnly(principal, `write '${path}'`);
  if (!staff.allowed) return staff;
  if (isPublishedSitePath(path)) return decidePublished(resource);
  if (isPublicFolderPath(path)) return decideStaffImage(resource);
  if (isDocumentPath(path)) {
    if (method === 'create' && hasRecord(path, documents)) {
      return deny(403, 'Permission denied. A document’s file is stored before its record, once.');
    }
    return method === 'create'
      ? decideDocument(path, resource)
      : deny(403, 'Permission denied. A document’s file is never replaced or changed.');
  }
  return deny(403, `Permission denied. Nothing may be written at '${path}'.`);
}

function decideDocument(path: string, resource: ProposedResource): AccessDecision {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (resource.contentType !== documentType(name)) {
    return deny(
      403,
      'Permission denied. Documents must be PDF, JPEG, PNG or WebP files named with their ' +
        `extension, not '${resource.contentType}' named '${name}'.`,
    );
  }
  if (resource.size >= MAX_DOCUMENT_BYTES) return tooLarge(MAX_DOCUMENT_BYTES);
  return ALLOW;
}

/** The body is refused beyond this before its path is known. */
export function uploadSizeLimit(principal: Principal): number {
  return isStaff(principal) ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
}

function decidePublished(resource: ProposedResource): AccessDecision {
  if (resource.contentType !== PUBLISHED_CONTENT_TYPE) {
    return deny(
      403,
      `Permission denied. The published site holds only '${PUBLISHED_CONTENT_TYPE}' files, ` +
        `not '${resource.contentType}'.`,
    );
  }
  if (resource.size >= MAX_PUBLISHED_BYTES) return tooLarge(MAX_PUBLISHED_BYTES);
  return ALLOW;
}

function decideStaffImage(resource: ProposedResource): AccessDecision {
  if (!isAcceptedImageType(resource.contentType)) {
    return deny(
      403,
      `Permission denied. Only WebP, PNG or JPEG images may be stored, not '${resource.contentType}'.`,
    );
  }
  if (resource.size >= MAX_IMAGE_BYTES) return tooLarge();
  return ALLOW;
}

/** Every refusal is 403, signed in or not: signing in would not help a visitor. */
export function decidePublicPhoto(
  path: string,
  resource: ProposedResource,
  method: WriteMethod,
  documents: FirestoreDocs = NO_DOCUMENTS,
  now: Date = new Date(),
): AccessDecision {
  if (method === 'update') {
    return deny(
      403,
      'Permission denied. A photo of an application cannot be replaced or changed: upload a new one.',
    );
  }
  const own = OWN_HEADER_FIELDS.filter((field) => (resource.headers?.[field] ?? null) !== null);
  if (own.length > 0) {
    return deny(
      403,
      `Permission denied. A photo of an application keeps the default headers: ${own.join(', ')}.`,
    );
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  const expected = publicPhotoType(name);
  if (expected === undefined || resource.contentType !== expected) {
    return deny(
      403,
      'Permission denied. Photos of an application must be WebP images named .webp or JPEG ' +
        `images named .jpg, not '${resource.contentType}' named '${name}'.`,
    );
  }
  if (resource.size >= MAX_IMAGE_BYTES) return tooLarge();
  return decidePhotoOfApplication(path, name, documents, now);
}

/** The application is sent first, naming its photos; they follow within the window. */
function decidePhotoOfApplication(
  path: string,
  name: string,
  documents: FirestoreDocs,
  now: Date,
): AccessDecision {
  const [, kind = '', id = ''] = path.split('/');
  const application = documents(applicationDocumentPath(kind, id));
  const photos = application?.photos;
  const date = application?.date;
  if (!Array.isArray(photos) || !photos.includes(name)) {
    return deny(
      403,
      'Permission denied. A photo follows its application, which must name it among its photos.',
    );
  }
  if (!(date instanceof Date) || now.getTime() >= date.getTime() + PHOTO_WINDOW_MS) {
    return deny(
      403,
      `Permission denied. The photos of an application arrive within ${PHOTO_WINDOW_MS / 60_000} minutes of it.`,
    );
  }
  return ALLOW;
}

export function tooLarge(limit: number = MAX_IMAGE_BYTES): AccessDecision & { allowed: false } {
  return {
    allowed: false,
    status: 403,
    message: `Permission denied. Files must be smaller than ${limit} bytes.`,
  };
}
