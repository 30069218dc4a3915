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

export type AccessDecision =
  { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/** What a write would leave in the bucket (`request.resource` in the rules). */
export interface ProposedResource {
  contentType: string;
  size: number;
}

const ALLOW: AccessDecision = { allowed: true };

function deny(status: 401 | 403, message: string): AccessDecision {
  return { allowed: false, status, message };
}

/** True for `horses/...`, `events/...`, `web/...` (and the folder itself, as `{path=**}` matches it). */
export function isPublicPath(path: string): boolean {
  return PUBLIC_GET_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));
}

export function isAcceptedImageType(contentType: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType);
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
  return isPublicPath(path) ? ALLOW : staffOnly(principal, `read '${path}'`);
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

/** Whether the principal may write at all: deleting, or the first check of any write. */
export function decideWriter(principal: Principal, path: string): AccessDecision {
  return staffOnly(principal, `write '${path}'`);
}

/**
 * Creating, overwriting or updating the metadata of an object: staff only, and the result must be
 * a WebP, PNG or JPEG image smaller than {@link MAX_IMAGE_BYTES}. The owner bypasses the policy.
 */
export function decideWrite(
  principal: Principal,
  path: string,
  resource: ProposedResource,
): AccessDecision {
  const who = decideWriter(principal, path);
  if (!who.allowed || principal.kind === 'owner') return who;
  if (!isAcceptedImageType(resource.contentType)) {
    return deny(
      403,
      `Permission denied. Only WebP, PNG or JPEG images may be stored, not '${resource.contentType}'.`,
    );
  }
  if (resource.size >= MAX_IMAGE_BYTES) return tooLarge();
  return ALLOW;
}

/** The refusal of an image of {@link MAX_IMAGE_BYTES} or more. */
export function tooLarge(): AccessDecision & { allowed: false } {
  return {
    allowed: false,
    status: 403,
    message: `Permission denied. Images must be smaller than ${MAX_IMAGE_BYTES} bytes.`,
  };
}
