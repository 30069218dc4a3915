import { exchangeDebugToken } from './debug-token-exchange';

const target = { projectId: 'equinozio-odv', appId: '1:123:web:abc', apiKey: 'AIza-key' };

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
  );
}

describe('exchangeDebugToken', () => {
  it("posts the debug token to App Check's exchange for the app, and returns the token", async () => {
    const fetchFn = answering(200, { token: 'app-check-token', ttl: '3600s' });
    const before = Date.now();
    const result = await exchangeDebugToken(target, 'secret-debug-token', fetchFn);
    expect(result.token).toBe('app-check-token');
    expect(result.expireTimeMillis).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(result.expireTimeMillis).toBeLessThanOrEqual(Date.now() + 3_600_000);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://content-firebaseappcheck.googleapis.com/v1/projects/equinozio-odv/apps/' +
        '1%3A123%3Aweb%3Aabc:exchangeDebugToken?key=AIza-key',
    );
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ debug_token: 'secret-debug-token' });
  });

  it('says the token was refused, without repeating it', async () => {
    const refused = exchangeDebugToken(target, 'secret-debug-token', answering(403, 'denied'));
    await expect(refused).rejects.toThrow(/refused the debug token \(HTTP 403\).*Manage debug/);
    await expect(refused).rejects.not.toThrow(/secret-debug-token/);
  });

  it('rejects an answer without a valid token', async () => {
    for (const body of [{ token: '', ttl: '3600s' }, { token: 't', ttl: '1h' }, 'not json']) {
      await expect(exchangeDebugToken(target, 't', answering(200, body))).rejects.toThrow(
        /no valid token/,
      );
    }
  });

  it('needs the project, app and key of the web app', async () => {
    const fetchFn = answering(200, { token: 't', ttl: '1s' });
    await expect(exchangeDebugToken({ ...target, appId: undefined }, 't', fetchFn)).rejects.toThrow(
      /no projectId, appId or apiKey/,
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
