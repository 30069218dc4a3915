import type {
  Donation,
  DonationMethod,
  DonationReceipt,
  Supporter,
} from '../../model/money-record';

// What a receipt may say of a donation (docs/decisions/0092-receipts-and-yearly-statements.md;
// docs/product.md, the receipts). A receipt is issued for a gift (never a refund or a
// correction) of a known supporter (a receipt names who gave), once. Only a traceable gift of money
// carries the art. 83 wording: cash never does (the benefit needs a traceable payment), and a gift
// in kind is valued by the documents of the D.M. 28 novembre 2019, which a receipt does not replace.

export const receiptTexts = {
  notAGift: 'Una ricevuta si emette per una donazione, non per un rimborso o una rettifica.',
  anonymous:
    'La donazione è anonima: una ricevuta nomina chi dona. Collega prima la donazione a un sostenitore.',
  alreadyIssued: (receiptId: string) =>
    `Per questa donazione è già stata emessa la ricevuta n. ${receiptLabel(receiptId)}.`,
  race:
    "Un'altra persona dello staff ha emesso una ricevuta nello stesso momento e il numero è stato " +
    'preso: riprova.',
  art83: "Erogazione liberale ai sensi dell'art. 83 del D.Lgs. 117/2017.",
  cash:
    "Versamento in contanti: non dà diritto alle agevolazioni fiscali dell'art. 83 del D.Lgs. " +
    '117/2017, che richiedono un pagamento tracciabile (banca, posta, carte, altri sistemi ' +
    'elettronici).',
  notTraceable:
    "Pagamento registrato come non tracciabile: non dà diritto alle agevolazioni fiscali dell'art. " +
    '83 del D.Lgs. 117/2017.',
  inKind:
    "Erogazione in natura: il valore indicato è quello dichiarato; per le agevolazioni dell'art. 83 " +
    'del D.Lgs. 117/2017 servono i documenti di valutazione previsti dal D.M. 28 novembre 2019.',
  stampDuty: "Esente dall'imposta di bollo ai sensi dell'art. 82, comma 5, del D.Lgs. 117/2017.",
} as const;

/** `2026-000017` → "17/2026", as people read a receipt's number. */
export function receiptLabel(receiptId: string): string {
  const [year, number] = receiptId.split('-');
  return `${Number(number)}/${year}`;
}

/** Why no receipt can be issued for this donation, or null when one can. */
export function receiptRefusal(donation: Donation): string | null {
  if (donation.kind !== 'donazione' || donation.amountCents <= 0) return receiptTexts.notAGift;
  if (donation.supporterId === '') return receiptTexts.anonymous;
  if (donation.receiptId !== '') return receiptTexts.alreadyIssued(donation.receiptId);
  return null;
}

/** Whether the gift gives the art. 83 benefit, so its receipt and statement may say so. */
export const claimsTaxBenefit = (donation: Donation): boolean =>
  donation.traceable && donation.method !== '' && donation.purpose !== 'natura';

/** What a receipt says of the law: the art. 83 wording only where it applies, else why not. */
export function receiptLawNote(donation: Donation): string {
  if (donation.purpose === 'natura') return receiptTexts.inKind;
  if (claimsTaxBenefit(donation)) return receiptTexts.art83;
  return donation.method === 'contanti' ? receiptTexts.cash : receiptTexts.notTraceable;
}

export const methodLabels: Readonly<Record<DonationMethod, string>> = {
  bonifico: 'Bonifico bancario',
  carta: 'Carta di pagamento',
  paypal: 'PayPal',
  satispay: 'Satispay',
  assegno: 'Assegno',
  contanti: 'Contanti',
};

export const methodLabel = (donation: Donation): string =>
  donation.method === '' ? 'In natura' : methodLabels[donation.method];

/** The receipt's PDF file name. */
export const receiptFileName = (receipt: Pick<DonationReceipt, 'id'>): string =>
  `ricevuta-${receipt.id}.pdf`;

/** The year (Europe/Rome) a receipt issued on `today` (`YYYY-MM-DD`) is numbered in. */
export const receiptYearOf = (today: string): number => Number(today.slice(0, 4));

/** How a receipt names its supporter: a person by given and family name, a company by its name. */
export const supporterName = (supporter: Supporter): string =>
  supporter.kind === 'ente'
    ? supporter.familyName
    : `${supporter.givenName} ${supporter.familyName}`.trim();
