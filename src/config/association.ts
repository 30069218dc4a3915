/**
 * The association's public constants: the only place where they are written.
 *
 * Every value listed in `sampleAssociationFields` is a SAMPLE placeholder. The association replaces
 * them with its real details and then empties the list (which turns `isSampleAssociationConfig` off).
 */

export interface PostalAddress {
  /** Name of the place, e.g. "Oasi" or "Sede legale". */
  readonly label: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** Two-letter Italian province code. */
  readonly province: string;
}

export interface AssociationSocialLinks {
  readonly instagram: string;
  readonly facebook: string;
  readonly email: string;
}

export interface AssociationConfig {
  readonly name: string;
  readonly tagline: string;
  /** Codice fiscale, also used for the 5x1000 allocation. */
  readonly taxCode: string;
  readonly iban: string;
  /** Holder of the bank account, as it must be written on a transfer. */
  readonly bankAccountHolder: string;
  /** PayPal donation page. */
  readonly paypalUrl: string;
  /** One-off card-payment (donation) link. */
  readonly cardPaymentUrl: string;
  /** A prepaid card that accepts top-ups as donations (e.g. PostePay Evolution). */
  readonly prepaidCard: {
    readonly label: string;
    readonly number: string;
    readonly holder: string;
  };
  readonly email: string;
  /** Phone number as displayed; `phoneHref` is derived from it. */
  readonly phone: string;
  readonly oasisAddress: PostalAddress;
  readonly legalSeatAddress: PostalAddress;
  readonly social: AssociationSocialLinks;
  /**
   * What a horse costs the association a month, in euros (hay, vet, farrier, care): the monthly cost
   * a horse starts with, which staff change per horse (docs/product.md "Supporter circles").
   */
  readonly horseMonthlyCost: number;
}

// SAMPLE: replace every value marked below with the association's real details.
const email = 'info@equinozio.example'; // SAMPLE: replace

export const association: AssociationConfig = {
  name: 'Equinozio ODV',
  tagline: 'Aiutaci a salvare chi non può salvarsi da solo!',
  taxCode: '90000000000', // SAMPLE: replace
  iban: 'IT00X0000000000000000000000', // SAMPLE: replace
  bankAccountHolder: 'Equinozio ODV',
  paypalUrl: 'https://www.paypal.com/donate/?hosted_button_id=SAMPLE', // SAMPLE: replace
  cardPaymentUrl: 'https://donate.stripe.com/SAMPLE', // SAMPLE: replace
  prepaidCard: {
    label: 'PostePay Evolution',
    number: '5333 1710 0000 0000', // SAMPLE: replace
    holder: 'Equinozio ODV',
  },
  email,
  phone: '+39 000 000 0000', // SAMPLE: replace
  oasisAddress: {
    label: 'Oasi Equinozio',
    street: 'Località Esempio 1', // SAMPLE: replace
    postalCode: '00000', // SAMPLE: replace
    city: 'Comune di Esempio', // SAMPLE: replace
    province: 'XX', // SAMPLE: replace
  },
  legalSeatAddress: {
    label: 'Sede legale',
    street: 'Via Esempio 1', // SAMPLE: replace
    postalCode: '00000', // SAMPLE: replace
    city: 'Comune di Esempio', // SAMPLE: replace
    province: 'XX', // SAMPLE: replace
  },
  social: {
    instagram: 'https://www.instagram.com/equinozio.sample/', // SAMPLE: replace
    facebook: 'https://www.facebook.com/equinozio.sample/', // SAMPLE: replace
    email: `mailto:${email}`,
  },
  horseMonthlyCost: 300,
};

/** Fields that still hold SAMPLE values. Empty this list once the real values are in. */
export const sampleAssociationFields: readonly (keyof AssociationConfig)[] = [
  'taxCode',
  'iban',
  'paypalUrl',
  'cardPaymentUrl',
  'prepaidCard',
  'email',
  'phone',
  'oasisAddress',
  'legalSeatAddress',
  'social',
];

/** True while any association constant is still a sample (pages may show a notice). */
export const isSampleAssociationConfig = sampleAssociationFields.length > 0;

/** What a placeholder looks like: sample words, runs of zeros, the "XX" province. */
const placeholderPatterns: readonly RegExp[] = [/sample|example|esempio/i, /^XX$/];

function looksLikePlaceholder(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (
    placeholderPatterns.some((pattern) => pattern.test(value.trim())) ||
    /0{8,}/.test(digits) ||
    /^0+$/.test(value.trim())
  );
}

function stringLeaves(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => stringLeaves(inner, `${path}.${key}`));
  }
  return [];
}

/**
 * Why the constants are not ready for the real site: the fields still listed in
 * `sampleAssociationFields`, and any value that still looks like a placeholder (in case the list was
 * emptied before every value was replaced). Empty when they are ready. `npm run deploy` refuses to
 * publish while this says anything.
 */
export function sampleAssociationProblems(
  config: AssociationConfig = association,
  sampleFields: readonly (keyof AssociationConfig)[] = sampleAssociationFields,
): string[] {
  const listed = sampleFields.map(
    (field) => `${field}: still listed in sampleAssociationFields (a sample value)`,
  );
  const placeholders = Object.entries(config)
    .flatMap(([key, value]) => stringLeaves(value, key))
    .filter(([, value]) => looksLikePlaceholder(value))
    .map(([path, value]) => `${path}: "${value}" looks like a placeholder`);
  return [...listed, ...placeholders];
}

/** `tel:` link for the phone number (spaces and punctuation removed). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** One-line form of an address, e.g. "Via Esempio 1, 00000 Comune (XX)". */
export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city} (${address.province})`;
}
