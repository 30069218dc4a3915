import * as z from 'zod/mini';
import {
  flag,
  isoDate,
  oneOf,
  optionalOneOf,
  stringList,
  text,
  timestamp,
} from '#src/lib/data/schema';
import {
  donationKinds,
  donationMethods,
  donationPurposes,
  moneyAccounts,
  supporterKinds,
  type Donation,
  type DonationReceipt,
  type Supporter,
} from './money-record';

// The stored shapes of supporters, donations and receipts, parsed at the boundary (firestore.rules
// checks the same keys and types at every write).

const cents = () =>
  z
    .number({ error: 'deve essere un numero' })
    .check(z.int('deve essere un numero intero di centesimi'));

export const supporterSchema = z.pipe(
  z.object({
    slug: z.string(),
    kind: oneOf(supporterKinds),
    givenName: text(),
    familyName: text(),
    fiscalCode: text(),
    address: z.object({
      street: text(),
      postalCode: text(),
      city: text(),
      province: text(),
      country: text(),
    }),
    email: text(),
    phone: text(),
    newsConsent: flag(),
    circleApplicationIds: stringList(),
    nameKey: text(),
    notes: text(),
    createdAt: timestamp(),
    createdBy: text(),
  }),
  z.transform(({ slug, ...rest }): Supporter => ({ id: slug, ...rest })),
);

export const donationSchema = z.pipe(
  z.object({
    slug: z.string(),
    kind: oneOf(donationKinds),
    amends: text(),
    date: isoDate(),
    amountCents: cents(),
    method: optionalOneOf(donationMethods),
    account: optionalOneOf(moneyAccounts),
    traceable: flag(),
    reference: text(),
    purpose: oneOf(donationPurposes),
    circleApplicationId: text(),
    horseSlug: text(),
    eventSlug: text(),
    inKindDescription: text(),
    supporterId: text(),
    notes: text(),
    importKey: text(),
    receiptId: text(),
    recordedAt: timestamp(),
    recordedBy: text(),
  }),
  z.transform(({ slug, ...rest }): Donation => ({ id: slug, ...rest })),
);

export const donationReceiptSchema = z.pipe(
  z.object({
    slug: z.string(),
    year: z.number({ error: 'deve essere un numero' }),
    number: z.number({ error: 'deve essere un numero' }),
    donationId: text(),
    supporterId: text(),
    amountCents: cents(),
    issuedAt: timestamp(),
    issuedBy: text(),
  }),
  z.transform(({ slug, ...rest }): DonationReceipt => ({ id: slug, ...rest })),
);
