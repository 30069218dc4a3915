/**
 * A plain module, so the notice, the footer button and the privacy page share one state; without
 * storage the choice lives in memory.
 */

export type ConsentChoice = 'accepted' | 'rejected';

/** Versioned: bump it when what the site collects changes, and every visitor is asked again. */
export const consentStorageKey = 'equinozio.cookie-consent.v1';

export interface ConsentState {
  readonly choice: ConsentChoice | undefined;
  readonly reopened: boolean;
}

export interface ConsentStore {
  getSnapshot(): ConsentState;
  subscribe(listener: () => void): () => void;
  choose(choice: ConsentChoice): void;
  reopen(): void;
  close(): void;
  reload(): void;
}

function parseChoice(value: string | null | undefined): ConsentChoice | undefined {
  return value === 'accepted' || value === 'rejected' ? value : undefined;
}

export function createConsentStore(getStorage: () => Storage | undefined): ConsentStore {
  const listeners = new Set<() => void>();
  let state: ConsentState | undefined;

  function readStored(): ConsentChoice | undefined {
    try {
      return parseChoice(getStorage()?.getItem(consentStorageKey));
    } catch {
      return undefined;
    }
  }

  function current(): ConsentState {
    state ??= { choice: readStored(), reopened: false };
    return state;
  }

  function update(next: ConsentState) {
    const previous = current();
    if (previous.choice === next.choice && previous.reopened === next.reopened) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      try {
        getStorage()?.setItem(consentStorageKey, choice);
      } catch {
        // Kept in memory only: the notice will ask again on the next visit.
      }
      update({ choice, reopened: false });
    },
    reopen() {
      update({ ...current(), reopened: true });
    },
    close() {
      update({ ...current(), reopened: false });
    },
    reload() {
      update({ ...current(), choice: readStored() });
    },
  };
}

function browserStorage(): Storage | undefined {
  // Reading `window.localStorage` itself throws when site data is blocked.
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export const consentStore: ConsentStore = createConsentStore(browserStorage);

if (typeof window !== 'undefined') {
  // Keep tabs in sync: a choice made in one tab applies to the others.
  window.addEventListener('storage', (event) => {
    if (event.key === consentStorageKey || event.key === null) consentStore.reload();
  });
}
