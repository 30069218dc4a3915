import * as z from 'zod/mini';
import { amountOf } from '#src/features/applications';
import { applicationTexts } from '#src/features/applications/public/common/texts';
import { textsFor } from '#src/lib/text/dictionary';
import {
  circleApplicationInputSchema,
  circleLimits,
} from '#src/features/applications/model/circle-application';
import { circleTexts } from '../components/texts';
import {
  circleFormErrors,
  emptyCircleForm,
  firstInvalidField,
  isComplete,
  toCircleApplicationInput,
  type CircleFormValues,
} from './circle-form';

const italian = textsFor(circleTexts, 'it').errors;
const english = textsFor(circleTexts, 'en').errors;
const validateCircleForm = (values: CircleFormValues) => circleFormErrors(values, italian);

const valid: CircleFormValues = {
  horse: 'Benji',
  donorName: 'Famiglia Rossi',
  givenName: 'Maria',
  familyName: 'Rossi',
  phone: '+39 333 123 4567',
  frequency: 'Mensile',
  amount: '20',
  method: 'Bonifico',
  notes: '',
  email: '',
  newsConsent: false,
};

const withValues = (changes: Partial<CircleFormValues>): CircleFormValues => ({
  ...valid,
  ...changes,
});

describe('circleFormErrors', () => {
  it('accepts a complete, well-formed form', () => {
    expect(validateCircleForm(valid)).toEqual({});
  });

  it('asks for every required field of an empty form, and not for the notes', () => {
    const errors = validateCircleForm(emptyCircleForm);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'amount',
        'donorName',
        'familyName',
        'frequency',
        'givenName',
        'horse',
        'method',
        'phone',
      ].sort(),
    );
    expect(errors.donorName).toBe(italian.required);
  });

  it('refuses text made of spaces only', () => {
    const errors = validateCircleForm(
      withValues({ donorName: '   ', givenName: '\t', familyName: ' ', phone: '  ', horse: ' ' }),
    );
    expect(errors).toEqual({
      horse: italian.blank,
      donorName: italian.blank,
      givenName: italian.blank,
      familyName: italian.blank,
      phone: italian.blank,
    });
  });

  it('accepts notes of spaces only (they are optional and sent empty)', () => {
    expect(validateCircleForm(withValues({ notes: '   ' }))).toEqual({});
  });

  it('refuses names over 100 characters, counted after trimming', () => {
    expect(validateCircleForm(withValues({ donorName: `  ${'a'.repeat(100)}  ` }))).toEqual({});
    expect(validateCircleForm(withValues({ givenName: 'a'.repeat(101) }))).toEqual({
      givenName: italian.tooLong(100),
    });
    expect(validateCircleForm(withValues({ familyName: 'a'.repeat(101) })).familyName).toBe(
      italian.tooLong(100),
    );
    expect(validateCircleForm(withValues({ horse: 'a'.repeat(101) })).horse).toBe(
      italian.tooLong(100),
    );
  });

  it('refuses a phone over 40 characters', () => {
    const spaced = `333${' '.repeat(30)}1234567`;
    expect(validateCircleForm(withValues({ phone: spaced }))).toEqual({});
    expect(validateCircleForm(withValues({ phone: `${spaced}8` }))).toEqual({
      phone: italian.tooLong(40),
    });
  });

  it.each(['abc', '12', 'ciao', '333-1234567', '+39 (0)55 123'])(
    'refuses the phone %j with the message of the other forms',
    (phone) => {
      expect(validateCircleForm(withValues({ phone }))).toEqual({
        phone: textsFor(applicationTexts, 'it').errors.phone,
      });
    },
  );

  it.each(['333 123 4567', '+41 79 123 45 67', '055 123456', ' 0039 333 1234567 '])(
    'accepts the phone %j',
    (phone) => {
      expect(validateCircleForm(withValues({ phone }))).toEqual({});
    },
  );

  it('refuses notes over 2000 characters', () => {
    expect(validateCircleForm(withValues({ notes: 'n'.repeat(2000) }))).toEqual({});
    expect(validateCircleForm(withValues({ notes: 'n'.repeat(2001) }))).toEqual({
      notes: italian.tooLong(2000),
    });
  });

  it.each([
    ['0', italian.amountPositive],
    ['-5', italian.amountPositive],
    ['0,00', italian.amountPositive],
    ['abc', italian.amountFormat],
    ['1e9', italian.amountFormat],
    ['20 euro', italian.amountFormat],
    ['1.000,50', italian.amountFormat],
    ['20,505', italian.amountCents],
    ['100000.01', italian.amountTooHigh(100_000)],
    ['   ', italian.amountFormat],
  ])('refuses the amount %j', (amount, message) => {
    expect(validateCircleForm(withValues({ amount }))).toEqual({ amount: message });
  });

  it("explains the cap in both languages, with the schema's limit", () => {
    expect(italian.amountTooHigh(100_000)).toBe("L'importo può essere al massimo 100.000 €.");
    expect(circleFormErrors(withValues({ amount: '100000.01' }), english)).toEqual({
      amount: 'The amount can be at most €100,000.',
    });
  });

  it("shows a text's limit in Italian and in English", () => {
    const tooLong = withValues({ notes: 'n'.repeat(2001) });
    expect(circleFormErrors(tooLong, italian)).toEqual({ notes: 'Al massimo 2000 caratteri.' });
    expect(circleFormErrors(tooLong, english)).toEqual({ notes: 'At most 2000 characters.' });
  });
});

describe('amountOf', () => {
  it.each([
    ['20', 20],
    ['20,50', 20.5],
    ['20.5', 20.5],
    [' 35 ', 35],
    ['0,01', 0.01],
    ['5', 5],
    ['100000', 100_000],
  ])('reads %j as %d euros', (typed, value) => {
    expect(amountOf(typed)).toBe(value);
  });
});

describe('isComplete', () => {
  it('is false for the empty form and true once every required field has something', () => {
    expect(isComplete(emptyCircleForm)).toBe(false);
    expect(isComplete(valid)).toBe(true);
  });

  it('does not need the notes', () => {
    expect(isComplete(withValues({ notes: '' }))).toBe(true);
  });

  it.each([
    'horse',
    'donorName',
    'givenName',
    'familyName',
    'phone',
    'frequency',
    'amount',
    'method',
  ])('is false while %s is empty', (field) => {
    expect(isComplete(withValues({ [field]: '' }))).toBe(false);
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form', () => {
    expect(firstInvalidField({ notes: 'x', amount: 'y', phone: 'z' })).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('the optional e-mail and the consent to news', () => {
  it('accepts no e-mail, refuses a malformed one, and asks for one with the consent', () => {
    expect(validateCircleForm(withValues({ email: '' })).email).toBeUndefined();
    expect(validateCircleForm(withValues({ email: 'maria@example.org' })).email).toBeUndefined();
    expect(validateCircleForm(withValues({ email: 'maria@' })).email).toMatch(/e-mail valido/);
    expect(validateCircleForm(withValues({ newsConsent: true })).email).toMatch(/notizie/);
    expect(isComplete(withValues({ email: '', newsConsent: false }))).toBe(true);
  });
});

describe('toCircleApplicationInput', () => {
  const horses = [
    { slug: 'benji', name: 'Benji' },
    { slug: 'ada', name: 'Ada' },
  ];

  it('builds the exact document to send: trimmed text, the amount as a number, the horse’s slug', () => {
    expect(
      toCircleApplicationInput(
        {
          horse: ' Benji ',
          donorName: '  Famiglia Rossi ',
          givenName: 'Maria ',
          familyName: ' Rossi',
          phone: ' +39 333 123 4567 ',
          frequency: 'Trimestrale',
          amount: ' 20,50 ',
          method: 'PayPal',
          notes: '  Per il suo compleanno  ',
          email: ' maria@example.org ',
          newsConsent: true,
        },
        horses,
      ),
    ).toStrictEqual({
      horse: 'Benji',
      horseSlug: 'benji',
      donorName: 'Famiglia Rossi',
      givenName: 'Maria',
      familyName: 'Rossi',
      phone: '+39 333 123 4567',
      frequency: 'Trimestrale',
      amount: 20.5,
      method: 'PayPal',
      notes: 'Per il suo compleanno',
      email: 'maria@example.org',
      newsConsent: true,
    });
  });

  it('sends no slug for a name typed when the list could not be read', () => {
    const input = toCircleApplicationInput(withValues({ horse: 'Furia' }), horses);
    expect(input.horse).toBe('Furia');
    expect(input.horseSlug).toBe('');
    expect(toCircleApplicationInput(withValues({ horse: 'Ada' }), []).horseSlug).toBe('');
  });

  it('builds, from the largest answers the form accepts, an application the model accepts', () => {
    const name = 'a'.repeat(circleLimits.nameLength);
    const values = withValues({
      horse: name,
      donorName: name,
      givenName: name,
      familyName: name,
      phone: `+39${' '.repeat(circleLimits.phoneLength - 13)}3331234567`,
      amount: String(circleLimits.maxAmount),
      notes: 'n'.repeat(circleLimits.notesLength),
    });
    expect(validateCircleForm(values)).toEqual({});
    const slug = 'b'.repeat(circleLimits.horseSlugLength);
    const input = toCircleApplicationInput(values, [{ slug, name }]);
    expect(z.safeParse(circleApplicationInputSchema, input).error).toBeUndefined();
  });

  it('refuses values that did not pass validation', () => {
    expect(() => toCircleApplicationInput(withValues({ amount: 'abc' }), horses)).toThrow();
    expect(() => toCircleApplicationInput(withValues({ method: '' }), horses)).toThrow();
  });
});
