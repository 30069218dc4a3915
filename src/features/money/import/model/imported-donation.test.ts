import type { IncomingLine } from './import-line';
import { importedDonation, REFERENCE_MAX } from './imported-donation';
import type { MatchCircleMember } from './matching';

const line = (more: Partial<IncomingLine>): IncomingLine => ({
  source: 'banca',
  line: 7,
  date: '2026-03-03',
  valueDate: '2026-03-02',
  amountCents: 2000,
  description: 'BONIFICO DA GALLO MARTA',
  counterparty: '',
  email: '',
  transactionId: '',
  importKey: 'banca-0',
  ...more,
});

const members: MatchCircleMember[] = [
  {
    applicationId: 'c1',
    reference: 'T4XC-W6SW',
    horseSlug: 'ada',
    horseName: 'Ada',
    givenName: 'Marta',
    familyName: 'Gallo',
  },
];

describe('the donation a confirmed line becomes', () => {
  it('is dated by the value date, keeps the bank’s description as its reference, for a circle', () => {
    const donation = importedDonation(
      line({}),
      { supporterId: 's1', circleApplicationId: 'c1', method: 'bonifico' },
      members,
    );
    expect(donation).toEqual({
      kind: 'donazione',
      amends: '',
      date: '2026-03-02',
      amountCents: 2000,
      method: 'bonifico',
      account: 'banca',
      traceable: true,
      reference: 'BONIFICO DA GALLO MARTA',
      purpose: 'cerchia',
      circleApplicationId: 'c1',
      horseSlug: 'ada',
      eventSlug: '',
      inKindDescription: '',
      supporterId: 's1',
      notes: '',
    });
  });

  it('keeps a payment service’s transaction id as the reference and its message as notes', () => {
    const donation = importedDonation(
      line({ source: 'stripe', transactionId: 'ch_1', description: 'Per Ada' }),
      { supporterId: '', circleApplicationId: '', method: 'carta' },
      members,
    );
    expect(donation).toMatchObject({
      account: 'stripe',
      reference: 'ch_1',
      notes: 'Per Ada',
      purpose: 'generale',
      supporterId: '',
    });
  });

  it('is never traceable when cash was paid in, and cuts a long description', () => {
    const donation = importedDonation(
      line({ description: 'x'.repeat(900) }),
      { supporterId: '', circleApplicationId: 'gone', method: 'contanti' },
      members,
    );
    expect(donation).toMatchObject({ traceable: false, account: 'banca', purpose: 'generale' });
    expect(donation.reference).toHaveLength(REFERENCE_MAX);
  });
});
