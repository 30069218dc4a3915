import { collection, doc, serverTimestamp, type Transaction } from 'firebase/firestore/lite';
import { transactLogged, type LogActor } from '#src/lib/data/audit-log';
import {
  readDocument,
  readList,
  readPage,
  type Page,
  type PageCursor,
} from '#src/lib/data/firestore-data';
import { fail, type Result } from '#src/lib/data/result';
import { db } from '#src/lib/firebase/firestore';
import {
  donationInputErrors,
  isImportKey,
  storedDonation,
  type DonationInput,
} from '../donations/donation-input';
import { ledgerSpec, type LedgerFilters } from '../donations/ledger-query';
import { DONATION_IMPORT_KEYS, DONATIONS, type Donation } from '../model/money-record';
import { donationSchema } from '../model/money-schema';

// The ledger's one write (decision 90): the donation form and the import (H3) both call
// `recordDonation`. One logged transaction creates the line and, for an imported line, its
// `donationImportKeys/{key}`; the rules refuse a key that exists, so a line is never recorded
// twice, even from two browsers at once.

export interface RecordOptions {
  readonly actor: LogActor;
  /** The imported line's key; left out or '' when staff type the donation. */
  readonly importKey?: string;
  /** The settings' word on Satispay's traceability (default true). */
  readonly satispayTraceable?: boolean;
}

export interface RecordedDonation {
  readonly id: string;
}

export const alreadyImportedMessage = (donationId: string): string =>
  `Questa riga è già stata registrata (donazione ${donationId}): non viene registrata due volte.`;

/** The gift a refund or correction amends: there, a gift itself, of the same purpose and supporter. */
async function amendedError(
  transaction: Transaction,
  input: DonationInput,
): Promise<string | null> {
  if (input.kind === 'donazione') return null;
  const stored = await transaction.get(doc(db, DONATIONS, input.amends));
  if (!stored.exists()) return `La donazione ${input.amends} da correggere non esiste.`;
  if (stored.get('kind') !== 'donazione') {
    return 'Si corregge o si rimborsa una donazione, non un rimborso o una rettifica.';
  }
  const same = (['purpose', 'supporterId', 'circleApplicationId', 'eventSlug'] as const).every(
    (field) => stored.get(field) === input[field],
  );
  return same
    ? null
    : 'Un rimborso o una rettifica ha lo stesso scopo e lo stesso sostenitore della donazione.';
}

/** One ledger line, logged (its kind, purpose, amount and date; never the supporter). */
export async function recordDonation(
  input: DonationInput,
  options: RecordOptions,
): Promise<Result<RecordedDonation>> {
  const invalid = Object.values(donationInputErrors(input)).find(Boolean);
  if (invalid) return fail('invalid-argument', invalid);
  const importKey = options.importKey ?? '';
  if (importKey !== '' && !isImportKey(importKey)) {
    return fail('invalid-argument', `La chiave della riga importata non è valida: "${importKey}".`);
  }
  const stored = storedDonation(input, { importKey, satispayTraceable: options.satispayTraceable });
  const keyRef = importKey === '' ? null : doc(db, DONATION_IMPORT_KEYS, importKey);
  return transactLogged(options.actor, 'recordDonation', async (transaction) => {
    if (keyRef) {
      const key = await transaction.get(keyRef);
      if (key.exists()) {
        return fail('already-exists', alreadyImportedMessage(String(key.get('donationId'))));
      }
    }
    const amended = await amendedError(transaction, input);
    if (amended) return fail('invalid-argument', amended);
    const ref = doc(collection(db, DONATIONS));
    return {
      record: {
        operation: 'recordDonation',
        collection: 'donations',
        params: {
          slug: ref.id,
          item: {
            kind: stored.kind,
            purpose: stored.purpose,
            amountCents: stored.amountCents,
            date: stored.date,
          },
        },
      },
      write: (writer) => {
        writer.set(ref, {
          ...stored,
          recordedAt: serverTimestamp(),
          recordedBy: options.actor.uid,
        });
        if (keyRef) writer.set(keyRef, { donationId: ref.id });
      },
      value: { id: ref.id },
    };
  });
}

export const readDonation = (id: string): Promise<Result<Donation>> =>
  readDocument(donationSchema, DONATIONS, id);

/** A page of the ledger, newest first. */
export const listDonationsPage = (
  filters: LedgerFilters,
  cursor: PageCursor | null = null,
  pageSize?: number,
): Promise<Result<Page<Donation>>> =>
  readPage(donationSchema, ledgerSpec(filters), cursor, pageSize);

/** Every line for these filters (a member's contributions, the dashboard's members). */
export const listDonations = (filters: LedgerFilters): Promise<Result<Donation[]>> =>
  readList(donationSchema, ledgerSpec(filters));
