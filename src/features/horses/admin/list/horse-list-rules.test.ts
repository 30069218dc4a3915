import { horseStatuses, triStates, type TriState } from '#src/config/options';
import { aHorse } from '#src/test-support/factories';
import type { Horse } from '../../model/horse';
import {
  contractBarncodeState,
  contractRegisteredState,
  displayName,
  horseListFilters,
  geoState,
  hasProblem,
  horseBadges,
  horseMarkers,
  identifiers,
  isAdopted,
  isAdoptionComplete,
  markerColour,
  parseLatLng,
  rowClasses,
  shortNote,
  speciesSexInitials,
  statusLabel,
  triStateTone,
  type Badge,
} from './horse-list-rules';

const horse = (fields: Partial<Horse> = {}): Horse =>
  aHorse({ slug: 'stella', name: '', ...fields });

function combinations<K extends string>(keys: readonly K[]): Record<K, TriState>[] {
  return keys.reduce<Record<K, TriState>[]>(
    (all, key) =>
      all.flatMap((partial) => triStates.map((value) => ({ ...partial, [key]: value }))),
    [{} as Record<K, TriState>],
  );
}

const tone = (value: TriState) => ({ 1: 'success', [-1]: 'danger', 0: 'secondary' })[value];
const word = (value: TriState) => ({ 1: 'sì', [-1]: 'no', 0: 'non so' })[value];
const find = (badges: Badge[], label: string) => badges.find((badge) => badge.label === label);

describe('speciesSexInitials', () => {
  it.each([
    ['Cavallo', 'Femmina', 'CaF'],
    ['Asino', 'Castrone', 'AsC'],
    ['Altro', 'Stallone', 'AlS'],
    ['Cavallo', 'Maschio', 'CaM'],
    ['', 'Femmina', '??F'],
    ['Asino', '', 'As?'],
    ['', '', '???'],
  ] as const)('%s %s -> %s', (species, sex, expected) => {
    expect(speciesSexInitials({ species, sex })).toBe(expected);
  });
});

describe('displayName', () => {
  it('adds the document name in brackets when it differs', () => {
    expect(displayName(horse({ name: 'Ada', docname: 'Adelaide' }))).toBe('Ada (Adelaide)');
  });
  it('leaves out a missing or equal document name', () => {
    expect(displayName(horse({ name: 'Ada', docname: '' }))).toBe('Ada');
    expect(displayName(horse({ name: 'Tom', docname: 'Tom' }))).toBe('Tom');
    expect(displayName(horse({ name: 'Tom', docname: 'tom ' }))).toBe('Tom');
  });
  it('shows the slug when there is no name', () => {
    expect(displayName(horse({ name: '' }))).toBe('stella');
  });
});

describe('identifiers', () => {
  it('joins UELN, chip and document number, with the document type', () => {
    expect(
      identifiers({
        uelnnumber: '380001',
        chipnumber: '3802600',
        docnumber: 'PA-1',
        doctype: 'Passaporto',
      }),
    ).toBe('380001 / 3802600 / PA-1 (Passaporto)');
  });
  it('shows N/A for each missing identifier and no brackets without a document type', () => {
    expect(identifiers({ uelnnumber: '', chipnumber: ' ', docnumber: '', doctype: '' })).toBe(
      'N/A / N/A / N/A',
    );
    expect(identifiers({ uelnnumber: '', chipnumber: '38', docnumber: '', doctype: 'Pass' })).toBe(
      'N/A / 38 / N/A (Pass)',
    );
  });
});

describe('statusLabel', () => {
  it('shortens only "Residente dell\'Oasi"', () => {
    expect(horseStatuses.map(statusLabel)).toEqual([
      'Residente',
      'In cerca di casa',
      'Adottato',
      'Deceduto',
      'Altro',
    ]);
    expect(statusLabel('')).toBe('');
  });
});

describe('shortNote', () => {
  it('shows nothing for empty notes', () => {
    expect(shortNote('')).toBe('');
    expect(shortNote('   ')).toBe('');
  });
  it('shows notes of up to 15 characters whole', () => {
    expect(shortNote('Ha paura')).toBe('Ha paura');
    expect(shortNote('123456789012345')).toBe('123456789012345');
  });
  it('cuts longer notes to 15 characters followed by "..."', () => {
    expect(shortNote('1234567890123456')).toBe('123456789012345...');
    expect(shortNote('Mangia fieno in bricchetti')).toBe('Mangia fieno in...');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(shortNote('🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴🐴')).toBe(`${'🐴'.repeat(15)}...`);
  });
});

describe('parseLatLng', () => {
  it.each([
    ['44.6127,8.0281', { lat: 44.6127, lng: 8.0281 }],
    [' 37.68 , 14.98 ', { lat: 37.68, lng: 14.98 }],
    ['-33.9,-70', { lat: -33.9, lng: -70 }],
    ['90,180', { lat: 90, lng: 180 }],
  ])('reads %j', (value, expected) => {
    expect(parseLatLng(value)).toEqual(expected);
  });
  it.each(['', '44.6', '44.6,', ',8', 'a,b', '44.6,8.0,1', '91,8', '44,181', '1e2,3', 'NaN,1'])(
    'refuses %j',
    (value) => {
      expect(parseLatLng(value)).toBeNull();
    },
  );
});

describe('triStateTone', () => {
  it('is green for 1, red for -1, grey for 0', () => {
    expect(triStates.map(triStateTone)).toEqual(['success', 'danger', 'secondary']);
  });
});

describe('geoState', () => {
  it('is 1 with coordinates, 0 without, -1 when malformed', () => {
    expect(geoState('44.6,8.0')).toBe(1);
    expect(geoState('')).toBe(0);
    expect(geoState('somewhere')).toBe(-1);
  });
});

describe('isAdopted', () => {
  it('is isAdopted 1 or the status "Adottato"', () => {
    for (const flag of triStates) {
      for (const status of [...horseStatuses, ''] as const) {
        expect(isAdopted({ isAdopted: flag, status })).toBe(flag === 1 || status === 'Adottato');
      }
    }
  });
});

const completeContract = {
  isAdoptionContractualized: 1,
  adoptionContractDate: '2024-05-18',
  adoptionContractLocation: 'Pavia',
  isCorrectBarncode: 1,
  barncode: '000PV010',
  barncodeAdoptionContract: '000PV010',
} as const;

describe('adoption contract', () => {
  it('registered: follows the signed flag, and needs date and place to be 1', () => {
    for (const value of triStates) {
      expect(
        contractRegisteredState(horse({ ...completeContract, isAdoptionContractualized: value })),
      ).toBe(value);
    }
    expect(contractRegisteredState(horse({ ...completeContract, adoptionContractDate: '' }))).toBe(
      0,
    );
    expect(
      contractRegisteredState(horse({ ...completeContract, adoptionContractLocation: ' ' })),
    ).toBe(0);
  });
  it('barn code: 1 equal, -1 different, 0 when either is missing', () => {
    expect(contractBarncodeState({ barncode: 'A', barncodeAdoptionContract: 'A' })).toBe(1);
    expect(contractBarncodeState({ barncode: 'A', barncodeAdoptionContract: 'B' })).toBe(-1);
    expect(contractBarncodeState({ barncode: '', barncodeAdoptionContract: 'B' })).toBe(0);
    expect(contractBarncodeState({ barncode: 'A', barncodeAdoptionContract: '' })).toBe(0);
    expect(contractBarncodeState({ barncode: '', barncodeAdoptionContract: '' })).toBe(0);
  });
  it('is complete only when every condition holds', () => {
    expect(isAdoptionComplete(horse(completeContract))).toBe(true);
    for (const broken of [
      { isAdoptionContractualized: 0 },
      { isAdoptionContractualized: -1 },
      { adoptionContractDate: '' },
      { adoptionContractLocation: '' },
      { isCorrectBarncode: 0 },
      { isCorrectBarncode: -1 },
      { barncodeAdoptionContract: '000PV011' },
      { barncode: '', barncodeAdoptionContract: '' },
    ] as const) {
      expect(isAdoptionComplete(horse({ ...completeContract, ...broken }))).toBe(false);
    }
  });
});

const badgeFlags = [
  'isEquinozio',
  'isDeceased',
  'isDeceasedReported',
  'bdn',
  'property',
  'isCorrectBarncode',
  'isAdopted',
  'isAdoptionContractualized',
] as const;

describe('horseBadges and rowClasses over every combination of the tri-state flags', () => {
  const cases = combinations(badgeFlags).flatMap((flags) =>
    [
      { latlng: '44.6,8.0', status: "Residente dell'Oasi" as const, contract: completeContract },
      { latlng: '', status: 'Adottato' as const, contract: completeContract },
      { latlng: 'x', status: 'Adottato' as const, contract: { barncodeAdoptionContract: 'other' } },
    ].map((variant) =>
      horse({
        ...variant.contract,
        latlng: variant.latlng,
        status: variant.status,
        barncode: '000PV010',
        ...flags,
      }),
    ),
  );

  it('covers 3^8 combinations in 3 variants', () => {
    expect(cases).toHaveLength(3 ** 8 * 3);
  });

  it('shows each badge exactly when decision 14 says, in its colour, with a text alternative', () => {
    // Plain comparisons, one assertion at the end: 20 000 expect() calls would be slow.
    const mismatches: string[] = [];
    for (const item of cases) {
      const deceased = item.isDeceased === 1;
      const adopted = item.isAdopted === 1 || item.status === 'Adottato';
      const expected: string[] = [
        `ODV:${tone(item.isEquinozio)}:Equinozio ODV: ${word(item.isEquinozio)}`,
      ];
      if (!deceased) expected.push(`GEO:${tone(geoState(item.latlng))}`);
      if (deceased) expected.push(`REG:${tone(item.isDeceasedReported)}`);
      else {
        if (item.isDeceased === 0) expected.push('DEC?:secondary:Deceduto: non so');
        expected.push(
          `BDN:${tone(item.bdn)}:BDN: ${word(item.bdn)}`,
          `PROP:${tone(item.property)}`,
          `CS:${tone(item.isCorrectBarncode)}`,
        );
      }
      if (adopted) {
        const complete =
          item.isAdoptionContractualized === 1 &&
          item.adoptionContractDate !== '' &&
          item.adoptionContractLocation !== '' &&
          item.isCorrectBarncode === 1 &&
          item.barncode === item.barncodeAdoptionContract;
        expected.push(
          ...(complete
            ? ['AD:success']
            : [
                `AD:REG:${tone(contractRegisteredState(item))}`,
                `AD:CS:${tone(contractBarncodeState(item))}`,
              ]),
        );
      }
      const actual = horseBadges(item).map((badge) =>
        ['ODV', 'DEC?', 'BDN'].includes(badge.label)
          ? `${badge.label}:${badge.tone}:${badge.description}`
          : `${badge.label}:${badge.tone}`,
      );
      const described = horseBadges(item).every((badge) => /^.+: .+$/.test(badge.description));
      if (!described || actual.join('|') !== expected.join('|')) {
        mismatches.push(`${JSON.stringify(item)}: ${actual.join('|')} != ${expected.join('|')}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('highlights a problem and fades a deceased animal', () => {
    const mismatches: string[] = [];
    for (const item of cases) {
      const problem =
        item.bdn !== 1 ||
        item.property !== 1 ||
        item.isCorrectBarncode !== 1 ||
        (item.isDeceased === 1 && item.isDeceasedReported !== 1);
      const expected = [
        ...(problem ? ['horse-list__row--problem'] : []),
        ...(item.isDeceased === 1 ? ['horse-list__row--deceased'] : []),
      ];
      if (hasProblem(item) !== problem || rowClasses(item).join(' ') !== expected.join(' ')) {
        mismatches.push(JSON.stringify(item));
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('badges of typical animals', () => {
  it('a resident in order: all green', () => {
    const badges = horseBadges(
      horse({
        isEquinozio: 1,
        isDeceased: -1,
        bdn: 1,
        property: 1,
        isCorrectBarncode: 1,
        latlng: '44,8',
      }),
    );
    expect(badges.map((badge) => `${badge.label}:${badge.tone}`)).toEqual([
      'ODV:success',
      'GEO:success',
      'BDN:success',
      'PROP:success',
      'CS:success',
    ]);
  });
  it('a deceased animal with the death not reported: ODV and REG red', () => {
    const badges = horseBadges(
      horse({ isEquinozio: 1, isDeceased: 1, isDeceasedReported: -1, latlng: '44,8' }),
    );
    expect(badges.map((badge) => `${badge.label}:${badge.tone}`)).toEqual([
      'ODV:success',
      'REG:danger',
    ]);
  });
  it('an adoption with a different barn code: AD:REG green, AD:CS red', () => {
    const badges = horseBadges(
      horse({ ...completeContract, status: 'Adottato', barncodeAdoptionContract: '000PG012' }),
    );
    expect(find(badges, 'AD:REG')?.tone).toBe('success');
    expect(find(badges, 'AD:CS')).toEqual({
      label: 'AD:CS',
      tone: 'danger',
      description: 'Codice stalla come da contratto: no',
    });
  });
});

describe('markers', () => {
  it('colours by status', () => {
    expect([...horseStatuses, ''].map((status) => markerColour(status as Horse['status']))).toEqual(
      ['green', 'yellow', 'orange', 'red', 'red', 'red'],
    );
  });
  it('has one marker per horse with valid coordinates, named', () => {
    const markers = horseMarkers([
      horse({ slug: 'ada', name: 'Ada', latlng: '44.6,8.0', status: 'Adottato' }),
      horse({ slug: 'dudu', name: 'Dudu', latlng: '' }),
      horse({ slug: 'bad', name: 'Bad', latlng: '44.6;8.0' }),
      horse({ slug: 'new', name: '', latlng: '40,9' }),
    ]);
    expect(markers).toEqual([
      {
        slug: 'ada',
        name: 'Ada',
        status: 'Adottato',
        position: { lat: 44.6, lng: 8 },
        colour: 'orange',
      },
      { slug: 'new', name: 'new', status: '', position: { lat: 40, lng: 9 }, colour: 'red' },
    ]);
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = {
      status: 'Adottato',
      species: 'Asino',
      bdn: -1,
      property: 0,
      isEquinozio: 1,
      isDeceased: -1,
    } as const;
    const params = horseListFilters.toParams(filters);
    expect(params.toString()).toBe(
      'status=Adottato&species=Asino&bdn=-1&property=0&isEquinozio=1&isDeceased=-1',
    );
    expect(horseListFilters.fromParams(params)).toEqual(filters);
  });
  it('ignores absent and unknown values', () => {
    expect(
      horseListFilters.fromParams(new URLSearchParams('status=Perso&species=&bdn=2&property=x')),
    ).toEqual({});
    expect(horseListFilters.toParams({}).toString()).toBe('');
  });
});
