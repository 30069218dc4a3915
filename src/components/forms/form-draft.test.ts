// @vitest-environment jsdom
import {
  browserStorage,
  draftMaxAgeMs,
  draftStorageKey,
  readDraft,
  removeDraft,
  valuesFromDraft,
  writeDraft,
} from './form-draft';

interface Pet {
  readonly name: string;
  readonly legs: number;
  readonly tags: readonly string[];
  readonly vet: { readonly name: string } | null;
}

const blank: Pet = { name: '', legs: 4, tags: [], vet: null };
const now = Date.UTC(2026, 10, 23, 19, 15);
const stored = (draft: unknown) => localStorage.setItem('eq-draft:pet', JSON.stringify(draft));
const fido = { name: 'Fido', legs: 3, tags: ['docile'], vet: { name: 'Dr. Neri' } };

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('a form draft in localStorage', () => {
  it('is stored under eq-draft:<key> and read back', () => {
    expect(draftStorageKey('circle')).toBe('eq-draft:circle');
    const draft = { version: 2, savedAt: now - 1000, startedAt: now - 60_000, values: fido };
    expect(writeDraft(localStorage, 'pet', draft)).toBe(true);
    expect(JSON.parse(localStorage.getItem('eq-draft:pet') ?? '')).toEqual(draft);
    expect(readDraft(localStorage, 'pet', 2, blank, now)).toEqual(draft);
  });

  it('is read while younger than a day, and removed once older', () => {
    stored({ version: 1, savedAt: now - draftMaxAgeMs + 1, startedAt: 0, values: fido });
    expect(readDraft(localStorage, 'pet', 1, blank, now)?.values).toEqual(fido);
    stored({ version: 1, savedAt: now - draftMaxAgeMs, startedAt: 0, values: fido });
    expect(readDraft(localStorage, 'pet', 1, blank, now)).toBeNull();
    expect(localStorage.getItem('eq-draft:pet')).toBeNull();
  });

  it('lasts a day, not a month: a shared computer keeps nobody’s answers for long', () => {
    const hour = 60 * 60 * 1000;
    stored({ version: 1, savedAt: now - 23 * hour, startedAt: 0, values: fido });
    expect(readDraft(localStorage, 'pet', 1, blank, now)?.values).toEqual(fido);
    stored({ version: 1, savedAt: now - 25 * hour, startedAt: 0, values: fido });
    expect(readDraft(localStorage, 'pet', 1, blank, now)).toBeNull();
  });

  it('is removed when it is of another version', () => {
    stored({ version: 1, savedAt: now, startedAt: now, values: fido });
    expect(readDraft(localStorage, 'pet', 2, blank, now)).toBeNull();
    expect(localStorage.getItem('eq-draft:pet')).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":'],
    ['not an object', '[1,2]'],
    ['without dates', JSON.stringify({ version: 1, values: fido })],
    [
      'with a text date',
      JSON.stringify({ version: 1, savedAt: 'ieri', startedAt: 0, values: fido }),
    ],
    ['without values', JSON.stringify({ version: 1, savedAt: now, startedAt: now })],
    [
      'with a field of another kind',
      JSON.stringify({ version: 1, savedAt: now, startedAt: now, values: { ...fido, tags: 'x' } }),
    ],
  ])('is removed when it is corrupt: %s', (_, raw) => {
    localStorage.setItem('eq-draft:pet', raw);
    expect(readDraft(localStorage, 'pet', 1, blank, now)).toBeNull();
    expect(localStorage.getItem('eq-draft:pet')).toBeNull();
  });

  it('leaves other keys alone', () => {
    localStorage.setItem('eq-draft:other', 'x');
    removeDraft(localStorage, 'pet');
    expect(readDraft(localStorage, 'pet', 1, blank, now)).toBeNull();
    expect(localStorage.getItem('eq-draft:other')).toBe('x');
  });

  it('never throws when the storage refuses, nor without one', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const draft = { version: 1, savedAt: now, startedAt: now, values: fido };
    expect(writeDraft(localStorage, 'pet', draft)).toBe(false);
    expect(readDraft(localStorage, 'pet', 1, blank, now)).toBeNull();
    expect(() => removeDraft(localStorage, 'pet')).not.toThrow();
    expect(writeDraft(null, 'pet', draft)).toBe(false);
    expect(readDraft(null, 'pet', 1, blank, now)).toBeNull();
  });

  it('is removed silently even when removing it throws', () => {
    localStorage.setItem('eq-draft:pet', 'rotto');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readDraft(localStorage, 'pet', 1, blank, now)).toBeNull();
  });

  it('finds no storage where reaching it throws (storage blocked by the browser)', () => {
    expect(browserStorage()).toBe(localStorage);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(browserStorage()).toBeNull();
  });
});

describe('values from a draft', () => {
  it('takes the fields of the form, of the same kind, and drops the others', () => {
    expect(valuesFromDraft(blank, { name: 'Fido', extra: 1 })).toEqual({ ...blank, name: 'Fido' });
    expect(valuesFromDraft(blank, fido)).toEqual(fido);
    expect(valuesFromDraft(blank, { vet: 'Dr. Neri' })).toEqual({ ...blank, vet: 'Dr. Neri' });
    expect(valuesFromDraft(blank, { name: null })).toBeNull();
    expect(valuesFromDraft(blank, { legs: '3' })).toBeNull();
    expect(valuesFromDraft(blank, { tags: {} })).toBeNull();
    expect(valuesFromDraft({ vet: { name: '' } }, { vet: [] })).toBeNull();
    expect(valuesFromDraft(blank, 'Fido')).toBeNull();
    expect(valuesFromDraft(blank, null)).toBeNull();
  });
});
