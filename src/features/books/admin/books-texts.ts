import type { MoneyAccount } from '../model/movement';

// The books' words in the back office (Italian only).

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Cents as the screens show them: `1.234,50 €`. */
export const formatEuro = (cents: number): string => euro.format(cents / 100);

export const booksTexts = {
  title: (year: number) => `Rendiconto per cassa ${year}`,
  years: 'Esercizi',
  previous: (year: number) => `← ${year}`,
  next: (year: number) => `${year} →`,
  loading: 'Caricamento dei movimenti…',
  failed: 'Movimenti non caricati',
  closed: (when: string) =>
    `Esercizio chiuso${when ? ` il ${when}` : ''}: i suoi movimenti non si possono più cambiare. ` +
    "Le correzioni vanno nell'esercizio successivo.",
  close: (year: number) => `Chiudi l'esercizio ${year}`,
  confirmClose: (year: number) =>
    `Chiudere l'esercizio ${year}? Dopo la chiusura nessun movimento del ${year} si potrà ` +
    'aggiungere, modificare o eliminare.',
  noDonations:
    'Le donazioni non sono state lette: il rendiconto qui sotto non le comprende. Riprova più tardi.',
  untagged: (count: number) =>
    `${count === 1 ? 'Un movimento ha' : `${count} movimenti hanno`} una voce che il modello D non ha: ` +
    'non è sommato in nessuna voce. Correggi la voce.',
  rendicontoCsv: 'Scarica il rendiconto (CSV)',
  movementsCsv: 'Scarica la prima nota (CSV)',
  accounts: 'Conti',
  account: 'Conto',
  opening: 'Saldo iniziale',
  inflows: 'Entrate',
  outflows: 'Uscite',
  closing: 'Saldo finale',
  accountNames: {
    cassa: 'Cassa',
    banca: 'Banca',
    paypal: 'PayPal',
    stripe: 'Stripe',
  } satisfies Record<MoneyAccount, string>,
  modelD: 'Rendiconto (modello D)',
} as const;
