import * as z from 'zod/mini';
import { publishedJson } from './published-file';
import { createPublishedReads } from './published-reads';

const schema = z.array(z.object({ slug: z.string() }));
const path = 'public/site/horses.json';
const at = new Date('2026-11-26T10:00:00Z');

const answering = (...responses: (Response | Error)[]) =>
  vi.fn(async (_url: string) => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });

beforeEach(() => vi.mocked(console.error).mockImplementation(() => {}));

describe('createPublishedReads', () => {
  it('fetches a file once per visit and parses its data with the schema', async () => {
    const fetcher = answering(new Response(publishedJson([{ slug: 'ada' }], at)));
    const reads = createPublishedReads(fetcher);
    expect(await reads.read(path, schema)).toEqual({ success: true, data: [{ slug: 'ada' }] });
    expect(await reads.read(path, schema)).toEqual({ success: true, data: [{ slug: 'ada' }] });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toContain(encodeURIComponent(path));
  });

  it('answers not-found for a file that is not published', async () => {
    const reads = createPublishedReads(answering(new Response('', { status: 404 })));
    expect((await reads.read(path, schema)).error?.code).toBe('not-found');
  });

  it.each([
    ['the network fails', new TypeError('Failed to fetch')],
    ['Storage answers an error', new Response('', { status: 503 })],
  ])('answers unavailable when %s, and fetches again on the next ask', async (_, failure) => {
    const fetcher = answering(failure, new Response(publishedJson([], at)));
    const reads = createPublishedReads(fetcher);
    const failed = await reads.read(path, schema);
    expect(failed.error?.code).toBe('unavailable');
    expect(failed.error?.message).toMatch(/controlla la connessione/);
    expect(await reads.read(path, schema)).toEqual({ success: true, data: [] });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is not JSON, or not of this version or shape, naming it', async () => {
    // A file that was read keeps its answer for the visit; one that could not be read does not.
    const reads = createPublishedReads(
      answering(
        new Response('<html>'),
        new Response(JSON.stringify({ schemaVersion: 2, publishedAt: '', data: [] })),
      ),
    );
    const notJson = await reads.read(path, schema);
    expect(notJson.error).toEqual({
      code: 'malformed-document',
      message: `Il file ${path} non è un JSON valido.`,
    });
    const otherVersion = await reads.read(path, schema);
    expect(otherVersion.error?.code).toBe('malformed-document');
    expect(otherVersion.error?.message).toContain('schemaVersion');
    const otherShape = await createPublishedReads(
      answering(new Response(publishedJson([{ name: 'Ada' }], at))),
    ).read(path, schema);
    expect(otherShape.error?.message).toContain(
      `Il documento ${path} non è valido: campo "data.0.slug"`,
    );
  });
});
