import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './unit-common.ts';

// findBy… and waitFor wait for something that will happen (a lazy route, a timer ending a wait): on
// a busy machine that can take seconds, so they give up only after ten. Nothing asserts a duration.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library turns React's act environment on in hooks it registers only when first loaded,
// once per worker (decision 66): every file turns it on, so updates outside act() still warn.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom does not implement scrolling; the layout scrolls to top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  vi.mocked(window.scrollTo).mockClear();
});
