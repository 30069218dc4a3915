export type RequestClass = 'recaptcha' | 'firestore' | 'other';

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

export const publishedHorseList = 'public%2Fsite%2Fhorses.json';

/** The published JSON in Storage, or a Firestore query of `publicHorses` (by its body). */
export function isHorseListRead(url: string, body: string | null | undefined = ''): boolean {
  if (url.includes(publishedHorseList) || /\/public\/site\/horses\.json(?:[?#]|$)/.test(url)) {
    return true;
  }
  return url.includes(':runQuery') && (body ?? '').includes('publicHorses');
}
