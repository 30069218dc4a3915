import { createRequire } from 'node:module';

export interface HostingRedirectRule {
  source?: string;
  regex?: string;
  destination: string;
  type?: number;
}

export interface HostingRedirect {
  status: number;
  location: string;
}

// The emulator's own redirects middleware, so the checks resolve a path as the served tests are.
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

/** Without the optional `re2` package, RegExp is used, which refuses RE2's `(?i)` flag. */
export const emulatorUsesRe2: () => boolean = re2Available;

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
