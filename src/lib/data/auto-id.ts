// The rules accept only Firestore-shaped auto-ids on a public create; drawn without the SDK so
// photos can be stored before the document exists.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** From the browser's cryptographic generator, without modulo bias. */
export function randomId(length: number, alphabet = ALPHABET): string {
  // The largest multiple of the alphabet's size below 256: bytes above it are drawn again.
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && id.length < length) id += alphabet[byte % alphabet.length];
    }
  }
  return id;
}

export const autoId = (): string => randomId(20);

export const isAutoId = (id: string): boolean => /^[A-Za-z0-9]{20}$/.test(id);
