import { formatDayAtTime } from '#src/lib/format/dates';

/** The words of the public forms' shared parts (draft notice, send button, send outcome). */
export const it = {
  /** A draft's day and time in Italy, in figures: "07/12/2026 alle 13:18". */
  draftTime: (date: Date) => formatDayAtTime(date, 'it', 'digits'),
  draftNotice: (savedAt: Date) =>
    `Abbiamo ripreso quello che avevi scritto il ${it.draftTime(savedAt)} e non avevi ancora inviato.`,
  startOver: 'Ricomincia da capo',
  sending: 'Invio in corso…',
  missingOne: (label: string) => `Da completare: «${label}».`,
  missingMany: (label: string, others: number) =>
    `Da completare: «${label}» e ${others === 1 ? 'un’altra risposta' : `altre ${others} risposte`}.`,
  goTo: (label: string) => `Vai a «${label}»`,
  thanks: 'Grazie!',
  reference: 'Il tuo codice di riferimento è',
  quoteIt: 'Citalo se ci scrivi o ci chiami.',
  contacts: 'Per qualsiasi domanda:',
  phone: 'telefono',
  email: 'e-mail',
  /** A failed send's words, by the key the send hook or the data layer gives as its message. */
  failures: {
    sendUnexpected: 'Invio non riuscito per un errore inatteso: riprova.',
    writePathLoad: 'Non siamo riusciti a preparare l’invio: controlla la connessione e riprova.',
  },
};

export type PublicFormTexts = typeof it;
