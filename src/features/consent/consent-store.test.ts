import { consentStorageKey, createConsentStore } from './consent-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { ...memoryStorage(), getItem: fail, setItem: fail };
}

describe('consent store', () => {
  it('has no choice and a closed notice by default', () => {
    const store = createConsentStore(() => memoryStorage());
    expect(store.getSnapshot()).toEqual({ choice: undefined, reopened: false });
  });

  it.each(['accepted', 'rejected'] as const)('persists "%s" under the versioned key', (choice) => {
    const storage = memoryStorage();
    createConsentStore(() => storage).choose(choice);
    expect(storage.getItem(consentStorageKey)).toBe(choice);
    // A new page load reads it back.
    expect(createConsentStore(() => storage).getSnapshot().choice).toBe(choice);
  });

  it('uses a versioned key, so an answer under another version is asked again', () => {
    expect(consentStorageKey).toMatch(/\.v\d+$/);
    const storage = memoryStorage({ 'equinozio.cookie-consent.v0': 'accepted' });
    expect(createConsentStore(() => storage).getSnapshot().choice).toBeUndefined();
  });

  it('ignores an unknown stored value', () => {
    const storage = memoryStorage({ [consentStorageKey]: 'maybe' });
    expect(createConsentStore(() => storage).getSnapshot().choice).toBeUndefined();
  });

  it('works in memory when storage throws (blocked site data)', () => {
    const store = createConsentStore(throwingStorage);
    expect(store.getSnapshot().choice).toBeUndefined();
    store.choose('rejected');
    expect(store.getSnapshot().choice).toBe('rejected');
    // Nothing was kept: the next visit asks again.
    expect(createConsentStore(throwingStorage).getSnapshot().choice).toBeUndefined();
  });

  it('works in memory when there is no storage at all', () => {
    const store = createConsentStore(() => {
      throw new DOMException('Access denied', 'SecurityError');
    });
    store.choose('accepted');
    expect(store.getSnapshot().choice).toBe('accepted');
  });

  it('reopens and closes the notice, and a new choice replaces the old one', () => {
    const store = createConsentStore(() => memoryStorage());
    store.choose('accepted');
    store.reopen();
    expect(store.getSnapshot()).toEqual({ choice: 'accepted', reopened: true });
    store.close();
    expect(store.getSnapshot()).toEqual({ choice: 'accepted', reopened: false });
    store.reopen();
    store.choose('rejected');
    expect(store.getSnapshot()).toEqual({ choice: 'rejected', reopened: false });
  });

  it('notifies subscribers on change only, until they unsubscribe', () => {
    const store = createConsentStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.choose('accepted');
    store.choose('accepted');
    store.reopen();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.close();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    const store = createConsentStore(() => memoryStorage());
    const first = store.getSnapshot();
    store.close();
    expect(store.getSnapshot()).toBe(first);
  });

  it('reloads a choice written by another tab', () => {
    const storage = memoryStorage();
    const store = createConsentStore(() => storage);
    expect(store.getSnapshot().choice).toBeUndefined();
    storage.setItem(consentStorageKey, 'rejected');
    store.reload();
    expect(store.getSnapshot().choice).toBe('rejected');
  });
});
