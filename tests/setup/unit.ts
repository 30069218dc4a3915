import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './unit-common.ts';

// findBy… and waitFor wait for something that will happen (a lazy route, a timer ending a wait): on
// a busy machine that can take seconds, so they give up only after ten. Nothing asserts a duration.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the layout scrolls to top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  vi.mocked(window.scrollTo).mockClear();
});
