import type { Principal } from './auth.ts';

// The same policy as storage.rules at the repository root: keep the two in step.

/** Folders anyone may read (the public website's images). */
export const PUBLIC_READ_FOLDERS = ['horses', 'events', 'web'] as const;

/** The content types staff may upload: `request.resource.contentType.matches('image/.*')`. */
const IMAGE_CONTENT_TYPE = /^image\/.*$/;

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
  return PUBLIC_READ_FOLDERS.some((folder) => path === folder || path.startsWith(`${folder}/`));
}

/** Staff-only access: 401 without credentials, 403 with credentials that are not staff. */
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

/** Reading an object's metadata or bytes. */
export function decideRead(principal: Principal, path: string): AccessDecision {
  if (principal.kind === 'invalid') return staffOnly(principal, 'read');
  return isPublicPath(path) ? ALLOW : staffOnly(principal, `read '${path}'`);
}

/** Listing under `prefix` ('' or ending with '/'). */
export function decideList(principal: Principal, prefix: string): AccessDecision {
  return decideRead(principal, prefix.replace(/\/+$/, ''));
}

/** Whether the principal may write at all: deleting, or the first check of any write. */
export function decideWriter(principal: Principal, path: string): AccessDecision {
  return staffOnly(principal, `write '${path}'`);
}

/**
 * Creating, overwriting or updating the metadata of an object: staff only, and the result must be
 * an image smaller than `maxUploadBytes`. The owner bypasses the policy.
 */
export function decideWrite(
  principal: Principal,
  path: string,
  resource: ProposedResource,
  maxUploadBytes: number,
): AccessDecision {
  const who = decideWriter(principal, path);
  if (!who.allowed || principal.kind === 'owner') return who;
  if (!IMAGE_CONTENT_TYPE.test(resource.contentType)) {
    return deny(
      403,
      `Permission denied. Only images may be stored, not '${resource.contentType}'.`,
    );
  }
  if (resource.size >= maxUploadBytes) {
    return deny(403, `Permission denied. Images must be smaller than ${maxUploadBytes} bytes.`);
  }
  return ALLOW;
}
