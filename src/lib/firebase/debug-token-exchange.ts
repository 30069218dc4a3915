import * as z from 'zod/mini';

// The SDK's own debug mode would print the token, a secret, in the deploy's output.

export interface DebugTokenTarget {
  projectId?: string | undefined;
  appId?: string | undefined;
  apiKey?: string | undefined;
}

export interface ExchangedToken {
  token: string;
  expireTimeMillis: number;
}

const exchangeEndpoint = 'https://content-firebaseappcheck.googleapis.com/v1';

const tokenResponse = z.object({
  token: z.string().check(z.minLength(1)),
  ttl: z.string().check(z.regex(/^\d+(\.\d+)?s$/)),
});

export async function exchangeDebugToken(
  target: DebugTokenTarget,
  debugToken: string,
  fetchFn: typeof fetch = fetch,
): Promise<ExchangedToken> {
  const { projectId, appId, apiKey } = target;
  if (!projectId || !appId || !apiKey) {
    throw new Error('App Check debug token: the app has no projectId, appId or apiKey.');
  }
  const url =
    `${exchangeEndpoint}/projects/${encodeURIComponent(projectId)}/apps/` +
    `${encodeURIComponent(appId)}:exchangeDebugToken?key=${encodeURIComponent(apiKey)}`;
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ debug_token: debugToken }),
  });
  if (!response.ok) {
    // The token itself is never repeated: the message ends up in the deploy's output.
    throw new Error(
      `App Check refused the debug token (HTTP ${response.status}): is it registered for this ` +
        'web app in Firebase console > App Check > Manage debug tokens?',
    );
  }
  const parsed = tokenResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error('App Check answered the debug token with no valid token.');
  return {
    token: parsed.data.token,
    expireTimeMillis: Date.now() + Number(parsed.data.ttl.slice(0, -1)) * 1000,
  };
}
