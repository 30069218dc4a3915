import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type * as WebHorses from '#src/features/horses/web-horses';

// Component tests never reach the published site: the web horses (read by the strip on every page)
// are empty unless a test provides some with vi.mocked(loadWebHorses).mockResolvedValue(...), and a
// horse page finds no horse unless a test gives one with vi.mocked(loadWebHorse).
vi.mock('#src/features/horses/web-horses', async (importOriginal) => ({
  ...(await importOriginal<typeof WebHorses>()),
  loadWebHorses: vi.fn(async () => ({ success: true, data: [] })),
  loadWebHorse: vi.fn(async () => ({ success: true, data: null })),
}));

vi.mock('#src/features/events/web-events', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadEvents: vi.fn(async () => ({ success: true, data: [] })),
  loadEvent: vi.fn(async (_reads: unknown, slug: string) => ({
    success: true,
    data: {
      slug,
      name: slug,
      name_it: '',
      name_en: '',
      date: new Date(Date.UTC(2030, 4, 18, 8)),
      location: '',
      description_it: '',
      description_en: '',
    },
  })),
}));

// Nor a horse page's news (every horse page reads them): none unless a test says so.
vi.mock('#src/features/news/web-news', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadPublishedNews: vi.fn(async () => ({ success: true, data: [] })),
}));

// Nor the state of the published site (the dashboard): published, nothing waiting.
vi.mock('#src/features/publishing/api/publishing-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readPublicationState: vi.fn(async () => ({
    success: true,
    data: { revision: 0, pending: [], publishedRevision: 0 },
  })),
}));

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
  consoleErrorSpy.mockRestore();
  if (unexpectedErrors.length > 0) {
    const messages = unexpectedErrors.join('\n---\n');
    unexpectedErrors = [];
    throw new Error(`Unexpected console.error during the test:\n${messages}`);
  }
});
