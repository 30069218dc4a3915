import { parseSignedInUser, type SignedInUser } from './signed-in-user';

export const signedInUserStorageKey = 'equinozio.admin.user';

function storage(): Storage | undefined {
  try {
    // Reading `window.localStorage` itself throws when site data is blocked.
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredUser(): SignedInUser | null {
  try {
    const raw = storage()?.getItem(signedInUserStorageKey);
    return raw ? parseSignedInUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SignedInUser | null): void {
  try {
    const target = storage();
    if (!target) return;
    if (user) target.setItem(signedInUserStorageKey, JSON.stringify(user));
    else target.removeItem(signedInUserStorageKey);
  } catch {
    // Storage full or blocked: the session still lives in memory (context).
  }
}
