export const it = {
  title: 'Cerchie',
  description:
    "Entra nella cerchia di sostenitori di un cavallo: l'adozione a distanza, da 20 euro al mese.",
  heading: 'Le cerchie dei sostenitori',
  intro: "L'adozione a distanza: un cavallo, tante persone che se ne prendono cura.",
  how: 'Come funziona',
  steps: [
    "Scegli un cavallo o un asino tra quelli dell'Oasi.",
    'Decidi quanto e ogni quanto contribuire: da 20 euro al mese, anche ogni tre, sei o dodici mesi.',
    'Compila la candidatura: ti scriveremo con i dati per il pagamento, con bonifico o PayPal.',
    "Entri nella sua cerchia: riceverai notizie, foto e l'invito a venirlo a trovare.",
  ],
  cost: 'Ogni cavallo costa circa 300 euro al mese tra fieno, veterinario, maniscalco e cure: la sua cerchia è il gruppo di persone che insieme lo rendono possibile.',
  who: "Ha una cerchia ogni cavallo che vive all'Oasi a spese dell'associazione: i residenti e chi aspetta una casa. Quando un cavallo viene adottato, delle sue cure si occupa chi lo accoglie e la sua cerchia si chiude: ti proporremo un altro cavallo da sostenere.",
  apply: 'Candidati per una cerchia',
  waiting: 'Chi aspetta la sua cerchia',
  waitingText:
    'Prima chi ha più bisogno: per ognuno, quanto del suo costo mensile coprono già i suoi sostenitori.',
  galleryLabel: 'Cavalli e asini con una cerchia',
};

export type CirclesTexts = typeof it;
