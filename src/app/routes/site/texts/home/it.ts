import { association } from '#src/config/association';

export const it = {
  eyebrow: 'Organizzazione di volontariato per cavalli e asini',
  tagline: association.tagline,
  support: 'Sostienici',
  meetHorses: 'Conosci i cavalli',
  manifesto: 'Il nostro manifesto',
  manifestoLead:
    'Crediamo che un cavallo non smetta di valere quando smette di lavorare. Che un asino non sia un attrezzo da buttare. Che la vecchiaia, la malattia e il carattere difficile non siano colpe.',
  manifestoBody: [
    "Accogliamo equidi maltrattati, abbandonati, sequestrati o rimasti senza nessuno. Li curiamo, diamo loro il tempo di fidarsi di nuovo e, quando possibile, cerchiamo per loro una famiglia che li accolga per sempre. Chi non può essere adottato resta con noi, all'Oasi, fino all'ultimo giorno.",
    'Siamo volontari. Ogni fieno, ogni pareggio, ogni visita del veterinario esiste perché qualcuno ha scelto di aiutarci.',
  ],
  circles: 'Adotta a distanza',
  association: 'Chi siamo',
  /** The next events, when there are some. */
  events: {
    title: 'Prossimi eventi',
    invitation: 'Vieni a trovarci: conoscerai i cavalli e le persone che se ne prendono cura.',
    all: 'Tutti gli eventi',
  },
};

export type HomeTexts = typeof it;
