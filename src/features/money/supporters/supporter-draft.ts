import { provinceCodes } from '#src/config/provinces';
import { isMailbox } from '#src/lib/data/email';
import { normaliseFiscalCode, readFiscalCode } from '#src/lib/italian/fiscal-code';
import { normalisePartitaIva, readPartitaIva } from '#src/lib/italian/partita-iva';
import { foldText } from '#src/lib/text/word-search';
import type { Supporter, SupporterKind } from '../model/money-record';

// The supporter's form: what staff type, checked as firestore.rules `isSupporter` checks it, the
// codice fiscale and the partita IVA by their check character (decision 90).

export interface SupporterDraft {
  readonly kind: SupporterKind;
  readonly givenName: string;
  readonly familyName: string;
  readonly fiscalCode: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly province: string;
  readonly country: string;
  readonly email: string;
  readonly phone: string;
  readonly newsConsent: boolean;
  readonly circleApplicationIds: readonly string[];
  readonly notes: string;
}

export type SupporterDraftErrors = Partial<Record<keyof SupporterDraft, string>>;

export const newSupporterDraft = (kind: SupporterKind = 'persona'): SupporterDraft => ({
  kind,
  givenName: '',
  familyName: '',
  fiscalCode: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  country: 'Italia',
  email: '',
  phone: '',
  newsConsent: false,
  circleApplicationIds: [],
  notes: '',
});

export const draftOfSupporter = (supporter: Supporter): SupporterDraft => ({
  kind: supporter.kind,
  givenName: supporter.givenName,
  familyName: supporter.familyName,
  fiscalCode: supporter.fiscalCode,
  ...supporter.address,
  email: supporter.email,
  phone: supporter.phone,
  newsConsent: supporter.newsConsent,
  circleApplicationIds: supporter.circleApplicationIds,
  notes: supporter.notes,
});

/** What is stored of a typed code: a person's 16 characters upper case, 11 digits otherwise. */
export function storedFiscalCode(typed: string): string {
  const code = normaliseFiscalCode(typed);
  return /^(IT)?\d{11}$/.test(code) ? normalisePartitaIva(code) : code;
}

function fiscalCodeError(draft: SupporterDraft): string | undefined {
  const code = storedFiscalCode(draft.fiscalCode);
  if (code === '') return undefined;
  if (/^\d+$/.test(code)) {
    const read = readPartitaIva(code);
    return read.valid ? undefined : read.error;
  }
  if (draft.kind === 'ente') {
    return 'Un ente ha un codice fiscale o una partita IVA di 11 cifre.';
  }
  const read = readFiscalCode(code);
  return read.valid ? undefined : read.error;
}

const tooLong = (value: string, max: number): string | undefined =>
  value.length > max ? `Al massimo ${max} caratteri.` : undefined;

export function supporterDraftErrors(draft: SupporterDraft): SupporterDraftErrors {
  const errors: SupporterDraftErrors = {
    givenName:
      draft.kind === 'persona' && draft.givenName.trim() === ''
        ? 'Scrivi il nome.'
        : tooLong(draft.givenName, 100),
    familyName:
      draft.familyName.trim() === ''
        ? draft.kind === 'ente'
          ? "Scrivi il nome dell'ente."
          : 'Scrivi il cognome.'
        : tooLong(draft.familyName, 200),
    fiscalCode: fiscalCodeError(draft),
    email:
      draft.email.trim() !== '' && !isMailbox(draft.email.trim())
        ? 'Scrivi un solo indirizzo e-mail, come nome@esempio.it.'
        : undefined,
    phone: tooLong(draft.phone, 40),
    street: tooLong(draft.street, 200),
    postalCode: tooLong(draft.postalCode, 20),
    city: tooLong(draft.city, 100),
    province:
      draft.province !== '' && !(provinceCodes as readonly string[]).includes(draft.province)
        ? 'Scegli la provincia dalla lista.'
        : undefined,
    country: tooLong(draft.country, 60),
    notes: tooLong(draft.notes, 5000),
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as SupporterDraftErrors;
}

/** `foldText(familyName + ' ' + givenName)`: what the search by name ranges over. */
export const supporterNameKey = (familyName: string, givenName: string): string =>
  foldText(`${familyName} ${givenName}`);

/** The stored supporter but its `createdAt`/`createdBy`. */
export function storedSupporter(
  draft: SupporterDraft,
): Omit<Supporter, 'id' | 'createdAt' | 'createdBy'> {
  const givenName = draft.kind === 'ente' ? '' : draft.givenName.trim();
  const familyName = draft.familyName.trim();
  return {
    kind: draft.kind,
    givenName,
    familyName,
    fiscalCode: storedFiscalCode(draft.fiscalCode),
    address: {
      street: draft.street.trim(),
      postalCode: draft.postalCode.trim(),
      city: draft.city.trim(),
      province: draft.province,
      country: draft.country.trim(),
    },
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    newsConsent: draft.newsConsent,
    circleApplicationIds: [...new Set(draft.circleApplicationIds)],
    nameKey: supporterNameKey(familyName, givenName),
    notes: draft.notes.trim(),
  };
}

/** Why a stored supporter may be the same as the one typed, or null. */
export function duplicateReason(draft: SupporterDraft, other: Supporter): string | null {
  const code = storedFiscalCode(draft.fiscalCode);
  if (code !== '' && code === other.fiscalCode) return 'stesso codice fiscale';
  const email = draft.email.trim().toLowerCase();
  if (email !== '' && email === other.email.toLowerCase()) return 'stessa e-mail';
  const key = supporterNameKey(draft.familyName, draft.kind === 'ente' ? '' : draft.givenName);
  if (key !== '' && key === other.nameKey) return 'stesso nome';
  return null;
}

/** Display name: "Rossi Mario", a company's own name. */
export const supporterName = (supporter: Pick<Supporter, 'givenName' | 'familyName'>): string =>
  [supporter.familyName, supporter.givenName].filter(Boolean).join(' ');
