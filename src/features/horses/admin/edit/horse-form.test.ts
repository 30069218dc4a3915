import {
  editTitle,
  isStablingRegular,
  selectValue,
  showsAdoptionDetails,
  stablingLine,
  triStateChoices,
  triStateFromInput,
  triStateToInput,
} from './horse-form';

describe('the stabling line', () => {
  it('says Sì only when the barn code is correct and equals the contract one', () => {
    const regular = {
      isCorrectBarncode: 1,
      barncode: '000CN001',
      barncodeAdoptionContract: '000CN001',
    } as const;
    expect(isStablingRegular(regular)).toBe(true);
    expect(stablingLine(regular)).toBe('Stabulazione in BDN regolare secondo contratto: Sì');
  });

  it.each([
    [
      'the code is not checked',
      { isCorrectBarncode: 0, barncode: 'A1', barncodeAdoptionContract: 'A1' },
    ],
    [
      'the code is wrong',
      { isCorrectBarncode: -1, barncode: 'A1', barncodeAdoptionContract: 'A1' },
    ],
    ['the codes differ', { isCorrectBarncode: 1, barncode: 'A1', barncodeAdoptionContract: 'B2' }],
    ['there are no codes', { isCorrectBarncode: 1, barncode: '', barncodeAdoptionContract: '' }],
  ] as const)('says No when %s', (_case, fields) => {
    expect(isStablingRegular(fields)).toBe(false);
    expect(stablingLine(fields)).toBe('Stabulazione in BDN regolare secondo contratto: No');
  });

  it('ignores spaces around the codes', () => {
    expect(
      isStablingRegular({ isCorrectBarncode: 1, barncode: ' A1', barncodeAdoptionContract: 'A1 ' }),
    ).toBe(true);
  });
});

describe('tri-state mapping', () => {
  it('offers Sì, No, Non so as 1, -1, 0', () => {
    expect(triStateChoices).toEqual([
      { value: 1, label: 'Sì' },
      { value: -1, label: 'No' },
      { value: 0, label: 'Non so' },
    ]);
  });

  it('round-trips every code through the input value', () => {
    for (const { value } of triStateChoices) {
      expect(triStateFromInput(triStateToInput(value))).toBe(value);
    }
  });

  it('reads anything unexpected as Non so', () => {
    expect(triStateFromInput('')).toBe(0);
    expect(triStateFromInput('2')).toBe(0);
    expect(triStateFromInput('sì')).toBe(0);
  });
});

describe('form state', () => {
  it('keeps select values inside their option lists', () => {
    expect(selectValue('species', 'Asino')).toBe('Asino');
    expect(selectValue('species', 'Zebra')).toBe('');
    expect(selectValue('status', 'Adottato')).toBe('Adottato');
    expect(selectValue('dpa', '')).toBe('');
  });

  it('shows the adoption details only when in adoption is yes', () => {
    expect(showsAdoptionDetails({ isAdopted: 1 })).toBe(true);
    expect(showsAdoptionDetails({ isAdopted: 0 })).toBe(false);
    expect(showsAdoptionDetails({ isAdopted: -1 })).toBe(false);
  });

  it('titles the page with the name, or the slug before a name is given', () => {
    expect(editTitle({ slug: 'ada', name: 'Ada' })).toBe('Cavalli: Ada');
    expect(editTitle({ slug: 'ada', name: ' ' })).toBe('Cavalli: ada');
  });
});
