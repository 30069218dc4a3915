import {
  defaultAccount,
  donationMethods,
  isTraceable,
  type Donation,
  type Supporter,
} from '../../model/money-record';

// Made-up supporters and donations in the contract's shape, for the receipts' tests and bench.

export function aSupporter(overrides: Partial<Supporter> = {}): Supporter {
  return {
    id: 's1',
    kind: 'persona',
    givenName: 'Niccolò',
    familyName: 'Bianchi',
    fiscalCode: 'BNCNCL80A01H501U',
    address: {
      street: 'Via Forlì 3',
      postalCode: '00100',
      city: 'Roma',
      province: 'RM',
      country: 'Italia',
    },
    email: 'niccolo@example.org',
    phone: '',
    newsConsent: false,
    circleApplicationIds: [],
    nameKey: 'bianchi niccolo',
    notes: '',
    createdAt: new Date('2025-01-10T10:00:00Z'),
    createdBy: 'staff',
    ...overrides,
  };
}

export function aDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd1',
    kind: 'donazione',
    amends: '',
    date: '2026-03-01',
    amountCents: 5000,
    method: 'bonifico',
    account: 'banca',
    traceable: true,
    reference: 'DONAZIONE LIBERALE',
    purpose: 'generale',
    circleApplicationId: '',
    horseSlug: '',
    eventSlug: '',
    inKindDescription: '',
    supporterId: 's1',
    notes: '',
    importKey: '',
    receiptId: '',
    recordedAt: new Date('2026-03-02T10:00:00Z'),
    recordedBy: 'staff',
    ...overrides,
  };
}

/** `count` supporters, each with `perSupporter` gifts in `year` by every method in turn. */
export function sampleYear(
  year: number,
  count: number,
  perSupporter: number,
): { supporters: Supporter[]; donations: Donation[] } {
  const supporters = Array.from({ length: count }, (_, i) =>
    aSupporter({
      id: `s${String(i + 1).padStart(4, '0')}`,
      givenName: ['Anna', 'Luca', 'Niccolò', 'Chiara'][i % 4] ?? 'Anna',
      familyName: `Rossi ${i + 1}`,
    }),
  );
  const donations = supporters.flatMap((supporter, i) =>
    Array.from({ length: perSupporter }, (_, j) => {
      const method = donationMethods[(i + j) % donationMethods.length] ?? 'bonifico';
      const month = String((j % 12) + 1).padStart(2, '0');
      return aDonation({
        id: `d${i + 1}-${j + 1}`,
        date: `${year}-${month}-${String((i % 27) + 1).padStart(2, '0')}`,
        amountCents: 1000 + ((i * 7 + j * 13) % 50) * 500,
        method,
        account: defaultAccount[method],
        traceable: isTraceable(method),
        supporterId: supporter.id,
      });
    }),
  );
  return { supporters, donations };
}
