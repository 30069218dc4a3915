export const it = {
  title: 'Eventi',
  description: "Feste, open day e incontri all'Oasi: vieni a conoscere i nostri cavalli.",
  next: 'Prossimi eventi',
  past: 'Eventi passati',
  noneNext: 'Nessun evento in programma per ora: torna a trovarci presto.',
  nonePast: 'Nessun evento passato.',
  failed: 'Non riusciamo a mostrarti gli eventi in questo momento:',
  retry: 'Riprova',
  loading: 'Caricamento degli eventi…',
};

export type EventsTexts = typeof it;
