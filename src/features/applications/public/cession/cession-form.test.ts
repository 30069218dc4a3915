import { invalidFields } from '#src/components/forms/send-form-state';
import { textsFor } from '#src/lib/text/dictionary';
import { cessionRequiredFields } from '../../model/cession-application';
import { isRealDate } from '../../model/cession-draft';
import {
  cessionFields,
  cessionFormErrors,
  emptyCessionForm,
  isRequiredCessionField,
  toCessionApplicationInput,
  type CessionFormValues,
} from './cession-form';
import { cessionTexts } from './texts';

const italian = textsFor(cessionTexts, 'it').errors;
const english = textsFor(cessionTexts, 'en').errors;
const validateCessionForm = (values: CessionFormValues, today?: string) =>
  cessionFormErrors(values, italian, today);

const today = '2026-11-23';

const valid: CessionFormValues = {
  givenName: 'Anna',
  familyName: 'Esposito',
  phone: '+39 333 400 0001',
  email: '',
  cause: 'Mio padre non può più occuparsene.',
  priority: 'Immediata',
  horseRegion: 'Campania',
  horseZip: '83100',
  horseAddress: 'Contrada Bosco dei Preti, Avellino',
  horseName: 'Stella',
  horseBirthdate: '2003-04-02',
  horseBreed: 'Sella italiano',
  horseHeight: '162 cm',
  humanTime: 'Pochi giorni.',
  horseFriends: 'Nessun compagno',
  horseHouse: 'Solo box',
  horseFeeding: 'Fieno e mangime',
  horseFeet: 'Ferratura',
  horseManagementNotes: '',
  horseCurrentPhysical: "Un po' magra.",
  horsePastPhysical: 'Una colica nel 2015.',
  horseCurrentMental: 'Nervosa.',
  horsePastMental: 'Sempre tranquilla.',
  horsePersonality: 'Dolce ma testarda.',
  horseWithHumans: 'Diffidente con gli sconosciuti.',
  horseWithHorses: 'Non ne vede da anni.',
  notes: '',
  declaration: true,
};

const withValues = (changes: Partial<CessionFormValues>): CessionFormValues => ({
  ...valid,
  ...changes,
});

const validate = (changes: Partial<CessionFormValues>) =>
  validateCessionForm(withValues(changes), today);

const choiceFields = [
  'priority',
  'horseRegion',
  'horseFriends',
  'horseHouse',
  'horseFeeding',
  'horseFeet',
] as const;

describe('cessionFormErrors', () => {
  it('accepts a complete, well-formed form', () => {
    expect(validateCessionForm(valid, today)).toEqual({});
  });

  it('asks for every required field of an empty form, the declaration too, and nothing else', () => {
    const errors = validateCessionForm(emptyCessionForm, today);
    expect(Object.keys(errors).sort()).toEqual([...cessionRequiredFields, 'declaration'].sort());
    expect(errors.givenName).toBe(italian.required);
    expect(errors.horseBirthdate).toBe(italian.required);
    for (const field of choiceFields) expect(errors[field]).toBe(italian.choose);
    expect(errors.declaration).toBe(italian.declaration);
  });

  it('enforces exactly the required fields of the model', () => {
    for (const field of cessionRequiredFields) {
      expect(Object.keys(validate({ [field]: '' }))).toEqual([field]);
    }
  });

  it.each(['email', 'horseManagementNotes', 'notes'] as const)('leaves %s optional', (field) => {
    expect(validate({ [field]: '' })).toEqual({});
    expect(isRequiredCessionField(field)).toBe(false);
  });

  it('refuses required text made of spaces only', () => {
    expect(validate({ givenName: '   ', cause: '\n\t', horseWithHorses: ' ' })).toEqual({
      givenName: italian.blank,
      cause: italian.blank,
      horseWithHorses: italian.blank,
    });
  });

  it('accepts optional answers of spaces only (they are sent empty)', () => {
    expect(validate({ email: '  ', horseManagementNotes: ' ', notes: '\n' })).toEqual({});
  });

  it.each([
    ['givenName', 100],
    ['familyName', 100],
    ['phone', 40],
    ['email', 200],
    ['cause', 2000],
    ['horseAddress', 300],
    ['horseName', 100],
    ['horseBreed', 100],
    ['horseHeight', 100],
    ['humanTime', 2000],
    ['horseManagementNotes', 2000],
    ['horseCurrentPhysical', 2000],
    ['horsePastPhysical', 2000],
    ['horseCurrentMental', 2000],
    ['horsePastMental', 2000],
    ['horsePersonality', 2000],
    ['horseWithHumans', 2000],
    ['horseWithHorses', 2000],
    ['notes', 2000],
  ] as const)('refuses %s over %d characters, counted after trimming', (field, max) => {
    const fill = (length: number) => {
      if (field === 'email') return `${'a'.repeat(length - 12)}@example.org`;
      // A number as long as the limit allows is mostly spaces: 15 digits at most.
      if (field === 'phone') return `333${' '.repeat(length - 10)}1234567`;
      return 'a'.repeat(length);
    };
    expect(validate({ [field]: `  ${fill(max)}  ` })).toEqual({});
    expect(validate({ [field]: fill(max + 1) })).toEqual({ [field]: italian.tooLong(max) });
  });

  it('refuses a foreign postcode over 10 characters', () => {
    expect(validate({ horseRegion: 'Estero', horseZip: 'SW1A 1AA-9' })).toEqual({});
    expect(validate({ horseRegion: 'Estero', horseZip: 'SW1A 1AA-90' })).toEqual({
      horseZip: italian.tooLong(10),
    });
  });

  it.each(['maria@example.org', ' maria.rossi+cavalli@posta.example.it '])(
    'accepts the e-mail %j',
    (email) => {
      expect(validate({ email })).toEqual({});
    },
  );

  it.each([
    'maria',
    'maria@',
    'maria@example',
    '@example.org',
    'maria rossi@example.org',
    'a@b@c.it',
  ])('refuses the e-mail %j', (email) => {
    expect(validate({ email })).toEqual({ email: italian.email });
  });

  it.each(['8310', '831000', 'ABCDE', '83 100', '8310a'])(
    'refuses the Italian CAP %j',
    (horseZip) => {
      expect(validate({ horseZip })).toEqual({ horseZip: italian.italianZip });
    },
  );

  it('asks for an Italian CAP while no region is chosen yet', () => {
    expect(validate({ horseRegion: '', horseZip: 'SW1A 1AA' })).toEqual({
      horseRegion: italian.choose,
      horseZip: italian.italianZip,
    });
  });

  it('accepts a CAP with spaces around it, and any postcode abroad', () => {
    expect(validate({ horseZip: ' 00184 ' })).toEqual({});
    expect(validate({ horseRegion: 'Estero', horseZip: 'SW1A 1AA' })).toEqual({});
    expect(validate({ horseRegion: 'Estero', horseZip: '1010' })).toEqual({});
  });

  it.each([
    '2025-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '12/04/2009',
    '1899-12-31',
    'ieri',
  ])('refuses the birth date %j', (horseBirthdate) => {
    expect(validate({ horseBirthdate })).toEqual({ horseBirthdate: italian.birthdate });
  });

  it('accepts a birth date up to today, and refuses one after it', () => {
    expect(validate({ horseBirthdate: '2024-02-29' })).toEqual({});
    expect(validate({ horseBirthdate: today })).toEqual({});
    expect(validate({ horseBirthdate: '2026-11-24' })).toEqual({
      horseBirthdate: italian.birthdateFuture,
    });
  });

  it('reads today in Italy when not told', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:30 UTC on 23 November is already the 24th in Rome.
      vi.setSystemTime(new Date('2026-11-23T23:30:00Z'));
      expect(validateCessionForm(withValues({ horseBirthdate: '2026-11-24' }))).toEqual({});
      expect(validateCessionForm(withValues({ horseBirthdate: '2026-11-25' }))).toEqual({
        horseBirthdate: italian.birthdateFuture,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs the declaration', () => {
    expect(validate({ declaration: false })).toEqual({ declaration: italian.declaration });
  });

  it("shows the schema's limit in Italian and in English", () => {
    const tooLong = { horseAddress: 'x'.repeat(301) };
    expect(validate(tooLong)).toEqual({ horseAddress: 'Al massimo 300 caratteri.' });
    expect(cessionFormErrors(withValues(tooLong), english, today)).toEqual({
      horseAddress: 'At most 300 characters.',
    });
  });

  it('says every message in Italian and in English, each a sentence', () => {
    expect(italian.tooLong(300)).toBe('Al massimo 300 caratteri.');
    expect(Object.keys(english)).toEqual(Object.keys(italian));
    for (const texts of [italian, english]) {
      for (const message of Object.values(texts)) {
        const text = typeof message === 'function' ? message(10) : message;
        expect(text).not.toContain(' / ');
        expect(text).toMatch(/\.$/);
      }
    }
  });
});

describe('isRealDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2009-04-12', true],
    ['1900-01-01', true],
    ['2009-4-12', false],
    ['', false],
  ])('%j is %s', (value, real) => {
    expect(isRealDate(value)).toBe(real);
  });
});

describe('the answers still missing, in the order of the form', () => {
  const missing = (values: CessionFormValues) =>
    invalidFields(validateCessionForm(values, today), cessionFields);

  it('are none once the required fields and the declaration are in', () => {
    expect(missing(valid)).toEqual([]);
    expect(missing(withValues({ email: '', horseManagementNotes: '', notes: '' }))).toEqual([]);
  });

  it('start with the first field of the form and end with the declaration', () => {
    const all = missing(emptyCessionForm);
    expect(all[0]).toBe('givenName');
    expect(all.at(-1)).toBe('declaration');
    expect(all).toEqual([...cessionRequiredFields, 'declaration']);
  });

  it.each(cessionRequiredFields)('name %s while it is empty', (field) => {
    expect(missing(withValues({ [field]: '' }))).toEqual([field]);
  });
});

describe('cessionFields', () => {
  it('lists every field once, the staff groups in order, the declaration last', () => {
    expect(new Set(cessionFields).size).toBe(Object.keys(emptyCessionForm).length);
    expect(cessionFields.indexOf('cause')).toBeLessThan(cessionFields.indexOf('priority'));
    expect(cessionFields.indexOf('priority')).toBeLessThan(cessionFields.indexOf('horseRegion'));
    expect(cessionFields.indexOf('horseHeight')).toBeLessThan(cessionFields.indexOf('humanTime'));
    expect(cessionFields.at(-1)).toBe('declaration');
  });
});

describe('toCessionApplicationInput', () => {
  const isChoice = (field: string) => (choiceFields as readonly string[]).includes(field);
  const photos = ['k3j9x0a1b2c4.webp', 'aaaaaaaaaaaa.webp'];

  it('builds the exact document to send: every key, trimmed text, optional answers as empty', () => {
    const spaced = Object.fromEntries(
      Object.entries(valid).map(([field, value]) => [
        field,
        typeof value === 'string' && !isChoice(field) ? `  ${value}\n` : value,
      ]),
    ) as unknown as CessionFormValues;
    expect(toCessionApplicationInput(spaced, photos)).toStrictEqual({
      givenName: 'Anna',
      familyName: 'Esposito',
      phone: '+39 333 400 0001',
      email: '',
      cause: 'Mio padre non può più occuparsene.',
      priority: 'Immediata',
      horseRegion: 'Campania',
      horseZip: '83100',
      horseAddress: 'Contrada Bosco dei Preti, Avellino',
      horseName: 'Stella',
      horseBirthdate: '2003-04-02',
      horseBreed: 'Sella italiano',
      horseHeight: '162 cm',
      humanTime: 'Pochi giorni.',
      horseFriends: 'Nessun compagno',
      horseHouse: 'Solo box',
      horseFeeding: 'Fieno e mangime',
      horseFeet: 'Ferratura',
      horseManagementNotes: '',
      horseCurrentPhysical: "Un po' magra.",
      horsePastPhysical: 'Una colica nel 2015.',
      horseCurrentMental: 'Nervosa.',
      horsePastMental: 'Sempre tranquilla.',
      horsePersonality: 'Dolce ma testarda.',
      horseWithHumans: 'Diffidente con gli sconosciuti.',
      horseWithHorses: 'Non ne vede da anni.',
      notes: '',
      declaration: true,
      photos,
    });
  });

  it('sends the keys firestore.rules expects for a cession, and no other', () => {
    const keys = Object.keys(toCessionApplicationInput(valid, []));
    expect(keys.sort()).toEqual(
      [
        'givenName',
        'familyName',
        'phone',
        'email',
        'cause',
        'priority',
        'horseRegion',
        'horseZip',
        'horseAddress',
        'horseName',
        'horseBirthdate',
        'horseBreed',
        'horseHeight',
        'humanTime',
        'horseFriends',
        'horseHouse',
        'horseFeeding',
        'horseFeet',
        'horseManagementNotes',
        'horseCurrentPhysical',
        'horsePastPhysical',
        'horseCurrentMental',
        'horsePastMental',
        'horsePersonality',
        'horseWithHumans',
        'horseWithHorses',
        'notes',
        'declaration',
        'photos',
      ].sort(),
    );
  });

  it('keeps the optional answers when given', () => {
    const input = toCessionApplicationInput(
      withValues({
        email: ' anna@example.org ',
        horseManagementNotes: 'Esce al mattino.',
        notes: 'Dopo le 18.',
      }),
      [],
    );
    expect(input).toMatchObject({
      email: 'anna@example.org',
      horseManagementNotes: 'Esce al mattino.',
      notes: 'Dopo le 18.',
      photos: [],
    });
  });

  it('does not share the photo list it was given', () => {
    const names = ['k3j9x0a1b2c4.webp'];
    const input = toCessionApplicationInput(valid, names);
    expect(input.photos).toEqual(names);
    expect(input.photos).not.toBe(names);
  });

  it.each(choiceFields)('refuses values without %s (they did not pass validation)', (field) => {
    expect(() => toCessionApplicationInput(withValues({ [field]: '' }), [])).toThrow();
  });

  it('refuses values without the declaration', () => {
    expect(() => toCessionApplicationInput(withValues({ declaration: false }), [])).toThrow();
  });

  it('refuses more than 5 photos, or names the rules would refuse', () => {
    const six = Array.from({ length: 6 }, (_, index) => `aaaaaaaaaaa${index}.webp`);
    expect(() => toCessionApplicationInput(valid, six.slice(0, 5))).not.toThrow();
    expect(() => toCessionApplicationInput(valid, six)).toThrow();
    expect(() => toCessionApplicationInput(valid, ['photo.png'])).toThrow();
    expect(() => toCessionApplicationInput(valid, ['K3J9X0A1B2C4.webp'])).toThrow();
  });
});
