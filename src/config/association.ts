/**
 * Values listed in `sampleAssociationFields` are SAMPLE placeholders: replace them, then empty the
 * list.
 */

export interface PostalAddress {
  readonly label: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
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
  readonly taxCode: string;
  /** The RUNTS registration (repertorio), printed on the register of volunteers. */
  readonly runtsNumber: string;
  /** Who signs the register of volunteers (docs/operations.md). */
  readonly legalRepresentative: string;
  readonly iban: string;
  readonly bankAccountHolder: string;
  readonly paypalUrl: string;
  readonly cardPaymentUrl: string;
  readonly prepaidCard: {
    readonly label: string;
    readonly number: string;
    readonly holder: string;
  };
  readonly email: string;
  readonly phone: string;
  readonly oasisAddress: PostalAddress;
  readonly legalSeatAddress: PostalAddress;
  readonly social: AssociationSocialLinks;
  readonly horseMonthlyCost: number;
  /**
   * The one mailbox the notice of each new application goes to (docs/operations.md, "E-mail"):
   * one address, as every mail's recipient (decision 72); a shared inbox that forwards serves many.
   */
  readonly notificationEmail: string;
  /**
   * The volunteers' insurer (art. 18 D.Lgs. 117/2017): the one address each enrolment's and
   * removal's notice goes to, and the policy it names (verify the insurer's own terms: some want
   * a list at each change, some a monthly one). Written to `settings/insurance` by the deploy.
   */
  readonly insurance: { readonly insurerEmail: string; readonly policyNumber: string };
}

// SAMPLE: replace every value marked below with the association's real details.
const email = 'info@equinozio.example'; // SAMPLE: replace

export const association: AssociationConfig = {
  name: 'Equinozio ODV',
  tagline: 'Aiutaci a salvare chi non può salvarsi da solo!',
  taxCode: '90000000000', // SAMPLE: replace
  runtsNumber: '000000', // SAMPLE: replace
  legalRepresentative: 'Nome Cognome (esempio)', // SAMPLE: replace
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
  notificationEmail: 'segreteria@equinozio.example', // SAMPLE: replace
  insurance: {
    insurerEmail: 'polizze@assicurazione.example', // SAMPLE: replace
    policyNumber: 'ESEMPIO-0000', // SAMPLE: replace
  },
};

export const sampleAssociationFields: readonly (keyof AssociationConfig)[] = [
  'taxCode',
  'runtsNumber',
  'legalRepresentative',
  'iban',
  'paypalUrl',
  'cardPaymentUrl',
  'prepaidCard',
  'email',
  'phone',
  'oasisAddress',
  'legalSeatAddress',
  'social',
  'notificationEmail',
  'insurance',
];

export const isSampleAssociationConfig = sampleAssociationFields.length > 0;

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
 * Also catches placeholders left after the list was emptied; `npm run deploy` refuses to publish
 * while this says anything.
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

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city} (${address.province})`;
}
