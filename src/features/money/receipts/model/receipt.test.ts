import {
  claimsTaxBenefit,
  receiptLabel,
  receiptLawNote,
  receiptRefusal,
  receiptTexts,
} from './receipt';
import { aDonation } from './receipt-sample';
import { statementFileName, statementOf, statementsOfYear } from './statement';

describe('which donations get a receipt, and what it says of the law', () => {
  it('issues one for a gift of a known supporter, once', () => {
    expect(receiptRefusal(aDonation())).toBeNull();
    expect(receiptRefusal(aDonation({ method: 'contanti', traceable: false }))).toBeNull();
    expect(receiptRefusal(aDonation({ supporterId: '' }))).toBe(receiptTexts.anonymous);
    expect(receiptRefusal(aDonation({ kind: 'rimborso', amountCents: -5000 }))).toBe(
      receiptTexts.notAGift,
    );
    expect(receiptRefusal(aDonation({ kind: 'rettifica', amountCents: 100 }))).toBe(
      receiptTexts.notAGift,
    );
    expect(receiptRefusal(aDonation({ receiptId: '2026-000017' }))).toBe(
      'Per questa donazione è già stata emessa la ricevuta n. 17/2026.',
    );
  });

  it('claims the art. 83 benefit only for a traceable gift of money', () => {
    expect(receiptLawNote(aDonation())).toBe(receiptTexts.art83);
    expect(receiptLawNote(aDonation({ method: 'paypal', account: 'paypal' }))).toBe(
      receiptTexts.art83,
    );
    expect(receiptLawNote(aDonation({ method: 'contanti', traceable: false }))).toBe(
      receiptTexts.cash,
    );
    expect(receiptLawNote(aDonation({ method: 'satispay', traceable: false }))).toBe(
      receiptTexts.notTraceable,
    );
    const inKind = aDonation({ purpose: 'natura', method: '', account: '', traceable: false });
    expect(receiptLawNote(inKind)).toBe(receiptTexts.inKind);
    expect(claimsTaxBenefit(inKind)).toBe(false);
    expect(receiptTexts.cash).not.toContain('ai sensi');
  });

  it('reads a receipt id as people write its number', () => {
    expect(receiptLabel('2026-000017')).toBe('17/2026');
  });
});

describe('a yearly statement', () => {
  const ledger = [
    aDonation({ id: 'a', date: '2026-05-01', amountCents: 2000 }),
    aDonation({ id: 'b', date: '2026-01-15', amountCents: 3000, method: 'carta' }),
    aDonation({
      id: 'c',
      date: '2026-02-01',
      amountCents: 999,
      method: 'contanti',
      traceable: false,
    }),
    aDonation({ id: 'd', date: '2025-12-31', amountCents: 7000 }),
    aDonation({ id: 'e', date: '2026-06-01', amountCents: 500, supporterId: 's2' }),
    aDonation({ id: 'f', date: '2026-06-02', kind: 'rimborso', amends: 'a', amountCents: -500 }),
    aDonation({
      id: 'g',
      date: '2026-07-01',
      purpose: 'natura',
      method: '',
      account: '',
      traceable: false,
      amountCents: 10000,
    }),
    aDonation({ id: 'h', date: '2026-08-01', amountCents: 4000, supporterId: '' }),
  ];

  it('lists every traceable line of the year by date, refunds too, and their total', () => {
    const statement = statementOf(ledger, 's1', 2026);
    expect(statement.lines.map((line) => line.id)).toEqual(['b', 'a', 'f']);
    expect(statement.totalCents).toBe(3000 + 2000 - 500);
  });

  it('makes one per supporter with a line that year', () => {
    const all = statementsOfYear(ledger, 2026);
    expect(all.map((one) => [one.supporterId, one.totalCents])).toEqual([
      ['s1', 4500],
      ['s2', 500],
    ]);
    expect(statementsOfYear(ledger, 2024)).toEqual([]);
  });

  it('names its file after the year and the supporter, in plain letters', () => {
    expect(statementFileName(2026, 'Bianchi Niccolò')).toBe(
      'riepilogo-donazioni-2026-bianchi-niccolo.pdf',
    );
  });
});
