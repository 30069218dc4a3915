import type { Principal } from './auth.ts';

// What the emulator needs beside storage.rules, which decide every request (rules-decision.ts,
// docs/decisions/0073-storage-emulator-runs-the-rules.md): the largest body it reads, the shape of
// a visitor's photo (for the status of a refusal, which the rules do not give), and the limits the
// tests check the rules against (tests/emulator/storage-policy.test.ts, policy-cases.ts).

/** Anyone gets their images by path; a horse's photos only while it is published (decision 75). */
export const PUBLIC_GET_FOLDERS = ['events', 'web'] as const;

/**
 * The folders where staff store accepted images and delete them: the public ones and `horses`,
 * whose photos are public only while the horse is (so `horses/...` is an image folder, not a
 * public one).
 */
export const IMAGE_FOLDERS = ['horses', ...PUBLIC_GET_FOLDERS] as const;

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

/** The storage.rules name pattern of a horse's document. */
export const DOCUMENT_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}[.](pdf|jpg|png|webp)$/;

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** How long after an application is sent its photos may still arrive. */
export const PHOTO_WINDOW_MS = 30 * 60 * 1000;

/** The fields a visitor may not set on a photo: the rules' `hasOnlyDefaultHeaders()`. */
export const OWN_HEADER_FIELDS = [
  'contentDisposition',
  'cacheControl',
  'contentEncoding',
  'contentLanguage',
  'metadata',
] as const;

export function publicPhotoType(name: string): string | undefined {
  const extension = PUBLIC_PHOTO_NAME_PATTERN.exec(name)?.[1] as PublicPhotoExtension | undefined;
  return extension === undefined ? undefined : PUBLIC_PHOTO_TYPES[extension];
}

/** `applications/{adoption|cession}/{auto-id}/{12 letters or digits}.{webp|jpg}`. */
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

function isStaff(principal: Principal): boolean {
  return principal.kind === 'owner' || (principal.kind === 'user' && principal.staff);
}

/** The largest body read (the rules' largest limit for the caller); beyond it, refused unread. */
export function uploadSizeLimit(principal: Principal): number {
  return isStaff(principal) ? MAX_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
}

export function tooLarge(limit: number = MAX_IMAGE_BYTES): { status: 403; message: string } {
  return { status: 403, message: `Permission denied. Files must be smaller than ${limit} bytes.` };
}
