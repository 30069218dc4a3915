import { modelDLines, modelDLinePattern } from './model-d';
import { donationMovement } from './movement';
import { balancesAt, closingBalances, computeRendiconto } from './rendiconto';
import { fixtureBooks, fixtureMovements, fixtureYear } from './rendiconto-fixture';
import type { Donation } from '#src/features/money/model/money-record';

const tagged = fixtureMovements.filter((movement) => movement.id !== 'odd');
const rendiconto = computeRendiconto(fixtureYear, tagged, fixtureBooks);

describe('the rendiconto per cassa of a fixture year', () => {
  it('sums each line of model D, and leaves the others at zero', () => {
    expect(rendiconto.lines['U-A1']).toBe(120_000);
    expect(rendiconto.lines['U-A2']).toBe(45_050);
    expect(rendiconto.lines['E-A4']).toBe(30_000); // two gifts and a refund
    expect(rendiconto.lines['E-A5']).toBe(300_000);
    expect(rendiconto.lines['E-C2']).toBe(65_000);
    expect(rendiconto.lines['U-IMP']).toBe(3_900);
    expect(rendiconto.lines['E-I4']).toBe(200_000);
    expect(rendiconto.lines['E-E1']).toBe(0);
    expect(Object.keys(rendiconto.lines)).toHaveLength(modelDLines.length);
  });

  it('totals each section, income minus costs', () => {
    expect(rendiconto.sections.A).toEqual({ costs: 225_050, income: 480_000, result: 254_950 });
    expect(rendiconto.sections.B).toEqual({ costs: 8_000, income: 12_000, result: 4_000 });
    expect(rendiconto.sections.C).toEqual({ costs: 20_000, income: 65_000, result: 45_000 });
    expect(rendiconto.sections.D).toEqual({ costs: 9_600, income: 150, result: -9_450 });
    expect(rendiconto.sections.E).toEqual({ costs: 30_000, income: 0, result: -30_000 });
    expect(rendiconto.sections.I).toEqual({ costs: 250_000, income: 200_000, result: -50_000 });
  });

  it('gives the management, after-tax and overall results', () => {
    expect(rendiconto.management).toEqual({ costs: 292_650, income: 557_150, result: 264_500 });
    expect(rendiconto.taxes).toBe(3_900);
    expect(rendiconto.afterTaxes).toBe(260_600);
    expect(rendiconto.overall).toBe(210_600);
  });

  it('keeps opening + income - costs = closing for each account, transfers included', () => {
    expect(rendiconto.accounts).toEqual({
      cassa: { opening: 50_000, inflows: 77_000, outflows: 105_050, closing: 21_950 },
      banca: { opening: 1_000_000, inflows: 700_150, outflows: 481_500, closing: 1_218_650 },
      paypal: { opening: 0, inflows: 10_000, outflows: 10_000, closing: 0 },
      stripe: { opening: 2_500, inflows: 25_000, outflows: 5_000, closing: 22_500 },
    });
    for (const account of Object.values(rendiconto.accounts))
      expect(account.opening + account.inflows - account.outflows).toBe(account.closing);
    const opening = Object.values(fixtureBooks.openingCents).reduce((a, b) => a + b, 0);
    const closing = Object.values(closingBalances(rendiconto)).reduce((a, b) => a + b, 0);
    expect(closing - opening).toBe(rendiconto.overall);
    expect(rendiconto.cash).toEqual({ cash: 21_950, deposits: 1_241_150 });
  });

  it("sums only the year's movements", () => {
    expect(rendiconto.movementCount).toBe(tagged.length - 1);
    expect(computeRendiconto(2024, tagged, fixtureBooks).lines['U-A1']).toBe(99_999);
  });

  it('names a movement whose line model D does not have, and sums it in no line', () => {
    const withOdd = computeRendiconto(fixtureYear, fixtureMovements, fixtureBooks);
    expect(withOdd.untagged).toEqual(['odd']);
    expect(withOdd.management).toEqual(rendiconto.management);
    expect(withOdd.accounts.banca.closing).toBe(1_218_650 - 1_234);
  });

  it('values the volunteer hours as figurative costs and income, only when asked', () => {
    expect(rendiconto.figurative).toBeNull();
    const figurative = computeRendiconto(fixtureYear, tagged, fixtureBooks, {
      volunteerHours: { generalInterest: 1_200.5, otherActivities: 0 },
      hourValueCents: 1_500,
    }).figurative;
    expect(figurative?.costs).toEqual({ generalInterest: 1_800_750, otherActivities: 0 });
    expect(figurative?.income).toEqual(figurative?.costs);
  });
});

describe('balances at any date', () => {
  it("is the opening plus the year's movements up to that day", () => {
    expect(balancesAt('2025-01-01', tagged, fixtureBooks)).toEqual(fixtureBooks.openingCents);
    expect(balancesAt('2025-01-31', tagged, fixtureBooks)).toEqual({
      cassa: 50_000,
      banca: 940_000,
      paypal: 10_000,
      stripe: 2_500,
    });
    expect(balancesAt('2025-12-31', tagged, fixtureBooks)).toEqual(closingBalances(rendiconto));
  });
});

describe('model D as data', () => {
  it('has unique ids, each matching the pattern the rules check', () => {
    const ids = modelDLines.map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of modelDLines) expect(line.id).toMatch(modelDLinePattern[line.side]);
    expect(modelDLines).toHaveLength(5 + 10 + 5 + 6 + 3 + 3 + 5 + 5 + 5 + 2 + 1 + 4 + 4);
  });
});

describe('a donation in the cash book', () => {
  const donation: Donation = {
    id: 'd1',
    kind: 'donazione',
    amends: '',
    date: '2025-03-01',
    amountCents: 5_000,
    method: 'bonifico',
    account: 'banca',
    traceable: true,
    reference: 'CRO 123',
    purpose: 'generale',
    circleApplicationId: '',
    horseSlug: '',
    eventSlug: '',
    inKindDescription: '',
    supporterId: 's1',
    notes: 'private',
    importKey: '',
    receiptId: '',
    recordedAt: new Date(),
    recordedBy: 'staff',
  };

  it("is an income on its purpose's line, with no personal data", () => {
    expect(donationMovement(donation)).toEqual({
      kind: 'donazione',
      id: 'donations/d1',
      date: '2025-03-01',
      amountCents: 5_000,
      account: 'banca',
      line: 'E-A4',
      description: 'Donazione: CRO 123',
    });
    expect(donationMovement({ ...donation, purpose: 'cerchia' })?.line).toBe('E-A4');
    expect(donationMovement({ ...donation, purpose: 'evento' })?.line).toBe('E-C2');
  });

  it('keeps a refund negative, and leaves goods in kind out (no money moved)', () => {
    const refund = donationMovement({ ...donation, kind: 'rimborso', amountCents: -5_000 });
    expect(refund?.amountCents).toBe(-5_000);
    expect(refund?.description).toBe('Rimborso di donazione: CRO 123');
    expect(
      donationMovement({ ...donation, purpose: 'natura', method: '', account: '' }),
    ).toBeNull();
  });
});
