import { fail, type Result } from './result';

const messages: Record<string, string> = {
  'permission-denied': 'Non hai i permessi per questa operazione.',
  unauthenticated: 'Devi accedere di nuovo per continuare.',
  unavailable:
    'Il servizio non è raggiungibile: controlla la connessione a internet e riprova tra poco.',
  'deadline-exceeded': 'Il servizio ha impiegato troppo a rispondere: riprova tra poco.',
  'resource-exhausted': 'Il limite di utilizzo del servizio è stato raggiunto: riprova più tardi.',
  'not-found': 'Non trovato.',
  'already-exists': 'Esiste già.',
  'invalid-argument': 'I dati inviati non sono validi.',
  'failed-precondition': 'Operazione non possibile in questo momento: riprova.',
  aborted: 'Operazione interrotta da una modifica contemporanea: riprova.',
  'storage/unauthenticated': 'Devi accedere di nuovo per caricare o vedere questo file.',
  'storage/unauthorized':
    'File non accettato: puoi caricare solo immagini più piccole di 10 MB, con un account dello staff.',
  'storage/object-not-found': 'Il file non esiste.',
  'storage/quota-exceeded': 'Lo spazio per i file è esaurito: avvisa chi gestisce il sito.',
  'storage/retry-limit-exceeded':
    'Il caricamento non è riuscito dopo vari tentativi: controlla la connessione e riprova.',
  'storage/canceled': 'Caricamento annullato.',
  offline: 'Sei offline: controlla la connessione a internet e riprova.',
};

const fallback = 'Qualcosa è andato storto: riprova tra poco.';

interface CodedError {
  code?: unknown;
  message?: unknown;
}

export function errorCode(error: unknown): string {
  const code = (error as CodedError | null)?.code;
  if (typeof code !== 'string') return 'unknown';
  // Firestore reports an offline client as 'unavailable' with this message (docs/product.md §8).
  const message = (error as CodedError).message;
  if (typeof message === 'string' && message.includes('client is offline')) return 'offline';
  return code.replace(/^firestore\//, '');
}

export function messageFor(code: string): string {
  return messages[code] ?? fallback;
}

let onDenied: (() => void) | null = null;

/**
 * Told of every refused request: a volunteer's session checks then whether staff revoked the
 * access, and signs out saying so (decision 87). One listener, the signed-in session's.
 */
export function watchPermissionDenied(listener: () => void): () => void {
  onDenied = listener;
  return () => {
    if (onDenied === listener) onDenied = null;
  };
}

/** The original error goes to the console (docs/product.md §8: logged, not shown). */
export function failure<T = never>(what: string, error: unknown): Result<T> {
  const code = errorCode(error);
  console.error(`${what} failed (${code})`, error);
  if (code === 'permission-denied') onDenied?.();
  return fail(code, messageFor(code));
}
