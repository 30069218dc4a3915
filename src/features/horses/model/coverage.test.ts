import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { circleFrequencies, circleStatuses, horseStatuses } from '#src/config/options';
import {
  byNeed,
  coverageByHorse,
  coverageOf,
  coveredPercent,
  fundingText,
  hasCircle,
  isInTheAssociationsCare,
  missingAmount,
  monthlyEquivalent,
  movedCoverage,
  percentArticle,
  statusesWithCircle,
  type CircleMember,
} from './coverage';

const member = (overrides: Partial<CircleMember> = {}): CircleMember => ({
  horseSlug: 'ada',
  status: 'Attivo',
  amount: 20,
  frequency: 'Mensile',
  ...overrides,
});

describe('monthlyEquivalent', () => {
  it('divides a payment by the months it covers', () => {
    expect(monthlyEquivalent(20, 'Mensile')).toBe(20);
    expect(monthlyEquivalent(60, 'Trimestrale')).toBe(20);
    expect(monthlyEquivalent(120, 'Semestrale')).toBe(20);
    expect(monthlyEquivalent(240, 'Annuale')).toBe(20);
  });

  it('rounds to the cent', () => {
    expect(monthlyEquivalent(50, 'Trimestrale')).toBe(16.67);
    expect(monthlyEquivalent(100, 'Annuale')).toBe(8.33);
    expect(monthlyEquivalent(20.5, 'Mensile')).toBe(20.5);
  });
});

describe('coverageOf', () => {
  it('counts only Attivo members of the horse, at every frequency', () => {
    const members = [
      member({ amount: 20, frequency: 'Mensile' }),
      member({ amount: 90, frequency: 'Trimestrale' }),
      member({ amount: 150, frequency: 'Semestrale' }),
      member({ amount: 300, frequency: 'Annuale' }),
      member({ status: '' }),
      member({ status: 'Sospeso', amount: 500 }),
      member({ status: 'Chiuso', amount: 500 }),
      member({ horseSlug: 'leila', amount: 500 }),
    ];
    expect(coverageOf(members, 'ada')).toEqual({ coveredAmount: 100, activeSupporters: 4 });
    expect(coverageOf(members, 'leila')).toEqual({ coveredAmount: 500, activeSupporters: 1 });
    expect(coverageOf(members, 'shasir')).toEqual({ coveredAmount: 0, activeSupporters: 0 });
  });

  it('adds whole cents, with no float residue', () => {
    const thirds = [1, 2, 3].map(() => member({ amount: 50, frequency: 'Trimestrale' }));
    expect(coverageOf(thirds, 'ada').coveredAmount).toBe(50.01);
    const tenths = Array.from({ length: 10 }, () => member({ amount: 0.1 }));
    expect(coverageOf(tenths, 'ada').coveredAmount).toBe(1);
  });

  it.each(circleStatuses.flatMap((from) => circleStatuses.map((to) => [from, to] as const)))(
    'moves by the member’s amount when the status goes from "%s" to "%s"',
    (from, to) => {
      const others = [member({ amount: 40 }), member({ status: 'Sospeso', amount: 25 })];
      for (const frequency of circleFrequencies) {
        const before = coverageOf(
          [...others, member({ status: from, amount: 60, frequency })],
          'ada',
        );
        const after = coverageOf([...others, member({ status: to, amount: 60, frequency })], 'ada');
        const delta = (to === 'Attivo' ? 1 : 0) - (from === 'Attivo' ? 1 : 0);
        expect(after.activeSupporters - before.activeSupporters).toBe(delta);
        expect(Math.round((after.coveredAmount - before.coveredAmount) * 100) / 100).toBe(
          delta * monthlyEquivalent(60, frequency),
        );
      }
    },
  );
});

describe('movedCoverage', () => {
  const quarterly = {
    horseSlug: 'ada',
    status: 'Attivo',
    amount: 50,
    frequency: 'Trimestrale',
  } as const;
  const current = { coveredAmount: 30, activeSupporters: 1 };

  it("moves the stored totals by exactly the member's share, in whole cents", () => {
    expect(movedCoverage(current, null, quarterly, 'ada')).toEqual({
      coveredAmount: 46.67,
      activeSupporters: 2,
    });
    expect(
      movedCoverage({ coveredAmount: 46.67, activeSupporters: 2 }, quarterly, null, 'ada'),
    ).toEqual(current);
  });

  it('moves nothing for a member who is not Attivo on this horse, before and after', () => {
    const suspended = { ...quarterly, status: 'Sospeso' } as const;
    expect(movedCoverage(current, suspended, { ...suspended, amount: 60 }, 'ada')).toEqual(current);
    expect(movedCoverage(current, quarterly, quarterly, 'ada')).toEqual(current);
    expect(movedCoverage(current, null, quarterly, 'blu')).toEqual(current);
  });

  it('takes a member moving to another horse out of one and into the other', () => {
    const moved = { ...quarterly, horseSlug: 'blu' } as const;
    expect(movedCoverage(current, quarterly, moved, 'blu')).toEqual({
      coveredAmount: 46.67,
      activeSupporters: 2,
    });
    expect(
      movedCoverage({ coveredAmount: 46.67, activeSupporters: 2 }, quarterly, moved, 'ada'),
    ).toEqual(current);
  });
});

describe('coverageByHorse', () => {
  it('gives the coverage of each horse with an Attivo member', () => {
    const byHorse = coverageByHorse([
      member(),
      member({ horseSlug: 'leila', frequency: 'Annuale', amount: 120 }),
      member({ horseSlug: 'shasir', status: 'Chiuso' }),
    ]);
    expect(Object.fromEntries(byHorse)).toEqual({
      ada: { coveredAmount: 20, activeSupporters: 1 },
      leila: { coveredAmount: 10, activeSupporters: 1 },
    });
  });
});

describe('coveredPercent and missingAmount', () => {
  it('round the share down, never saying 100% while a cent is missing', () => {
    expect(coveredPercent({ monthlyCost: 300, coveredAmount: 135, activeSupporters: 6 })).toBe(45);
    expect(coveredPercent({ monthlyCost: 300, coveredAmount: 299.99, activeSupporters: 9 })).toBe(
      99,
    );
    expect(coveredPercent({ monthlyCost: 300, coveredAmount: 330, activeSupporters: 9 })).toBe(110);
    expect(coveredPercent({ monthlyCost: 0, coveredAmount: 30, activeSupporters: 1 })).toBe(0);
    expect(missingAmount({ monthlyCost: 300, coveredAmount: 135, activeSupporters: 6 })).toBe(165);
    expect(missingAmount({ monthlyCost: 300, coveredAmount: 330, activeSupporters: 9 })).toBe(0);
  });
});

describe('byNeed', () => {
  it('puts the least covered first, then the larger gap, then the name', () => {
    const horses = [
      { name: 'Ada', monthlyCost: 300, coveredAmount: 150, activeSupporters: 5 },
      { name: 'Zorro', monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 },
      { name: 'Bice', monthlyCost: 400, coveredAmount: 200, activeSupporters: 5 },
      { name: 'Cleo', monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 },
      { name: 'Dora', monthlyCost: 300, coveredAmount: 300, activeSupporters: 10 },
    ];
    expect([...horses].sort(byNeed).map((horse) => horse.name)).toEqual([
      'Cleo',
      'Zorro',
      'Bice',
      'Ada',
      'Dora',
    ]);
  });
});

describe('isInTheAssociationsCare', () => {
  it('is true for every status but Adottato and Deceduto', () => {
    expect(horseStatuses.filter((status) => isInTheAssociationsCare(status))).toEqual(
      horseStatuses.filter((status) => status !== 'Adottato' && status !== 'Deceduto'),
    );
    expect(isInTheAssociationsCare('Adottato')).toBe(false);
    expect(isInTheAssociationsCare('Deceduto')).toBe(false);
    expect(isInTheAssociationsCare("Residente dell'Oasi")).toBe(true);
  });
});

describe('hasCircle', () => {
  it('is true for the horses the association keeps at the refuge, and no other', () => {
    expect(horseStatuses.filter((status) => hasCircle(status))).toEqual([
      "Residente dell'Oasi",
      'In cerca di casa',
    ]);
    for (const status of ['Adottato', 'Deceduto', 'Altro', '']) {
      expect(hasCircle(status)).toBe(false);
    }
  });

  it('is the list the rules check a circle application against', () => {
    const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');
    const body = /function hasCircle\(slug\) \{([\s\S]*?)\n {6}\}/.exec(rules)?.[1] ?? '';
    const listed = /status in \[([^\]]*)\]/.exec(body)?.[1] ?? '';
    const statuses = [...listed.matchAll(/"([^"]*)"|'([^']*)'/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(statuses).toEqual([...statusesWithCircle]);
  });
});

describe('fundingText', () => {
  it('reads as the horse page writes it', () => {
    expect(fundingText({ monthlyCost: 300, coveredAmount: 135, activeSupporters: 6 })).toBe(
      'Coperto il 45%: 135 € dei 300 € al mese · 6 sostenitori',
    );
  });

  it('speaks Italian for one supporter, none, and the articles of the numbers', () => {
    expect(fundingText({ monthlyCost: 300, coveredAmount: 0, activeSupporters: 0 })).toBe(
      'Coperto lo 0%: 0 € dei 300 € al mese · nessun sostenitore ancora',
    );
    expect(fundingText({ monthlyCost: 250, coveredAmount: 20, activeSupporters: 1 })).toBe(
      "Coperto l'8%: 20 € dei 250 € al mese · 1 sostenitore",
    );
    expect(fundingText({ monthlyCost: 800, coveredAmount: 660.5, activeSupporters: 12 })).toBe(
      "Coperto l'82%: 661 € degli 800 € al mese · 12 sostenitori",
    );
  });

  it.each([
    [0, 'lo'],
    [1, "l'"],
    [8, "l'"],
    [11, "l'"],
    [18, 'il'],
    [45, 'il'],
    [80, "l'"],
    [89, "l'"],
    [90, 'il'],
    [100, 'il'],
    [108, 'il'],
    [800, "l'"],
  ])('says "%s%%" with the article "%s"', (percent, article) => {
    expect(percentArticle(percent)).toBe(article);
  });
});
