import { vi } from 'vitest';

// The unit projects run without isolation (vite.config.ts): a worker keeps its page and the
// libraries' modules from one file to the next. Each file still starts as if alone: the app's
// modules are evaluated again (so that its vi.mock calls apply to everything that imports them),
// and the page, the storage and the globals a test file changed are put back as the first file
// found them.
vi.resetModules();
vi.useRealTimers();

type Descriptors = Map<PropertyKey, PropertyDescriptor>;
const pristineKey = Symbol.for('equinozio.unit.pristine');
const store = globalThis as unknown as Record<symbol, Map<object, Descriptors> | undefined>;

/** What tests stub: the page's objects, and the prototype a stub module patches. */
function watched(): object[] {
  if (typeof window === 'undefined') return [];
  return [window, document, navigator, URL, Range.prototype];
}

/** Not the marks libraries leave (symbols, `_names`): they are set once per page. */
function descriptors(target: object): Descriptors {
  const all = Object.getOwnPropertyDescriptors(target) as Record<string, PropertyDescriptor>;
  return new Map(Object.entries(all).filter(([key]) => !key.startsWith('_')));
}

/**
 * Of the globals, those of the page: the test runner's and those a library sets on its first
 * import (which is not evaluated again) stay.
 */
const pageKeys = () =>
  new Set(Reflect.ownKeys((globalThis as unknown as { jsdom: { window: object } }).jsdom.window));

const same = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set;

const pristine = store[pristineKey];
if (pristine === undefined) {
  store[pristineKey] = new Map(watched().map((target) => [target, descriptors(target)]));
} else {
  const page = typeof window === 'undefined' ? new Set() : pageKeys();
  for (const [target, before] of pristine) {
    for (const [key, now] of descriptors(target)) {
      const then = before.get(key);
      if (target === window && !page.has(key)) continue;
      if (then === undefined) Reflect.deleteProperty(target, key);
      else if (!same(then, now)) {
        Reflect.defineProperty(target, key, then);
      }
    }
  }
}

if (typeof window !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}
