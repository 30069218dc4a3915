import * as z from 'zod/mini';
import { fieldErrors, fieldErrorsIn, notBlank, type ErrorTexts } from './field-errors';
import { paymentLink } from '#src/config/payment-links';

const schema = z.object({
  title: z.string().check(notBlank('Scrivi il titolo.'), z.maxLength(5, 'Al massimo 5 caratteri.')),
  every: z.object({ weeks: z.string().check(z.regex(/^\d+$/, 'Un numero.')) }),
  file: z.object({ size: z.number() }, { error: 'Scegli il file.' }),
});

const fine = { title: 'Ada', every: { weeks: '4' }, file: { size: 1 } };

describe('fieldErrors', () => {
  it('is empty for a draft the schema takes', () => {
    expect(fieldErrors(schema, fine)).toEqual({});
  });

  it("maps each field to its schema's message", () => {
    expect(fieldErrors(schema, { ...fine, title: 'Troppo lungo' })).toEqual({
      title: 'Al massimo 5 caratteri.',
    });
    expect(fieldErrors(schema, { ...fine, file: null as never })).toEqual({
      file: 'Scegli il file.',
    });
  });

  it('keeps the first message of a field whose checks fail twice', () => {
    const twice = z.object({
      name: z.string().check(notBlank('Scrivi il nome.'), z.minLength(2, 'Almeno 2 caratteri.')),
    });
    expect(fieldErrors(twice, { name: ' ' })).toEqual({ name: 'Scrivi il nome.' });
  });

  it('names a nested issue by the first step of its path', () => {
    expect(fieldErrors(schema, { ...fine, every: { weeks: 'tre' } })).toEqual({
      every: 'Un numero.',
    });
  });

  it('lists the fields in the order the schema checks them', () => {
    const errors = fieldErrors(schema, { title: '', every: { weeks: '' }, file: null as never });
    expect(Object.keys(errors)).toEqual(['title', 'every', 'file']);
  });

  it('leaves out an issue about the whole draft, which names no field', () => {
    const whole = z.string().check(z.minLength(3, 'Troppo corto.'));
    expect(fieldErrors(whole, 'a')).toEqual({});
  });

  it('names each refused field with the message', () => {
    expect(
      fieldErrors(z.object({ donation: paymentLink(), circle: paymentLink() }), {
        donation: 'https://buy.stripe.com/a',
        circle: 'http://paypal.me/x',
      }),
    ).toEqual({ circle: expect.stringMatching(/^Il link deve essere un indirizzo https:\/\//) });
  });
});

describe('fieldErrorsIn', () => {
  const keyed = z.object({
    name: z.string().check(notBlank('required'), z.maxLength(4, 'tooLong')),
    age: z.number().check(z.minimum(16, 'tooYoung')),
  });
  const italian: ErrorTexts = {
    required: 'Campo obbligatorio.',
    tooLong: (max) => `Al massimo ${max} caratteri.`,
    tooYoung: (min) => `Almeno ${min} anni.`,
  };
  const english: ErrorTexts = {
    required: 'Required field.',
    tooLong: (max) => `At most ${max} characters.`,
    tooYoung: (min) => `At least ${min} years old.`,
  };

  it("reads each field's key in the language's texts, with the check's limit", () => {
    const draft = { name: 'Annalisa', age: 15 };
    expect(fieldErrorsIn(keyed, draft, italian)).toEqual({
      name: 'Al massimo 4 caratteri.',
      age: 'Almeno 16 anni.',
    });
    expect(fieldErrorsIn(keyed, draft, english)).toEqual({
      name: 'At most 4 characters.',
      age: 'At least 16 years old.',
    });
  });

  it('is empty for a draft the schema takes, and keeps the first key of a field', () => {
    expect(fieldErrorsIn(keyed, { name: 'Ada', age: 40 }, italian)).toEqual({});
    expect(fieldErrorsIn(keyed, { name: ' ', age: 40 }, english)).toEqual({
      name: 'Required field.',
    });
  });

  it('throws on a message that is not a key of the texts, naming it', () => {
    expect(() => fieldErrorsIn(keyed, { name: '', age: 40 }, { tooLong: 'x' })).toThrow(
      'No error text for "required" (name).',
    );
    expect(() => fieldErrorsIn(keyed, { name: '', age: 40 }, { toString: 'x' } as never)).toThrow(
      /No error text/,
    );
  });
});
