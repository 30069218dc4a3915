import { matchPath } from 'react-router';
import { fillPattern, routePatterns } from '#src/config/paths';

/**
 * Addresses a visitor types from the pattern of the other Italian pages (no `/it`), for pages whose
 * address the specification puts under `/it` (docs/decisions/0077). Pure data, read by the routes,
 * by the Hosting rules (tools/hosting/legacy-redirects.ts) and by the tests.
 */
export const typedAddresses = [
  { path: '/eventi', to: routePatterns.events.it },
  { path: '/eventi/:slug', to: routePatterns.event.it },
] as const;

/** Letter case and trailing slashes are ignored, as the router ignores them; the slug is kept. */
export function typedAddressTarget(pathname: string): string | null {
  const path = pathname.replace(/(.)\/+$/, '$1');
  for (const { path: pattern, to } of typedAddresses) {
    const match = safeMatch(pattern, path);
    if (match) return fillPattern(to, match);
  }
  return null;
}

function safeMatch(pattern: string, pathname: string): Record<string, string> | null {
  try {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    if (!match) return null;
    const params = Object.entries(match.params).flatMap(([name, value]) =>
      value === undefined || value === '' ? [] : [[name, decodeURIComponent(value)] as const],
    );
    return Object.fromEntries(params);
  } catch {
    return null; // a malformed escape: the not-found page, as under `/it/eventi`
  }
}
