/**
 * The visitor's cookie choice, kept in localStorage so it is asked once, not on every page.
 *
 * A plain module (no React) so the notice, the footer button and the privacy page share one state.
 * Storage may be missing or throw (private browsing, blocked site data): the choice then lives in
 * memory for the visit and the notice simply asks again next time.
 */

export type ConsentChoice = 'accepted' | 'rejected';

/**
 * Versioned key: when what the site collects changes, bump the version and every visitor is asked
 * again (an old answer was given to a different question).
 */
export const consentStorageKey = 'equinozio.cookie-consent.v1';

export interface ConsentState {
  /** The stored choice; undefined until the visitor answers. */
  readonly choice: ConsentChoice | undefined;
  /** True while the visitor has reopened the notice (footer or privacy page) to change the choice. */
  readonly reopened: boolean;
}

export interface ConsentStore {
  getSnapshot(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** Stores the choice and closes the notice. */
  choose(choice: ConsentChoice): void;
  /** Shows the notice again so the visitor can change the choice. */
  reopen(): void;
  /** Closes a reopened notice, keeping the current choice. */
  close(): void;
  /** Reads the stored choice again (another tab changed it). */
  reload(): void;
}

function parseChoice(value: string | null | undefined): ConsentChoice | undefined {
  return value === 'accepted' || value === 'rejected' ? value : undefined;
}

/** `getStorage` may return undefined or throw: both mean "no storage". */
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

/** The site's consent store. */
export const consentStore: ConsentStore = createConsentStore(browserStorage);

if (typeof window !== 'undefined') {
  // Keep tabs in sync: a choice made in one tab applies to the others.
  window.addEventListener('storage', (event) => {
    if (event.key === consentStorageKey || event.key === null) consentStore.reload();
  });
}
