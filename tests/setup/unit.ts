import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './unit-common.ts';

// jsdom does not implement scrolling; the layout scrolls to top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  vi.mocked(window.scrollTo).mockClear();
});
