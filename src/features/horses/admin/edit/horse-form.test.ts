import { notOneMailbox, oneMailbox } from '#src/test-support/email-cases';
import {
  adopterEmailMessage,
  editTitle,
  horseErrors,
  horseFieldLabels,
  isStablingRegular,
  monthlyCostMessages,
  monthlyCostText,
  parseMonthlyCost,
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

describe('the monthly cost as typed', () => {
  it.each([
    ['300', 300],
    ['0', 0],
    [' 287,50 ', 287.5],
    ['287.5', 287.5],
    ['100000', 100_000],
    ['99999,99', 99_999.99],
  ])('reads "%s" as %s euros', (typed, value) => {
    expect(parseMonthlyCost(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['', monthlyCostMessages.required],
    ['   ', monthlyCostMessages.required],
    ['trecento', monthlyCostMessages.format],
    ['1e3', monthlyCostMessages.format],
    ['300 €', monthlyCostMessages.format],
    ['1.000,50', monthlyCostMessages.format],
    ['-5', monthlyCostMessages.negative],
    ['12,345', monthlyCostMessages.cents],
    ['100000,01', monthlyCostMessages.tooHigh],
    ['250000', monthlyCostMessages.tooHigh],
  ])('refuses "%s", saying why', (typed, message) => {
    expect(parseMonthlyCost(typed)).toEqual({ ok: false, message });
  });

  it('says the limit the Italian way', () => {
    expect(monthlyCostMessages.tooHigh).toBe('Il costo mensile può essere al massimo 100.000 €.');
  });

  it('is shown with the Italian comma', () => {
    expect(monthlyCostText(300)).toBe('300');
    expect(monthlyCostText(287.5)).toBe('287,5');
    expect(monthlyCostText(0)).toBe('0');
  });
});

describe('what the horse form refuses to save', () => {
  const links = { stripeDonationLink: '', stripeCircleLink: '', adopterEmail: '' };
  const wrongLink = { ...links, stripeDonationLink: 'https://example.org/pay' };

  it('is nothing when the links and the cost are fine', () => {
    expect(horseErrors(links, '300')).toEqual({});
  });

  it('names each field to correct, with its message', () => {
    expect(Object.keys(horseErrors(wrongLink, '300'))).toEqual(['stripeDonationLink']);
    expect(horseErrors(wrongLink, '300').stripeDonationLink).toMatch(/^Il link deve essere/);
    expect(horseErrors(links, '-1')).toEqual({ monthlyCost: monthlyCostMessages.negative });
    expect(Object.keys(horseErrors(wrongLink, ''))).toEqual(['stripeDonationLink', 'monthlyCost']);
    expect(horseErrors(wrongLink, '').monthlyCost).toBe(monthlyCostMessages.required);
  });

  it("takes one mailbox or none as the adopter's e-mail, as the rules do (decision 72)", () => {
    for (const adopterEmail of ['', ...oneMailbox]) {
      expect(horseErrors({ ...links, adopterEmail }, '300')).toEqual({});
    }
    for (const { what, email } of notOneMailbox) {
      expect(horseErrors({ ...links, adopterEmail: email }, '300'), what).toEqual({
        adopterEmail: adopterEmailMessage,
      });
    }
  });

  it("keeps an adopter's e-mail stored before as it is, until it is changed", () => {
    const stored = 'Mario e Anna: mario@example.org, anna@example.org';
    expect(horseErrors({ ...links, adopterEmail: stored }, '300', stored)).toEqual({});
    expect(horseErrors({ ...links, adopterEmail: `${stored};` }, '300', stored)).toEqual({
      adopterEmail: adopterEmailMessage,
    });
  });

  it('labels them as the page does, in its order', () => {
    expect(Object.values(horseFieldLabels)).toEqual([
      'Email dell’adottante',
      'Link di donazione (Stripe o PayPal)',
      'Link di pagamento della cerchia',
      'Costo mensile (€)',
    ]);
  });
});
