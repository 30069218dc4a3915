import type { BiText } from '#src/components/bilingual/bilingual';
import type { SiteLanguage } from '#src/config/site';

export const applicationText = {
  requiredNote: { it: 'campo obbligatorio', en: 'required field' },
  keepContacts: {
    it: 'Se l’invio non riesce, ricorda nome, telefono, e-mail e indirizzo su questo dispositivo (non sceglierlo su un computer condiviso).',
    en: 'If sending fails, remember my name, phone, e-mail and address on this device (do not choose this on a shared computer).',
  },
  submit: { it: 'Invia la candidatura', en: 'Send the application' },
  sending: { it: 'Invio in corso…', en: 'Sending…' },
  pageStarting: {
    it: 'Un momento: la pagina si sta ancora caricando.',
    en: 'One moment: the page is still loading.',
  },
  photosBusy: {
    it: 'Attendi la preparazione delle foto…',
    en: 'Please wait while the photos are prepared…',
  },
  failureTitle: {
    it: 'Non siamo riusciti a inviare la candidatura.',
    en: 'We could not send your application.',
  },
  failureAfter: {
    it: 'Quello che hai scritto non è andato perso: controlla la connessione e riprova.',
    en: 'Nothing you wrote has been lost: check your connection and try again.',
  },
} as const satisfies Record<string, BiText>;

export const privacyText: Record<SiteLanguage, readonly [string, string, string]> = {
  it: [
    'Useremo i tuoi dati solo per valutare la candidatura e per contattarti. Inviandola accetti ',
    "l'informativa sulla privacy",
    '.',
  ],
  en: [
    'We will use your data only to consider your application and to contact you. By sending it you accept ',
    'the privacy notice',
    '.',
  ],
};
