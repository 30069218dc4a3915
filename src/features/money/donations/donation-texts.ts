import type {
  DonationKind,
  DonationMethod,
  DonationPurpose,
  MoneyAccount,
} from '../model/money-record';

// The back office's words for the ledger (Italian only).

export const methodLabels: Readonly<Record<DonationMethod, string>> = {
  bonifico: 'Bonifico',
  carta: 'Carta',
  paypal: 'PayPal',
  satispay: 'Satispay',
  assegno: 'Assegno',
  contanti: 'Contanti',
};

export const accountLabels: Readonly<Record<MoneyAccount, string>> = {
  cassa: 'Cassa',
  banca: 'Banca',
  paypal: 'PayPal',
  stripe: 'Stripe',
};

export const purposeLabels: Readonly<Record<DonationPurpose, string>> = {
  generale: 'Generale',
  cerchia: 'Cerchia di un cavallo',
  evento: 'Raccolta di un evento',
  natura: 'In natura',
};

export const kindLabels: Readonly<Record<DonationKind, string>> = {
  donazione: 'Donazione',
  rimborso: 'Rimborso',
  rettifica: 'Rettifica',
};
