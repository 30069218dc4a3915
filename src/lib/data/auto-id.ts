// Firestore's own auto-ids are 20 letters and digits drawn at random; the rules accept no other id
// on a public create (docs/product.md "Public applications"). A public form draws its application's
// id as soon as it opens, without loading the Firestore SDK, so photos can be stored under it while
// the visitor fills the form; the document is created with the same id when it is sent.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits from the browser's cryptographic generator (no modulo bias). */
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

/** An id shaped like Firestore's `doc(collection(...)).id`: 20 letters and digits. */
export const autoId = (): string => randomId(20);

/** Whether an id has the auto-id shape the rules require. */
export const isAutoId = (id: string): boolean => /^[A-Za-z0-9]{20}$/.test(id);
