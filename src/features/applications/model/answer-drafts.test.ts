import * as z from 'zod/mini';
import { fieldErrors } from '#src/lib/data/field-errors';
import { adoptionDraftSchema, normalizeBarncode } from './adoption-draft';
import {
  draftChoice,
  draftDeclaration,
  draftEmail,
  draftPhone,
  draftText,
  italianZipPattern,
} from './answer-drafts';

/** The key of a value's first error (a key of the form's `errors` texts), if any. */
const keyOf = (schema: z.ZodMiniType, value: unknown) =>
  fieldErrors(z.object({ value: schema }), { value }).value;

describe('draftPhone', () => {
  it.each([
    ['333 123 4567', 'an Italian mobile with spaces'],
    ['3331234567', 'an Italian mobile without them'],
    ['055 123456', 'a short Italian landline'],
    ['+39 055 123 4567', 'with the Italian code'],
    ['+41 79 123 45 67', 'a Swiss mobile'],
    ['0039 333 1234567', 'the code written 00'],
    [' 333 123 4567 ', 'spaces around, trimmed'],
    ['123456', 'six digits, the fewest'],
    ['+123456789012345', 'fifteen digits, the most'],
  ])('accepts %j (%s)', (phone) => {
    expect(keyOf(draftPhone(), phone)).toBeUndefined();
  });

  it.each([
    ['abc', 'letters'],
    ['ciao', 'a word'],
    ['12', 'too few digits'],
    ['12345', 'five digits'],
    ['1234567890123456', 'sixteen digits'],
    ['333-1234567', 'a dash'],
    ['333.123.4567', 'dots'],
    ['(055) 123456', 'brackets'],
    ['39+ 333 1234567', 'a + not in front'],
    ['++39 333 1234567', 'two +'],
    ['+ ', 'a + alone'],
  ])('refuses %j (%s), with spaces around too', (phone) => {
    expect(keyOf(draftPhone(), phone)).toBe('phone');
    expect(keyOf(draftPhone(), ` ${phone} `)).toBe('phone');
  });

  it('asks for it first, then for a shorter one', () => {
    expect(keyOf(draftPhone(), '')).toBe('required');
    expect(keyOf(draftPhone(), '   ')).toBe('blank');
    expect(keyOf(draftPhone(), '1'.repeat(41))).toBe('tooLong');
  });
});

describe('the shared answer checks', () => {
  it('draftText: required, spaces only, and the limit after trimming', () => {
    expect(keyOf(draftText(5, true), '')).toBe('required');
    expect(keyOf(draftText(5, false), '')).toBeUndefined();
    expect(keyOf(draftText(5, true), '  ')).toBe('blank');
    expect(keyOf(draftText(5, false), '  ')).toBeUndefined();
    expect(keyOf(draftText(5, true), ' abcde ')).toBeUndefined();
    expect(keyOf(draftText(5, false), 'abcdef')).toBe('tooLong');
  });

  it('draftChoice: a choice must be made', () => {
    expect(keyOf(draftChoice(['Lazio', 'Estero']), '')).toBe('choose');
    expect(keyOf(draftChoice(['Lazio', 'Estero']), 'Lazio')).toBeUndefined();
  });

  it('draftEmail: an optional address may be empty, a given one must look like an address', () => {
    expect(keyOf(draftEmail(false), '')).toBeUndefined();
    expect(keyOf(draftEmail(false), '  ')).toBeUndefined();
    expect(keyOf(draftEmail(true), '')).toBe('required');
    expect(keyOf(draftEmail(false), 'nome@')).toBe('email');
    expect(keyOf(draftEmail(true), 'nome@esempio.it')).toBeUndefined();
  });

  it('a CAP: 5 digits in Italy (the form checks it against the region), any postcode abroad', () => {
    expect(italianZipPattern.test('00184')).toBe(true);
    expect(italianZipPattern.test('0018')).toBe(false);
    expect(keyOf(draftText(10, true), 'D-10115')).toBeUndefined();
    expect(keyOf(draftText(10, true), '')).toBe('required');
  });

  it('barncode: normalized, then 3 digits, 2 letters, 3 digits, or nothing', () => {
    const barncode = adoptionDraftSchema.shape.horseBarncode;
    expect(normalizeBarncode(' 123 ab.456 ')).toBe('123AB456');
    expect(keyOf(barncode, '')).toBeUndefined();
    expect(keyOf(barncode, ' ')).toBeUndefined();
    expect(keyOf(barncode, '123 ab 456')).toBeUndefined();
    expect(keyOf(barncode, '1234AB56')).toBe('barncode');
  });

  it('the declaration and the number of photos', () => {
    const photos = adoptionDraftSchema.shape.photos;
    expect(keyOf(draftDeclaration(), false)).toBe('declaration');
    expect(keyOf(draftDeclaration(), true)).toBeUndefined();
    expect(
      keyOf(
        photos,
        Array.from({ length: 5 }, () => ({})),
      ),
    ).toBeUndefined();
    expect(
      keyOf(
        photos,
        Array.from({ length: 6 }, () => ({})),
      ),
    ).toBe('tooManyPhotos');
  });
});
