import type { SiteFileToWrite } from '#src/features/publishing/site-table.ts';

/**
 * A stand-in for Storage's public address serving `files` (as `siteFiles` builds them), for the
 * build's reads of the published site (`prerenderSite({ fetch })`): any other path answers 404.
 */
export function servingSite(files: readonly SiteFileToWrite[]): (url: string) => Promise<Response> {
  const byPath = new Map(files.map((file) => [file.path, file.json]));
  return async (url) => {
    const path = decodeURIComponent(new URL(url).pathname.split('/o/')[1] ?? '');
    const json = byPath.get(path);
    return json === undefined ? new Response('', { status: 404 }) : new Response(json);
  };
}
