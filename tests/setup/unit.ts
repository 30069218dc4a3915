import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// jsdom does not implement scrolling; the layout scrolls to top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

/**
 * Any console.error fails the test that caused it (React warnings, act() warnings, failed
 * prop types, errors swallowed by a component...). A test that expects an error silences it
 * explicitly: `vi.mocked(console.error).mockImplementation(() => {})`.
 */
let consoleErrorSpy: MockInstance<typeof console.error>;
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  consoleErrorSpy.mockRestore();
  vi.mocked(window.scrollTo).mockClear();
  if (unexpectedErrors.length > 0) {
    const messages = unexpectedErrors.join('\n---\n');
    unexpectedErrors = [];
    throw new Error(`Unexpected console.error during the test:\n${messages}`);
  }
});
