import type { ConsentChoice } from '../consent-store';

export const it = {
  region: 'Avviso sui cookie',
  title: 'Cookie e statistiche',
  available:
    'Se accetti, usiamo Google Analytics for Firebase per contare le visite e capire quali pagine sono utili. Se rifiuti non carichiamo nessuno strumento di statistica e il sito funziona lo stesso. Puoi cambiare idea quando vuoi da «Preferenze cookie» in fondo alla pagina.',
  none: "Questo sito non usa cookie né altri strumenti di tracciamento: le statistiche sono disattivate, quindi non c'è nulla da accettare o rifiutare.",
  choice: {
    accepted: 'Scelta attuale: statistiche accettate.',
    rejected: 'Scelta attuale: statistiche rifiutate.',
  } satisfies Record<ConsentChoice, string>,
  privacy: 'Informativa sulla privacy',
  reject: 'Rifiuta',
  accept: 'Accetta',
  close: 'Chiudi',
};

export type CookieTexts = typeof it;
