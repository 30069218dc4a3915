import { association } from '#src/config/association';
import type { CircleFrequency, PaymentMethod } from '#src/config/options';
import { suggestedMonthlyAmount, type CircleField } from '../../model/circle-form';

const per: Record<CircleFrequency, string> = {
  Mensile: 'al mese',
  Trimestrale: 'a trimestre',
  Semestrale: 'a semestre',
  Annuale: "all'anno",
};

/** The circle form's words: the page, each field's label and hint, the options, the thanks. */
export const it = {
  title: 'Candidatura a una cerchia',
  description: `Entra nella cerchia di un cavallo o di un asino salvato da ${association.name}: un contributo regolare, da ${suggestedMonthlyAmount} euro al mese, per le sue cure.`,
  intro:
    'Con una cerchia adotti a distanza uno dei nostri animali: insieme agli altri sostenitori copri una parte delle sue cure (fieno, maniscalco, veterinario). Compila il modulo e ti contatteremo con i dati per il pagamento.',
  /** Each field's label, named as the form's values are. */
  labels: {
    horse: 'Cavallo',
    donorName: 'Nome del donatore',
    givenName: 'Nome',
    familyName: 'Cognome',
    phone: 'Telefono',
    frequency: 'Frequenza dei versamenti',
    amount: 'Importo in euro',
    method: 'Metodo di pagamento',
    notes: 'Note (facoltative)',
    email: 'E-mail (facoltativa)',
    newsConsent: 'Voglio ricevere per e-mail le notizie del cavallo che sostengo',
  } satisfies Record<CircleField, string>,
  /** The line under a field, where it has one. */
  hints: {
    horse: "L'animale della cui cerchia vuoi fare parte.",
    donorName: 'Chi fa la donazione: tu, la tua famiglia, un gruppo di amici o un’azienda.',
    phone: 'Ti contatteremo a questo numero con i dati per il pagamento.',
    email: 'Se la scrivi, ti confermiamo per e-mail che la domanda è arrivata.',
    newsConsent:
      'Facoltativo: una e-mail quando pubblichiamo una sua notizia; ti disiscrivi con un clic.',
  },
  frequencies: {
    Mensile: 'Mensile',
    Trimestrale: 'Trimestrale',
    Semestrale: 'Semestrale',
    Annuale: 'Annuale',
  } satisfies Record<CircleFrequency, string>,
  methods: { Bonifico: 'Bonifico', PayPal: 'PayPal' } satisfies Record<PaymentMethod, string>,
  /** The amount's hint: what we suggest for a payment of the chosen frequency. */
  amountHint: (suggested: number, frequency: CircleFrequency) =>
    `Suggeriamo da ${suggested} € ${per[frequency]}, ma ogni contributo è prezioso. Scrivi l'importo di ogni versamento, per esempio 20 o 20,50.`,
  requiredNote: 'campo obbligatorio',
  chooseHorse: 'Scegli un cavallo',
  loadingHorses: 'Caricamento dei cavalli…',
  horsesFailed:
    "Non siamo riusciti a caricare l'elenco dei cavalli: scrivi qui il nome del cavallo.",
  submit: 'Invia la candidatura',
  sending: 'Invio in corso…',
  incomplete: 'Compila tutti i campi obbligatori per inviare.',
  failureTitle: 'Non siamo riusciti a inviare la candidatura.',
  failureAfter: 'Quello che hai scritto non è andato perso.',
  sent: (horse: string) =>
    `La tua candidatura alla cerchia di ${horse} è arrivata, e ci riempie di gioia. Entro una settimana ti contatteremo al numero che ci hai lasciato, con i dati per il pagamento: da quel momento ${horse} potrà contare anche su di te.`,
  sendAnother: 'Invia un’altra candidatura',
  /** The checks' texts, by the key their schema writes (decision 81); a limit's is a function of it. */
  errors: {
    required: 'Campo obbligatorio.',
    blank: 'Non può contenere solo spazi.',
    tooLong: (max: number) => `Al massimo ${max} caratteri.`,
    phone:
      'Scrivi un numero di telefono valido: da 6 a 15 cifre, con spazi se vuoi e il + davanti per un prefisso estero, per esempio 333 123 4567 o +41 79 123 45 67.',
    amountFormat: 'Scrivi un importo in euro, per esempio 20 o 20,50.',
    amountPositive: "L'importo deve essere maggiore di zero.",
    amountCents: 'Al massimo due decimali (i centesimi).',
    amountTooHigh: (max: number) =>
      `L'importo può essere al massimo ${max.toLocaleString('it-IT')} €.`,
    email: 'Scrivi un indirizzo e-mail valido.',
    emailForNews: 'Per ricevere le notizie serve un indirizzo e-mail.',
  },
  /** Before the link, the link, after it. */
  privacy: ['Inviando la candidatura accetti ', "l'informativa sulla privacy", '.'] as readonly [
    string,
    string,
    string,
  ],
};

export type CircleTexts = typeof it;
