import { createRequire } from 'node:module';

/**
 * A redirect rule of firebase.json's `hosting.redirects`: a glob `source` or an RE2 `regex`, matched
 * against the request path (without the query) before static files and rewrites.
 */
export interface HostingRedirectRule {
  source?: string;
  regex?: string;
  destination: string;
  type?: number;
}

/** What a matching rule answers: the status and the `Location` header. */
export interface HostingRedirect {
  status: number;
  location: string;
}

// The Hosting emulator (superstatic) answers redirects with its `redirects` middleware, the first in
// its stack (as in production, where configured redirects come before files and rewrites). The
// checks call that middleware itself, with the request reduced to its URL, so they resolve a path
// exactly as the served tests are answered.
const fromFirebaseTools = createRequire(
  createRequire(import.meta.url).resolve('firebase-tools/package.json'),
);
const fromSuperstatic = createRequire(fromFirebaseTools.resolve('superstatic/package.json'));

type Next = () => void;
interface RedirectRequest {
  url: string;
  superstatic: { redirects: HostingRedirectRule[] };
}
interface RedirectResponse {
  superstatic: { handle(directive: { redirect: string; status: number }): void };
}
const redirectsMiddleware = fromSuperstatic('./lib/middleware/redirects.js') as () => (
  request: RedirectRequest,
  response: RedirectResponse,
  next: Next,
) => void;
const { re2Available } = fromSuperstatic('./lib/utils/patterns.js') as {
  re2Available(): boolean;
};

/**
 * Whether the emulator matches `regex` rules with RE2, as production Hosting does. Without the
 * optional `re2` package it falls back to JavaScript's RegExp, which refuses RE2's `(?i)` flag.
 */
export const emulatorUsesRe2: () => boolean = re2Available;

/**
 * What Hosting answers for `url` (a path, with or without a query) by the redirect rules alone: the
 * first matching rule's status and Location, or `null` when none matches (the request goes on to
 * the files and the rewrites).
 */
export function hostingRedirectAt(
  rules: readonly HostingRedirectRule[],
  url: string,
): HostingRedirect | null {
  let answer: HostingRedirect | null = null;
  redirectsMiddleware()(
    { url, superstatic: { redirects: [...rules] } },
    {
      superstatic: {
        handle: ({ redirect, status }) => {
          answer = { status, location: redirect };
        },
      },
    },
    () => undefined,
  );
  return answer;
}
