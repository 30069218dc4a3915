// A public form's draft in the browser's localStorage (docs/product.md, "Forms"; decision 36): what
// the visitor typed and has not sent yet, so that a closed tab or a reload loses nothing. Every
// access goes through here and none of them throws: a storage that refuses (Safari's private mode,
// a full quota, storage blocked by the browser's settings) only means the form works without drafts.

/** Drafts are stored under `eq-draft:<key>`. */
export const draftKeyPrefix = 'eq-draft:';

/** A draft older than this (since its last save) is dropped: the visitor has moved on. */
export const draftMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** What is stored: times are milliseconds since 1970, the values as JSON. */
export interface StoredDraft<V> {
  /** The form's draft version: a draft of another version is dropped. */
  readonly version: number;
  /** When the draft was last written. */
  readonly savedAt: number;
  /** When the visitor first saw the form that the draft comes from (the bots' minimum fill time). */
  readonly startedAt: number;
  readonly values: V;
}

export const draftStorageKey = (key: string) => `${draftKeyPrefix}${key}`;

/** The browser's localStorage, or null where there is none or reaching it throws. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored field may stand for an initial one: same kind of JSON value (null or absent initial fields take any). */
function sameKind(initial: unknown, stored: unknown): boolean {
  if (initial === null || initial === undefined) return true;
  if (stored === null) return false;
  if (Array.isArray(initial)) return Array.isArray(stored);
  return typeof initial === typeof stored && !Array.isArray(stored);
}

/**
 * The form's values from stored ones: each field of `initial` from the store when there, of the same
 * kind; fields the store lacks keep `initial`'s, fields `initial` lacks are dropped. Null when a field
 * has another kind (a string where `initial` has an array...): the draft is corrupt.
 */
export function valuesFromDraft<V extends object>(initial: V, stored: unknown): V | null {
  if (!isRecord(stored)) return null;
  const values: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [field, value] of Object.entries(initial)) {
    if (!(field in stored)) continue;
    if (!sameKind(value, stored[field])) return null;
    values[field] = stored[field];
  }
  return values as V;
}

/** Forgets a draft (nothing happens when the storage refuses). */
export function removeDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to do: the draft stays until it expires or a later write replaces it.
  }
}

/** Writes a draft; false when the storage refused (full, blocked). */
export function writeDraft<V>(
  storage: Storage | null,
  key: string,
  draft: StoredDraft<V>,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(draftStorageKey(key), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * The draft stored under `key`, when it is of `version`, younger than `draftMaxAgeMs` at `now` and
 * fits `initial`. A draft that is expired, of another version or unreadable is removed, silently.
 */
export function readDraft<V extends object>(
  storage: Storage | null,
  key: string,
  version: number,
  initial: V,
  now: number,
): StoredDraft<V> | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (raw === null) return null;
  const draft = parseDraft(raw, version, initial, now);
  if (!draft) removeDraft(storage, key);
  return draft;
}

function parseDraft<V extends object>(
  raw: string,
  version: number,
  initial: V,
  now: number,
): StoredDraft<V> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== version) return null;
  const { savedAt, startedAt } = stored;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
  if (now - savedAt >= draftMaxAgeMs) return null;
  const values = valuesFromDraft(initial, stored.values);
  return values && { version, savedAt, startedAt, values };
}
