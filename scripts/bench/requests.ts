// What a request of a public page is, from its address: reCAPTCHA (App Check's attestation),
// Firestore, or anything else; and whether it reads the horse list. Pure, for the bench's production
// check (production-check-model.ts) and its count of the horse list's reads (strip-reads.ts).

export type RequestClass = 'recaptcha' | 'firestore' | 'other';

/**
 * Where the Firestore emulator listens (`host:port`), when the page may talk to it: its WebChannel
 * (`/google.firestore.v1.Firestore/…`) and its REST API (`/v1/projects/…/documents…`) both count.
 */
export interface ClassifyOptions {
  firestoreEmulator?: string;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * reCAPTCHA: its script and frames from www.google.com/recaptcha, recaptcha.net (any host under it)
 * or www.gstatic.com/recaptcha. Firestore: firestore.googleapis.com, or the emulator's address, or
 * any path of Firestore's WebChannel (`/google.firestore.`).
 */
export function classifyRequest(url: string, options: ClassifyOptions = {}): RequestClass {
  const parsed = parse(url);
  if (!parsed) return 'other';
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname;
  const under = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (
    under('recaptcha.net') ||
    ((host === 'www.google.com' || host === 'www.gstatic.com') &&
      (path === '/recaptcha' || path.startsWith('/recaptcha/')))
  ) {
    return 'recaptcha';
  }
  if (host === 'firestore.googleapis.com' || path.startsWith('/google.firestore.')) {
    return 'firestore';
  }
  if (options.firestoreEmulator && parsed.host === options.firestoreEmulator.toLowerCase()) {
    return 'firestore';
  }
  return 'other';
}

/** The published horse list in Storage (`public/site/horses.json`), as its object name is encoded. */
export const publishedHorseList = 'public%2Fsite%2Fhorses.json';

/**
 * Whether a request reads the list of web horses: the published JSON in Storage (by the API's
 * encoded object name, or a plain path to it), or a Firestore query of `publicHorses` (its body).
 */
export function isHorseListRead(url: string, body: string | null | undefined = ''): boolean {
  if (url.includes(publishedHorseList) || /\/public\/site\/horses\.json(?:[?#]|$)/.test(url)) {
    return true;
  }
  return url.includes(':runQuery') && (body ?? '').includes('publicHorses');
}
