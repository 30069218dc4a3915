import type { PrivacySentences } from '#src/components/bilingual/privacy-note';
import type {
  VolunteerActivity,
  VolunteerAgeBand,
  VolunteerErrorKey,
  VolunteerExperience,
  VolunteerField,
  VolunteerSlot,
} from '../../model/volunteer-application';

export const it = {
  title: 'Diventa volontario',
  description:
    "Vieni a darci una mano all'Oasi: scuderia, eventi, trasporti, ufficio e social, foto. Compila la candidatura e ti contattiamo per conoscerci.",
  intro:
    "All'Oasi c'è sempre bisogno di braccia: non serve esperienza, solo costanza e voglia di imparare. Dicci quando puoi venire e cosa ti piacerebbe fare: ti contattiamo entro due settimane per conoscerci e fissare un primo incontro.",
  requiredNote: 'campo obbligatorio',
  labels: {
    givenName: 'Nome',
    familyName: 'Cognome',
    email: 'E-mail',
    phone: 'Telefono',
    ageBand: 'Età',
    guardianConsent: 'Un genitore o tutore acconsente che io faccia volontariato all’Oasi',
    guardianName: 'Nome e cognome del genitore o tutore',
    province: 'Provincia in cui vivi',
    availability: 'Quando puoi venire',
    activities: 'Cosa ti piacerebbe fare',
    experience: 'Esperienza con i cavalli',
    notes: 'Note (facoltative)',
    privacyConsent:
      'Ho letto l’informativa sulla privacy e acconsento al trattamento dei miei dati',
    newsConsent: 'Voglio ricevere per e-mail le notizie dell’associazione (facoltativo)',
  } satisfies Record<VolunteerField, string>,
  hints: {
    email: 'Ti confermiamo per e-mail che la candidatura è arrivata.',
    phone: 'Ti chiamiamo a questo numero per conoscerci.',
    ageBand: 'Si può fare volontariato da 16 anni: a 16-17 anni con il consenso di un genitore.',
    guardianConsent: 'Lo conserviamo con la candidatura; al primo incontro chiediamo la firma.',
    availability: 'Scegli tutte le fasce che ti vanno bene.',
    activities: 'Scegline una o più.',
    notes: 'Qualcosa che dobbiamo sapere: orari, esperienze, domande.',
    newsConsent: 'Puoi disiscriverti quando vuoi.',
  } satisfies Partial<Record<VolunteerField, string>>,
  ageBands: {
    '18+': '18 anni o più',
    '16-17': '16 o 17 anni',
  } satisfies Record<VolunteerAgeBand, string>,
  chooseProvince: 'Scegli la provincia',
  slots: {
    'Feriali mattina': 'Giorni feriali, mattina',
    'Feriali pomeriggio': 'Giorni feriali, pomeriggio',
    'Weekend mattina': 'Fine settimana, mattina',
    'Weekend pomeriggio': 'Fine settimana, pomeriggio',
  } satisfies Record<VolunteerSlot, string>,
  activities: {
    Scuderia: 'Cura della scuderia e dei cavalli',
    Eventi: 'Eventi',
    Trasporti: 'Trasporti (con patente per il rimorchio)',
    'Ufficio e social': 'Ufficio e social media',
    Foto: 'Foto',
  } satisfies Record<VolunteerActivity, string>,
  experiences: {
    Nessuna: 'Nessuna',
    Poca: 'Un po’',
    Buona: 'Buona',
  } satisfies Record<VolunteerExperience, string>,
  errors: {
    required: 'Campo obbligatorio.',
    tooLong: (max: number) => `Al massimo ${max} caratteri.`,
    email: 'Scrivi un indirizzo e-mail valido.',
    phone: 'Scrivi un numero di telefono valido, per esempio 333 1234567 o +39 333 1234567.',
    choose: 'Scegli una risposta.',
    chooseSome: 'Scegline almeno una.',
    guardianConsent: 'A 16-17 anni serve il consenso di un genitore o tutore.',
    privacyConsent: 'Per inviare la candidatura serve il consenso al trattamento dei dati.',
  } satisfies Record<VolunteerErrorKey, string | ((limit: number) => string)>,
  submit: 'Invia la candidatura',
  sending: 'Invio in corso…',
  incomplete: 'Compila tutti i campi obbligatori per inviare.',
  failureTitle: 'Non siamo riusciti a inviare la candidatura.',
  failureAfter: 'Niente di quello che hai scritto è andato perso.',
  failures: {
    appCheck:
      'Il controllo anti-spam di Google (reCAPTCHA) non si è caricato: forse lo ferma un blocco dei contenuti o la rete. Riprova tra poco.',
    offline: 'Sei offline: controlla la connessione a internet e riprova.',
    other: 'Qualcosa è andato storto: controlla la connessione e riprova tra poco.',
  },
  sentTitle: 'Grazie!',
  sent: (givenName: string) =>
    `${givenName}, la tua candidatura è arrivata e ci fa molto piacere. Entro due settimane ti contattiamo per conoscerci e fissare un primo incontro all’Oasi.`,
  sendAnother: 'Invia un’altra candidatura',
  privacy: [
    'Useremo i tuoi dati solo per valutare la candidatura e contattarti: ',
    'l’informativa sulla privacy',
    ' dice come.',
  ] as PrivacySentences,
};

export type VolunteerTexts = typeof it;
