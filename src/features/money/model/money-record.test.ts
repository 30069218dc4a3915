import * as z from 'zod/mini';
import { defaultAccount, donationMethods, isTraceable, receiptId } from './money-record';
import { donationSchema, supporterSchema } from './money-schema';

describe('the money contract', () => {
  it('never counts cash as traceable, and Satispay as the settings say', () => {
    expect(isTraceable('contanti')).toBe(false);
    expect(isTraceable('contanti', true)).toBe(false);
    expect(isTraceable('satispay')).toBe(true);
    expect(isTraceable('satispay', false)).toBe(false);
    for (const method of ['bonifico', 'carta', 'paypal', 'assegno'] as const) {
      expect(isTraceable(method, false)).toBe(true);
    }
  });

  it('sends every method to an account, cash to the till', () => {
    expect(Object.keys(defaultAccount).sort()).toEqual([...donationMethods].sort());
    expect(defaultAccount.contanti).toBe('cassa');
  });

  it('names receipts by year and zero-padded number, so they sort in order', () => {
    expect(receiptId(2026, 17)).toBe('2026-000017');
    expect(receiptId(2026, 9) < receiptId(2026, 10)).toBe(true);
  });

  const stored = {
    slug: 'd1',
    kind: 'donazione',
    amends: '',
    date: '2026-03-01',
    amountCents: 2000,
    method: 'bonifico',
    account: 'banca',
    traceable: true,
    reference: 'CERCHIA T4XC-W6SW',
    purpose: 'cerchia',
    circleApplicationId: 'c1',
    horseSlug: 'ada',
    eventSlug: '',
    inKindDescription: '',
    supporterId: 's1',
    notes: '',
    importKey: '',
    receiptId: '',
    recordedAt: new Date('2026-03-02T10:00:00Z'),
    recordedBy: 'staff',
  };

  it('reads a stored donation under its id', () => {
    const donation = z.parse(donationSchema, stored);
    expect(donation).toMatchObject({ id: 'd1', amountCents: 2000, purpose: 'cerchia' });
  });

  it('refuses an amount that is not whole cents, or an unknown method', () => {
    expect(z.safeParse(donationSchema, { ...stored, amountCents: 20.5 }).success).toBe(false);
    expect(z.safeParse(donationSchema, { ...stored, method: 'bitcoin' }).success).toBe(false);
  });

  it('reads a company supporter with its missing texts as empty', () => {
    const supporter = z.parse(supporterSchema, {
      slug: 's2',
      kind: 'ente',
      familyName: 'Maneggio Srl',
      address: {},
      createdAt: new Date(),
    });
    expect(supporter).toMatchObject({ id: 's2', givenName: '', circleApplicationIds: [] });
  });
});
