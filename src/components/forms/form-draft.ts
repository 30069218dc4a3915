// No access throws: a storage that refuses (Safari's private mode, a full quota, blocked storage)
// only means no drafts.

export const draftKeyPrefix = 'eq-draft:';

/** A day: long enough to finish a form started that day, short on a shared computer. */
export const draftMaxAgeMs = 24 * 60 * 60 * 1000;

export interface StoredDraft<V> {
  readonly version: number;
  readonly savedAt: number;
  readonly startedAt: number;
  /** A send was tried: from then on the draft keeps no contact data unless asked to. */
  readonly attempted?: boolean;
  readonly values: V;
}

export const draftStorageKey = (key: string) => `${draftKeyPrefix}${key}`;

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameKind(initial: unknown, stored: unknown): boolean {
  if (initial === null || initial === undefined) return true;
  if (stored === null) return false;
  if (Array.isArray(initial)) return Array.isArray(stored);
  return typeof initial === typeof stored && !Array.isArray(stored);
}

/** Null when a field has another kind: the draft is corrupt. */
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

export function removeDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to do: the draft stays until it expires or a later write replaces it.
  }
}

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
  const attempted = stored.attempted === true;
  return values && { version, savedAt, startedAt, ...(attempted ? { attempted } : {}), values };
}
