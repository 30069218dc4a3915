import * as z from 'zod/mini';
import { provinceCodes, provinces, provincesByName } from '#src/config/provinces';
import { fieldErrorsIn } from '#src/lib/data/field-errors';
import { textsFor } from '#src/lib/text/dictionary';
import { volunteerTexts } from '../public/texts';
import {
  emptyVolunteerForm,
  isVolunteerDraftComplete,
  toVolunteerApplicationInput,
  volunteerApplicationInputSchema,
  volunteerApplicationSchema,
  volunteerDraftSchema,
  volunteerLimits,
  type VolunteerFormValues,
} from './volunteer-application';

const it_ = textsFor(volunteerTexts, 'it').errors;
const en = textsFor(volunteerTexts, 'en').errors;

const filled: VolunteerFormValues = {
  ...emptyVolunteerForm,
  givenName: ' Luca ',
  familyName: 'Bianchi',
  email: 'luca@example.org ',
  phone: '333 7654321',
  ageBand: '18+',
  province: 'TO',
  availability: ['Weekend pomeriggio', 'Feriali mattina'],
  activities: ['Foto'],
  experience: 'Nessuna',
  privacyConsent: true,
};

describe('the volunteer draft', () => {
  it('has no errors when filled in, and is complete', () => {
    expect(fieldErrorsIn(volunteerDraftSchema, filled, it_)).toEqual({});
    expect(isVolunteerDraftComplete(filled)).toBe(true);
  });

  it('words every missing answer by its key, in Italian and in English', () => {
    expect(fieldErrorsIn(volunteerDraftSchema, emptyVolunteerForm, it_)).toEqual({
      givenName: 'Campo obbligatorio.',
      familyName: 'Campo obbligatorio.',
      email: 'Campo obbligatorio.',
      phone: 'Campo obbligatorio.',
      ageBand: 'Scegli una risposta.',
      province: 'Scegli una risposta.',
      availability: 'Scegline almeno una.',
      activities: 'Scegline almeno una.',
      experience: 'Scegli una risposta.',
      privacyConsent: 'Per inviare la candidatura serve il consenso al trattamento dei dati.',
    });
    expect(fieldErrorsIn(volunteerDraftSchema, emptyVolunteerForm, en)).toMatchObject({
      givenName: 'Required field.',
      availability: 'Choose at least one.',
      privacyConsent:
        'To send the application we need your consent to the processing of your data.',
    });
    expect(isVolunteerDraftComplete(emptyVolunteerForm)).toBe(false);
  });

  it('names the limit of a text too long, and refuses a bad e-mail or phone', () => {
    const draft = {
      ...filled,
      givenName: 'a'.repeat(volunteerLimits.name + 1),
      notes: 'n'.repeat(volunteerLimits.notes + 1),
      email: 'luca@',
      phone: '12',
    };
    expect(fieldErrorsIn(volunteerDraftSchema, draft, it_)).toEqual({
      givenName: 'Al massimo 100 caratteri.',
      notes: 'Al massimo 2000 caratteri.',
      email: 'Scrivi un indirizzo e-mail valido.',
      phone: expect.stringMatching(/^Scrivi un numero di telefono valido/),
    });
    expect(fieldErrorsIn(volunteerDraftSchema, draft, en)).toMatchObject({
      givenName: 'At most 100 characters.',
      email: 'Enter a valid e-mail address.',
    });
  });

  it("asks a 16-17 year old for a parent's or guardian's consent and name", () => {
    const minor = { ...filled, ageBand: '16-17' as const };
    expect(fieldErrorsIn(volunteerDraftSchema, minor, it_)).toEqual({
      guardianConsent: 'A 16-17 anni serve il consenso di un genitore o tutore.',
      guardianName: 'Campo obbligatorio.',
    });
    expect(fieldErrorsIn(volunteerDraftSchema, minor, en)).toEqual({
      guardianConsent: 'At 16 or 17 a parent’s or guardian’s consent is needed.',
      guardianName: 'Required field.',
    });
    const agreed = { ...minor, guardianConsent: true, guardianName: ' Anna Bianchi ' };
    expect(fieldErrorsIn(volunteerDraftSchema, agreed, en)).toEqual({});
    expect(toVolunteerApplicationInput(agreed, 'en')).toMatchObject({
      ageBand: '16-17',
      guardianConsent: true,
      guardianName: 'Anna Bianchi',
    });
  });
});

describe('toVolunteerApplicationInput', () => {
  it('trims, orders the choices as the form does and gives what the rules take', () => {
    const input = toVolunteerApplicationInput(filled, 'it');
    expect(input).toEqual({
      givenName: 'Luca',
      familyName: 'Bianchi',
      email: 'luca@example.org',
      phone: '333 7654321',
      ageBand: '18+',
      guardianConsent: false,
      guardianName: '',
      province: 'TO',
      availability: ['Feriali mattina', 'Weekend pomeriggio'],
      activities: ['Foto'],
      experience: 'Nessuna',
      notes: '',
      privacyConsent: true,
      newsConsent: false,
      language: 'it',
    });
    expect(z.safeParse(volunteerApplicationInputSchema, input).success).toBe(true);
  });

  it('drops a guardian an adult typed before changing the age, and throws on a bad draft', () => {
    const changed = { ...filled, guardianConsent: true, guardianName: 'Anna' };
    expect(toVolunteerApplicationInput(changed, 'it')).toMatchObject({
      guardianConsent: false,
      guardianName: '',
    });
    expect(() => toVolunteerApplicationInput(emptyVolunteerForm, 'it')).toThrow(/passed/);
  });

  it('refuses in the input schema what the rules refuse: a minor without consent, a twice-chosen slot', () => {
    const input = toVolunteerApplicationInput(filled, 'it');
    const refused = (change: object) =>
      z.safeParse(volunteerApplicationInputSchema, { ...input, ...change }).success;
    expect(refused({ ageBand: '16-17' })).toBe(false);
    expect(refused({ availability: ['Foto'] })).toBe(false);
    expect(refused({ availability: ['Weekend mattina', 'Weekend mattina'] })).toBe(false);
    expect(refused({ extra: 1 })).toBe(false);
    expect(refused({ province: 'XX' })).toBe(false);
  });
});

describe('the stored application', () => {
  it('reads an older document leniently, the language Italian when missing', () => {
    const read = z.parse(volunteerApplicationSchema, {
      slug: 'a1',
      ageBand: '18+',
      status: 'Da contattare',
      date: new Date('2026-11-01T09:00:00Z'),
    });
    expect(read).toMatchObject({ language: 'it', availability: [], notes: '', isNew: false });
  });
});

describe('the provinces', () => {
  it('are 107, each code two capital letters, listed by name', () => {
    expect(provinceCodes).toHaveLength(107);
    expect(provinceCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(provincesByName[0]).toBe('AG');
    expect(provincesByName.map((code) => provinces[code]).at(-1)).toBe('Viterbo');
  });
});
