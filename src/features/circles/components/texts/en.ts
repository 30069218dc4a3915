import { association } from '#src/config/association';
import type { CircleFrequency } from '#src/config/options';
import { suggestedMonthlyAmount } from '../../model/circle-form';
import type { CircleTexts } from './it';

const per: Record<CircleFrequency, string> = {
  Mensile: 'a month',
  Trimestrale: 'every three months',
  Semestrale: 'every six months',
  Annuale: 'a year',
};

export const en: CircleTexts = {
  title: 'Circle application',
  description: `Join the circle of a horse or donkey rescued by ${association.name}: a regular contribution, from ${suggestedMonthlyAmount} euros a month, towards its care.`,
  intro:
    'A circle is a remote adoption: together with the other supporters you cover part of an animal’s care (hay, farrier, vet). Fill in the form and we will contact you with the payment details.',
  labels: {
    horse: 'Horse',
    donorName: 'Donor name',
    givenName: 'Given name',
    familyName: 'Family name',
    phone: 'Phone',
    frequency: 'How often you give',
    amount: 'Amount in euros',
    method: 'Payment method',
    notes: 'Notes (optional)',
    email: 'E-mail (optional)',
    newsConsent: 'I want to receive the news of the horse I support by e-mail',
  },
  hints: {
    horse: 'The animal whose circle you want to join.',
    donorName: 'Who is giving: you, your family, a group of friends or a company.',
    phone: 'We will contact you on this number with the payment details.',
    email: 'If you give it, we confirm by e-mail that your application arrived.',
    newsConsent: 'Optional: an e-mail when we publish news of it; unsubscribe with one click.',
  },
  frequencies: {
    Mensile: 'Monthly',
    Trimestrale: 'Every three months',
    Semestrale: 'Every six months',
    Annuale: 'Yearly',
  },
  methods: { Bonifico: 'Bank transfer', PayPal: 'PayPal' },
  amountHint: (suggested, frequency) =>
    `We suggest from €${suggested} ${per[frequency]}, but every contribution counts. Enter the amount of each payment, e.g. 20 or 20.50.`,
  requiredNote: 'required field',
  chooseHorse: 'Choose a horse',
  loadingHorses: 'Loading the horses…',
  horsesFailed: 'We could not load the list of horses: type the horse’s name here.',
  submit: 'Send the application',
  sending: 'Sending…',
  incomplete: 'Fill in all the required fields to send.',
  failureTitle: 'We could not send your application.',
  failureAfter: 'Nothing you typed has been lost.',
  sent: (horse) =>
    `Your application to join ${horse}’s circle has reached us, and it makes us very happy. Within a week we will contact you on the number you gave us, with the payment details: from then on ${horse} can count on you too.`,
  sendAnother: 'Send another application',
  errors: {
    required: 'Required field.',
    blank: 'It cannot be only spaces.',
    tooLong: (max: number) => `At most ${max} characters.`,
    phone:
      'Enter a valid phone number: 6 to 15 digits, with spaces if you like and a + in front for a foreign code, e.g. 333 123 4567 or +41 79 123 45 67.',
    amountFormat: 'Enter an amount in euros, e.g. 20 or 20.50.',
    amountPositive: 'The amount must be greater than zero.',
    amountCents: 'At most two decimals (the cents).',
    amountTooHigh: (max: number) => `The amount can be at most €${max.toLocaleString('en-GB')}.`,
    email: 'Enter a valid e-mail address.',
    emailForNews: 'The news needs an e-mail address.',
  },
  privacy: ['By sending the application you accept ', 'the privacy notice', '.'],
};
