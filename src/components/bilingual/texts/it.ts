import { ASSOCIATION_TIME_ZONE } from '#src/lib/format/dates';

const dayFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: ASSOCIATION_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ASSOCIATION_TIME_ZONE,
});

/** A draft's day and time in Italy, in figures both languages read alike. */
export const draftDay = (date: Date) => ({
  day: dayFormat.format(date),
  time: timeFormat.format(date),
});

/** The words of the public forms' shared parts (draft notice, send button, send outcome). */
export const it = {
  draftTime: (date: Date) => {
    const { day, time } = draftDay(date);
    return `${day} alle ${time}`;
  },
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
};

export type PublicFormTexts = typeof it;
