import { association } from '#src/config/association';
import type { CircleFrequency, PaymentMethod } from '#src/config/options';
import type { BiText } from '#src/components/bilingual/bilingual';
import type { SiteLanguage } from '#src/config/site';
import { suggestedMonthlyAmount, type CircleField } from '../model/circle-form';

export const fieldLabels: Record<CircleField, BiText> = {
  horse: { it: 'Cavallo', en: 'Horse' },
  donorName: { it: 'Nome del donatore', en: 'Donor name' },
  givenName: { it: 'Nome', en: 'Given name' },
  familyName: { it: 'Cognome', en: 'Family name' },
  phone: { it: 'Telefono', en: 'Phone' },
  frequency: { it: 'Frequenza dei versamenti', en: 'How often you give' },
  amount: { it: 'Importo in euro', en: 'Amount in euros' },
  method: { it: 'Metodo di pagamento', en: 'Payment method' },
  notes: { it: 'Note (facoltative)', en: 'Notes (optional)' },
  email: { it: 'E-mail (facoltativa)', en: 'E-mail (optional)' },
  newsConsent: {
    it: 'Voglio ricevere per e-mail le notizie del cavallo che sostengo',
    en: 'I want to receive the news of the horse I support by e-mail',
  },
};

export const fieldHints: Partial<Record<CircleField, BiText>> = {
  horse: {
    it: "L'animale della cui cerchia vuoi fare parte.",
    en: 'The animal whose circle you want to join.',
  },
  donorName: {
    it: 'Chi fa la donazione: tu, la tua famiglia, un gruppo di amici o un’azienda.',
    en: 'Who is giving: you, your family, a group of friends or a company.',
  },
  phone: {
    it: 'Ti contatteremo a questo numero con i dati per il pagamento.',
    en: 'We will contact you on this number with the payment details.',
  },
  email: {
    it: 'Se la scrivi, ti confermiamo per e-mail che la domanda è arrivata.',
    en: 'If you give it, we confirm by e-mail that your application arrived.',
  },
  newsConsent: {
    it: 'Facoltativo: una e-mail quando pubblichiamo una sua notizia; ti disiscrivi con un clic.',
    en: 'Optional: an e-mail when we publish news of it; unsubscribe with one click.',
  },
};

export const frequencyLabels: Record<CircleFrequency, BiText> = {
  Mensile: { it: 'Mensile', en: 'Monthly' },
  Trimestrale: { it: 'Trimestrale', en: 'Every three months' },
  Semestrale: { it: 'Semestrale', en: 'Every six months' },
  Annuale: { it: 'Annuale', en: 'Yearly' },
};

export const methodLabels: Record<PaymentMethod, BiText> = {
  Bonifico: { it: 'Bonifico', en: 'Bank transfer' },
  PayPal: { it: 'PayPal', en: 'PayPal' },
};

const months: Record<CircleFrequency, number> = {
  Mensile: 1,
  Trimestrale: 3,
  Semestrale: 6,
  Annuale: 12,
};

const per: Record<CircleFrequency, BiText> = {
  Mensile: { it: 'al mese', en: 'a month' },
  Trimestrale: { it: 'a trimestre', en: 'every three months' },
  Semestrale: { it: 'a semestre', en: 'every six months' },
  Annuale: { it: "all'anno", en: 'a year' },
};

export function amountHint(monthly: number, frequency: CircleFrequency | ''): BiText {
  const chosen = frequency === '' ? 'Mensile' : frequency;
  const suggested = monthly * months[chosen];
  return {
    it: `Suggeriamo da ${suggested} € ${per[chosen].it}, ma ogni contributo è prezioso. Scrivi l'importo di ogni versamento, per esempio 20 o 20,50.`,
    en: `We suggest from €${suggested} ${per[chosen].en}, but every contribution counts. Enter the amount of each payment, e.g. 20 or 20.50.`,
  };
}

export const formText = {
  title: { it: 'Candidatura a una cerchia', en: 'Circle application' },
  description: {
    it: `Entra nella cerchia di un cavallo o di un asino salvato da ${association.name}: un contributo regolare, da ${suggestedMonthlyAmount} euro al mese, per le sue cure.`,
    en: `Join the circle of a horse or donkey rescued by ${association.name}: a regular contribution, from ${suggestedMonthlyAmount} euros a month, towards its care.`,
  },
  intro: {
    it: 'Con una cerchia adotti a distanza uno dei nostri animali: insieme agli altri sostenitori copri una parte delle sue cure (fieno, maniscalco, veterinario). Compila il modulo e ti contatteremo con i dati per il pagamento.',
    en: 'A circle is a remote adoption: together with the other supporters you cover part of an animal’s care (hay, farrier, vet). Fill in the form and we will contact you with the payment details.',
  },
  requiredNote: { it: 'campo obbligatorio', en: 'required field' },
  chooseHorse: { it: 'Scegli un cavallo', en: 'Choose a horse' },
  loadingHorses: { it: 'Caricamento dei cavalli…', en: 'Loading the horses…' },
  horsesFailed: {
    it: "Non siamo riusciti a caricare l'elenco dei cavalli: scrivi qui il nome del cavallo.",
    en: 'We could not load the list of horses: type the horse’s name here.',
  },
  submit: { it: 'Invia la candidatura', en: 'Send the application' },
  sending: { it: 'Invio in corso…', en: 'Sending…' },
  incomplete: {
    it: 'Compila tutti i campi obbligatori per inviare.',
    en: 'Fill in all the required fields to send.',
  },
  failureTitle: {
    it: 'Non siamo riusciti a inviare la candidatura.',
    en: 'We could not send your application.',
  },
  failureAfter: {
    it: 'Quello che hai scritto non è andato perso.',
    en: 'Nothing you typed has been lost.',
  },
} as const satisfies Record<string, BiText>;

export const successText = (horse: string): BiText => ({
  it: `La tua candidatura alla cerchia di ${horse} è arrivata, e ci riempie di gioia. Entro una settimana ti contatteremo al numero che ci hai lasciato, con i dati per il pagamento: da quel momento ${horse} potrà contare anche su di te.`,
  en: `Your application to join ${horse}’s circle has reached us, and it makes us very happy. Within a week we will contact you on the number you gave us, with the payment details: from then on ${horse} can count on you too.`,
});

export const sendAnother: BiText = {
  it: 'Invia un’altra candidatura',
  en: 'Send another application',
};

export const privacyText: Record<SiteLanguage, readonly [string, string, string]> = {
  it: ['Inviando la candidatura accetti ', "l'informativa sulla privacy", '.'],
  en: ['By sending the application you accept ', 'the privacy notice', '.'],
};
