import type { Principal } from './auth.ts';

// The same policy as storage.rules at the repository root: keep the two in step.
// tests/emulator/storage-policy.test.ts runs one table of cases against both (storage.rules through
// storage-rules.ts, this module directly and through the web SDK), and checks that these constants
// are the ones written in storage.rules.

/** Folders whose objects anyone may get by path (`allow get: if true`); listing them is staff only. */
export const PUBLIC_GET_FOLDERS = ['horses', 'events', 'web'] as const;

/** The only content types staff may store: `request.resource.contentType in [...]`. No SVG. */
export const ACCEPTED_IMAGE_TYPES = ['image/webp', 'image/png', 'image/jpeg'] as const;

/** Stored images must be smaller than this: `request.resource.size < 10 * 1024 * 1024`. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The published site (docs/decisions/0026-storage-policy.md, "Published site"): the JSON files of
 * the public pages, `match /public/site/{allPaths=**}`. Anyone gets one by its path; staff list,
 * write and delete them.
 */
export const PUBLISHED_SITE_FOLDER = 'public/site';

/** The only content type stored in the published site: `request.resource.contentType == '...'`. */
export const PUBLISHED_CONTENT_TYPE = 'application/json';

/** A published file must be smaller than this: `request.resource.size < 2 * 1024 * 1024`. */
export const MAX_PUBLISHED_BYTES = 2 * 1024 * 1024;

/**
 * The kinds of application whose photos the public uploads, under `applications/{kind}/{id}/{name}`
 * (`kind in [...]`; docs/product.md, "Public applications").
 */
export const PUBLIC_PHOTO_KINDS = ['adoption', 'cession'] as const;

/**
 * The content type of a visitor's photo by the extension of its name, the two pairs of the rules:
 * `(name.matches('[a-z0-9]{12}[.]webp') && request.resource.contentType == 'image/webp')
 * || (name.matches('[a-z0-9]{12}[.]jpg') && request.resource.contentType == 'image/jpeg')`.
 * The form converts a photo to WebP, or to JPEG where the browser cannot encode WebP (Safari, and
 * so every browser on an iPhone; docs/decisions/0037-public-applications.md). A name and a type
 * that do not agree are refused.
 */
export const PUBLIC_PHOTO_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

export type PublicPhotoExtension = keyof typeof PUBLIC_PHOTO_TYPES;

/** `id.matches('[A-Za-z0-9]{20}')`: a Firestore auto-id (a full match, as in the rules). */
export const APPLICATION_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/**
 * `name.matches('[a-z0-9]{12}[.]webp')` or `name.matches('[a-z0-9]{12}[.]jpg')`; the group is the
 * extension, a key of {@link PUBLIC_PHOTO_TYPES}.
 */
export const PUBLIC_PHOTO_NAME_PATTERN = /^[a-z0-9]{12}[.](webp|jpg)$/;

/**
 * The documents of a horse (docs/decisions/0041-horse-documents.md): staff may create, at
 * `horseDocuments/{horseSlug}/{id}/{name}`, a file of one of these types named with its extension:
 * `(name.matches('[a-z0-9][a-z0-9_-]{0,79}[.]pdf') && request.resource.contentType ==
 * 'application/pdf') || ...` for `.jpg`, `.png` and `.webp`.
 */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

/** The folder of the documents: `match /horseDocuments/{horseSlug}/{id}/{name}`. */
export const DOCUMENT_FOLDER = 'horseDocuments';

/** `name.matches('[a-z0-9][a-z0-9_-]{0,79}[.](pdf|jpg|png|webp)')`; the group is the extension. */
export const DOCUMENT_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}[.](pdf|jpg|png|webp)$/;

/** A document must be smaller than this: `request.resource.size < 20 * 1024 * 1024`. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export type AccessDecision =
  { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/** What a write would leave in the bucket (`request.resource` in the rules). */
export interface ProposedResource {
  contentType: string;
  size: number;
}

/**
 * The rules' name for a write: `create` when no object is at the path as the write commits,
 * `update` when one is (an overwrite, or a metadata update).
 */
export type WriteMethod = 'create' | 'update';

const ALLOW: AccessDecision = { allowed: true };

function deny(status: 401 | 403, message: string): AccessDecision {
  return { allowed: false, status, message };
}

/** True for `horses/...`, `events/...`, `web/...` (and the folder itself, as `{path=**}` matches it). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_GET_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));
}

/**
 * True for the published site's folder and everything below it (`public/site/horses.json`, ...):
 * `request.resource.name.matches('public/site(/.*)?')`, where the catch-all stores no image.
 */
export function isPublishedSitePath(path: string): boolean {
  return path === PUBLISHED_SITE_FOLDER || path.startsWith(`${PUBLISHED_SITE_FOLDER}/`);
}

export function isAcceptedImageType(contentType: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType);
}

/**
 * The content type the public's photo named `name` (the last segment of its path) must have:
 * `image/webp` for `….webp`, `image/jpeg` for `….jpg`; undefined for any other name.
 */
export function publicPhotoType(name: string): string | undefined {
  const extension = PUBLIC_PHOTO_NAME_PATTERN.exec(name)?.[1] as PublicPhotoExtension | undefined;
  return extension === undefined ? undefined : PUBLIC_PHOTO_TYPES[extension];
}

/**
 * True for `applications/{adoption|cession}/{auto-id}/{12 letters or digits}.webp` or `.jpg`
 * exactly, where the public may create a photo: not a circle application, not a deeper path, not
 * the folder.
 */
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

/** The content type a document named `name` must have; undefined for any other name. */
export function documentType(name: string): string | undefined {
  const extension = DOCUMENT_NAME_PATTERN.exec(name)?.[1] as DocumentExtension | undefined;
  return extension === undefined ? undefined : DOCUMENT_TYPES[extension];
}

/**
 * True for `horseDocuments/{horseSlug}/{auto-id}/{name}` exactly, `name` a document's name: where
 * staff may create a document. Not the folder, not a deeper path.
 */
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

/**
 * Staff-only access: 401 without credentials (the back office asks to sign in again), 403 with
 * credentials that are not staff.
 */
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

/** Reading one object's metadata or bytes by its path (`get`). */
export function decideGet(principal: Principal, path: string): AccessDecision {
  if (principal.kind === 'invalid') return staffOnly(principal, 'read');
  return isPublicPath(path) || isPublishedSitePath(path)
    ? ALLOW
    : staffOnly(principal, `read '${path}'`);
}

/**
 * Listing under `prefix` ('' or ending with '/'): staff only, in every folder. Anyone else gets
 * 403 (the SDK's storage/unauthorized), signed in or not, as production answers a rules denial: a
 * listing is never offered to the public, so signing in is no remedy worth suggesting.
 */
export function decideList(principal: Principal, prefix: string): AccessDecision {
  if (principal.kind === 'invalid') return staffOnly(principal, 'list');
  return isStaff(principal)
    ? ALLOW
    : deny(403, `Permission denied. Only staff may list '${prefix || '/'}'.`);
}

/**
 * Whether the principal may write here at all: the first check of an upload or a metadata update,
 * before any body is read. Staff anywhere; anyone on a public photo path (what they send is
 * checked by {@link decideWrite}); nobody else.
 */
export function decideWriter(principal: Principal, path: string): AccessDecision {
  if (principal.kind !== 'invalid' && !isStaff(principal) && isPublicPhotoPath(path)) return ALLOW;
  return staffOnly(principal, `write '${path}'`);
}

/** Deleting an object: staff only, public photos included. */
export function decideDelete(principal: Principal, path: string): AccessDecision {
  return staffOnly(principal, `delete '${path}'`);
}

/**
 * Creating (`method` create), overwriting or updating the metadata of (update) an object. Staff
 * may store a WebP, PNG or JPEG image smaller than {@link MAX_IMAGE_BYTES} anywhere but in the
 * published site, where they store JSON only ({@link decidePublished}). Anyone else may only
 * create a visitor's photo ({@link decidePublicPhoto}). The owner bypasses the policy.
 */
export function decideWrite(
  principal: Principal,
  path: string,
  resource: ProposedResource,
  method: WriteMethod,
): AccessDecision {
  if (principal.kind === 'owner') return ALLOW;
  if (isStaff(principal)) {
    if (isPublishedSitePath(path)) return decidePublished(resource);
    // The rules allow a write when any matching rule does: a document's create, or an image
    // anywhere (the catch-all). A document's file is never replaced with anything but an image.
    if (method === 'create' && isDocumentPath(path)) {
      const document = decideDocument(path, resource);
      return document.allowed || decideStaffImage(resource).allowed ? ALLOW : document;
    }
    return decideStaffImage(resource);
  }
  if (principal.kind !== 'invalid' && isPublicPhotoPath(path)) {
    return decidePublicPhoto(path, resource, method);
  }
  return staffOnly(principal, `write '${path}'`);
}

/**
 * A staff document on a document path: the type of its name (a `.pdf` is a PDF, ...), smaller than
 * {@link MAX_DOCUMENT_BYTES}. (An image that the catch-all accepts is allowed before this.)
 */
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

/**
 * The most bytes an upload of this principal may store (the body is refused beyond it before the
 * path is known): a document's limit for staff, an image's for anyone else.
 */
export function uploadSizeLimit(principal: Principal): number {
  return isStaff(principal) ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
}

/**
 * What staff may store in the published site: JSON (exactly {@link PUBLISHED_CONTENT_TYPE})
 * smaller than {@link MAX_PUBLISHED_BYTES}; no image, page or script.
 */
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

/** What staff may store elsewhere: `isAcceptedImage()` of the rules. */
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

/**
 * A visitor's photo on a public photo path (`path`): only a create, of an image smaller than
 * {@link MAX_IMAGE_BYTES} whose type is the one of its name ({@link publicPhotoType}: a `.webp`
 * is WebP, a `.jpg` is JPEG). Every refusal is 403, signed in or not: signing in would not help a
 * visitor (production answers any rules denial with 403).
 */
export function decidePublicPhoto(
  path: string,
  resource: ProposedResource,
  method: WriteMethod,
): AccessDecision {
  if (method === 'update') {
    return deny(
      403,
      'Permission denied. A photo of an application cannot be replaced or changed: upload a new one.',
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
  return ALLOW;
}

/** The refusal of an image of {@link MAX_IMAGE_BYTES} (or a file of `limit`) or more. */
export function tooLarge(limit: number = MAX_IMAGE_BYTES): AccessDecision & { allowed: false } {
  return {
    allowed: false,
    status: 403,
    message: `Permission denied. Files must be smaller than ${limit} bytes.`,
  };
}
