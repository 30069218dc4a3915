import { adminAuth, emulatorConfig } from '../support/emulators.ts';

const { host, ports } = emulatorConfig;

export async function createAccount(
  email: string,
  options: { verified: boolean; claims?: Record<string, unknown> },
): Promise<{ uid: string; password: string }> {
  const password = 'password-dell-account-1';
  const user = await adminAuth().createUser({ email, password, emailVerified: options.verified });
  if (options.claims) await adminAuth().setCustomUserClaims(user.uid, options.claims);
  return { uid: user.uid, password };
}

/** The Auth emulator's link sets the password given as `newPassword`. */
export async function followResetLink(
  link: string,
  newPassword: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(link);
  url.searchParams.set('newPassword', newPassword);
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

export async function signIn(
  email: string,
  password: string,
): Promise<{ ok: true; claims: Record<string, unknown> } | { ok: false; error: string }> {
  const response = await fetch(
    `http://${host}:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!response.ok || !body.idToken) return { ok: false, error: body.error?.message ?? '?' };
  const payload = body.idToken.split('.')[1] ?? '';
  return {
    ok: true,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
  };
}
