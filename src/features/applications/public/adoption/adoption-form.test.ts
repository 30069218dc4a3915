import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adoptionRequiredFields } from '../../model/adoption-application';
import { textsFor } from '#src/lib/text/dictionary';
import type { StoredPhoto } from '../photos/photo-picker';
import {
  adoptionFields,
  adoptionFormErrors,
  emptyAdoptionForm,
  toAdoptionApplicationInput,
  type AdoptionFormValues,
} from './adoption-form';
import { adoptionTexts } from './texts';

const italian = textsFor(adoptionTexts, 'it').errors;
const english = textsFor(adoptionTexts, 'en').errors;
const validateAdoptionForm = (values: AdoptionFormValues) => adoptionFormErrors(values, italian);

const valid: AdoptionFormValues = {
  ...emptyAdoptionForm,
  applicationId: 'AbCdEfGhIjKlMnOpQrSt',
  givenName: 'Maria',
  familyName: 'Rossi',
  phone: '+39 333 123 4567',
  email: 'maria@example.org',
  region: 'Lombardia',
  zip: '20121',
  horses: ['benji'],
  horseAddress: 'Via dei Prati 3, Milano',
  horsePlace: 'Terreno di proprietà',
  horseFriends: 'Altri cavalli',
  horseHouse: 'Pascolo con capannina',
  horseFeeding: 'Fieno a volontà',
  horseFeet: 'Pareggio naturale da maniscalco',
  humanExperience: 'Vent’anni di cavalli',
  humanWhy: 'Per dare una casa a chi non ce l’ha',
  desiredHealth: 'Solo un cavallo sano',
  desiredBrain: 'Solo un cavallo tranquillo',
  declaration: true,
};

const photos = (count: number): StoredPhoto[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `abcdefghijk${i}.webp`,
    label: `foto-${i}.jpg`,
    thumb: 'data:image/webp;base64,AAAA',
  }));

const withValues = (changes: Partial<AdoptionFormValues>): AdoptionFormValues => ({
  ...valid,
  ...changes,
});

describe('adoptionFormErrors', () => {
  it('accepts a complete, well-formed form', () => {
    expect(validateAdoptionForm(valid)).toEqual({});
  });

  it('asks for the required answers, a horse and the declaration of an empty form, and nothing else', () => {
    const errors = validateAdoptionForm(emptyAdoptionForm);
    expect(Object.keys(errors).sort()).toEqual(
      [...adoptionRequiredFields, 'horses', 'declaration'].sort(),
    );
    expect(errors.givenName).toBe(italian.required);
    expect(errors.region).toBe(italian.choose);
    expect(errors.horsePlace).toBe(italian.choose);
    expect(errors.desiredBrain).toBe(italian.choose);
    expect(errors.horses).toBe(italian.noHorse);
    expect(errors.declaration).toBe(italian.declaration);
  });

  it('lists every field it checks in the order of the form', () => {
    const errors = validateAdoptionForm({
      ...emptyAdoptionForm,
      photos: photos(6),
    });
    for (const field of Object.keys(errors)) expect(adoptionFields).toContain(field);
  });

  it('refuses required answers made of spaces only', () => {
    const errors = validateAdoptionForm(
      withValues({ givenName: '  ', phone: '\t', horseAddress: ' ', humanWhy: '\n' }),
    );
    expect(errors).toEqual({
      givenName: italian.blank,
      phone: italian.blank,
      horseAddress: italian.blank,
      humanWhy: italian.blank,
    });
  });

  it('accepts optional answers left empty or made of spaces (sent as empty)', () => {
    expect(
      validateAdoptionForm(
        withValues({ horsePlaceNotes: '   ', humanActivities: '', desiredSkills: ' ' }),
      ),
    ).toEqual({});
  });

  it('refuses answers over their limits, counted after trimming', () => {
    expect(validateAdoptionForm(withValues({ givenName: `  ${'a'.repeat(100)}  ` }))).toEqual({});
    expect(validateAdoptionForm(withValues({ familyName: 'a'.repeat(101) }))).toEqual({
      familyName: italian.tooLong(100),
    });
    expect(validateAdoptionForm(withValues({ phone: '3'.repeat(41) })).phone).toBe(
      italian.tooLong(40),
    );
    expect(validateAdoptionForm(withValues({ horseAddress: 'a'.repeat(301) })).horseAddress).toBe(
      italian.tooLong(300),
    );
    expect(validateAdoptionForm(withValues({ humanWhy: 'a'.repeat(2000) }))).toEqual({});
    expect(validateAdoptionForm(withValues({ humanWhy: 'a'.repeat(2001) })).humanWhy).toBe(
      italian.tooLong(2000),
    );
    expect(
      validateAdoptionForm(withValues({ desiredBrainNotes: 'a'.repeat(2001) })).desiredBrainNotes,
    ).toBe(italian.tooLong(2000));
    expect(validateAdoptionForm(withValues({ zip: '1'.repeat(11), region: 'Estero' })).zip).toBe(
      italian.tooLong(10),
    );
  });

  it('checks the e-mail address', () => {
    expect(validateAdoptionForm(withValues({ email: ' maria@example.org ' }))).toEqual({});
    for (const email of ['maria', 'maria@example', 'ma ria@example.org', '@example.org']) {
      expect(validateAdoptionForm(withValues({ email })).email).toBe(italian.email);
    }
    expect(validateAdoptionForm(withValues({ email: '' })).email).toBe(italian.required);
    expect(
      validateAdoptionForm(withValues({ email: `${'a'.repeat(190)}@example.org` })).email,
    ).toBe(italian.tooLong(200));
  });

  it('wants an Italian CAP of 5 digits, unless the region is Estero', () => {
    for (const zip of ['2012', '201210', 'ABCDE', '20 121']) {
      expect(validateAdoptionForm(withValues({ zip })).zip).toBe(italian.italianZip);
    }
    expect(validateAdoptionForm(withValues({ zip: ' 00184 ' }))).toEqual({});
    expect(validateAdoptionForm(withValues({ region: 'Estero', zip: 'SW1A 1AA' }))).toEqual({});
    expect(validateAdoptionForm(withValues({ region: 'Estero', zip: '' })).zip).toBe(
      italian.required,
    );
  });

  it('accepts an empty barn code, or 3 digits, 2 letters and 3 digits once capitalised without spaces', () => {
    for (const horseBarncode of ['', '123AB456', '123ab456', ' 123 AB 456 ', '123-ab-456']) {
      expect(validateAdoptionForm(withValues({ horseBarncode }))).toEqual({});
    }
    for (const horseBarncode of ['12AB3456', '123ABC45', '123AB4567', 'abc', '123À456']) {
      expect(validateAdoptionForm(withValues({ horseBarncode })).horseBarncode).toBe(
        italian.barncode,
      );
    }
  });

  it('wants at least one horse, or any suitable horse, and at most 10 horses', () => {
    expect(validateAdoptionForm(withValues({ horses: [] })).horses).toBe(italian.noHorse);
    expect(validateAdoptionForm(withValues({ horses: [], anyHorse: true }))).toEqual({});
    expect(validateAdoptionForm(withValues({ horses: ['benji', 'rio'], anyHorse: true }))).toEqual(
      {},
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `horse-${i}`);
    expect(validateAdoptionForm(withValues({ horses: eleven })).horses).toBe(
      italian.tooManyHorses(10),
    );
    expect(validateAdoptionForm(withValues({ horses: eleven.slice(1) }))).toEqual({});
    expect(validateAdoptionForm(withValues({ horses: ['Not a slug'] })).horses).toBe(
      italian.noHorse,
    );
    expect(validateAdoptionForm(withValues({ horses: ['a'.repeat(100)] }))).toEqual({});
    expect(validateAdoptionForm(withValues({ horses: ['a'.repeat(101)] })).horses).toBe(
      italian.noHorse,
    );
  });

  it('wants the declaration accepted', () => {
    expect(validateAdoptionForm(withValues({ declaration: false }))).toEqual({
      declaration: italian.declaration,
    });
  });

  it("shows the schema's limit in Italian and in English", () => {
    const tooLong = withValues({ humanWhy: 'a'.repeat(2001) });
    expect(adoptionFormErrors(tooLong, italian)).toEqual({
      humanWhy: 'Al massimo 2000 caratteri.',
    });
    expect(adoptionFormErrors(tooLong, english)).toEqual({ humanWhy: 'At most 2000 characters.' });
    const eleven = Array.from({ length: 11 }, (_, index) => `cavallo-${index}`);
    expect(adoptionFormErrors(withValues({ horses: eleven }), english).horses).toBe(
      'You can choose at most 10 horses.',
    );
  });

  it('keeps at most 5 photos', () => {
    expect(validateAdoptionForm(withValues({ photos: photos(5) }))).toEqual({});
    expect(validateAdoptionForm(withValues({ photos: photos(6) })).photos).toBe(
      italian.tooManyPhotos(5),
    );
  });
});

/** The answers' keys and what a public create adds (firestore.rules `isValidAdoptionApplication`). */
function ruleKeys(): string[] {
  const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');
  const answers = /function adoptionAnswerKeys\(\) \{\s*return \[([\s\S]*?)\];/.exec(rules)?.[1];
  const publicCreate =
    /function isValidAdoptionApplication\(data, answerKeys\) \{[\s\S]*?answerKeys\.concat\(\[([^\]]*)\]\)/.exec(
      rules,
    )?.[1];
  if (!answers || !publicCreate)
    throw new Error('isValidAdoptionApplication not found in firestore.rules');
  return (
    [...`${answers},${publicCreate}`.matchAll(/'(\w+)'/g)]
      .map((match) => match[1] ?? '')
      // The api adds these beside the answers: new, the server's date and the reference of the id.
      .filter((key) => !['isNew', 'date', 'reference'].includes(key))
  );
}

describe('toAdoptionApplicationInput', () => {
  it('sends exactly the keys the rules accept, optional answers as empty text', () => {
    const input = toAdoptionApplicationInput(valid);
    expect(Object.keys(input).sort()).toEqual(ruleKeys().sort());
    expect(input.horsePlaceNotes).toBe('');
    expect(input.horseBarncode).toBe('');
    expect(input.photos).toEqual([]);
    expect(input.newsletterUpdates).toBe(false);
    expect(input.declaration).toBe(true);
  });

  it('trims the text, capitalises the barn code and sends the photos by name', () => {
    const input = toAdoptionApplicationInput(
      withValues({
        givenName: '  Maria ',
        email: ' maria@example.org ',
        zip: ' 20121',
        humanWhy: '  Perché sì  ',
        horsePlaceNotes: '   ',
        horseBarncode: ' 123 ab-456 ',
        horses: ['benji', 'rio', 'benji'],
        anyHorse: true,
        newsletterAdoption: true,
        photos: photos(2),
      }),
    );
    expect(input).toMatchObject({
      givenName: 'Maria',
      email: 'maria@example.org',
      zip: '20121',
      humanWhy: 'Perché sì',
      horsePlaceNotes: '',
      horseBarncode: '123AB456',
      horses: ['benji', 'rio'],
      anyHorse: true,
      newsletterAdoption: true,
      newsletterSupport: false,
      photos: ['abcdefghijk0.webp', 'abcdefghijk1.webp'],
    });
  });

  it('keeps the chosen answers as the Italian values', () => {
    expect(toAdoptionApplicationInput(valid)).toMatchObject({
      region: 'Lombardia',
      horsePlace: 'Terreno di proprietà',
      horseFriends: 'Altri cavalli',
      horseHouse: 'Pascolo con capannina',
      horseFeeding: 'Fieno a volontà',
      horseFeet: 'Pareggio naturale da maniscalco',
      desiredHealth: 'Solo un cavallo sano',
      desiredBrain: 'Solo un cavallo tranquillo',
    });
  });

  it('refuses values that did not pass validation', () => {
    expect(() => toAdoptionApplicationInput(emptyAdoptionForm)).toThrow(/adoptionFormErrors/);
    expect(() => toAdoptionApplicationInput(withValues({ declaration: false }))).toThrow();
  });
});
