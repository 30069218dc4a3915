import { createPublishedReads, type PublishedReads } from '#src/lib/published/published-reads';
import { publishedJson } from '#src/lib/published/published-file';
import type { Mock } from 'vitest';

export function publishedSite(files: Readonly<Record<string, unknown>>): {
  reads: PublishedReads;
  fetcher: Mock<(url: string) => Promise<Response>>;
} {
  const fetcher = vi.fn(async (url: string) => {
    const path = decodeURIComponent(new URL(url).pathname.split('/o/')[1] ?? '');
    return path in files
      ? new Response(publishedJson(files[path], new Date('2026-11-26T00:00:00Z')))
      : new Response('', { status: 404 });
  });
  return { reads: createPublishedReads(fetcher), fetcher };
}
