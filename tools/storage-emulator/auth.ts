export type Principal =
  | { kind: 'anonymous' }
  | { kind: 'owner' }
  | { kind: 'user'; uid: string; staff: boolean; claims: Readonly<Record<string, unknown>> }
  | { kind: 'invalid'; reason: string };

const OWNER_TOKEN = 'owner';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Signature unchecked: the Auth emulator issues unsigned (`alg: none`) tokens. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const payload = parts[1] ?? '';
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(payload)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A token whose audience is another project counts as invalid. */
export function principalFromAuthorization(
  authorization: string | undefined,
  projectId: string,
): Principal {
  if (authorization === undefined || authorization.trim() === '') return { kind: 'anonymous' };
  const match = /^(Firebase|Bearer)\s+(\S+)\s*$/i.exec(authorization.trim());
  const token = match?.[2];
  if (token === undefined) return { kind: 'invalid', reason: 'Unsupported Authorization header.' };
  if (token === OWNER_TOKEN) return { kind: 'owner' };
  const claims = decodeJwtPayload(token);
  if (claims === null) return { kind: 'invalid', reason: 'The ID token cannot be decoded.' };
  const uid = typeof claims.sub === 'string' && claims.sub ? claims.sub : claims.user_id;
  if (typeof uid !== 'string' || uid === '') {
    return { kind: 'invalid', reason: 'The ID token has no user id.' };
  }
  if (typeof claims.aud === 'string' && claims.aud !== projectId) {
    return { kind: 'invalid', reason: `The ID token belongs to project '${claims.aud}'.` };
  }
  return { kind: 'user', uid, staff: claims.staff === true, claims };
}
