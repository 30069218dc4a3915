import type { Supporter } from '../model/money-record';
import {
  duplicateReason,
  newSupporterDraft,
  storedSupporter,
  supporterDraftErrors,
  type SupporterDraft,
} from './supporter-draft';

const mario: SupporterDraft = {
  ...newSupporterDraft(),
  givenName: ' Mario ',
  familyName: 'Rossi',
  fiscalCode: 'rssmra85t10a562s',
  email: 'Mario@Example.org ',
  province: 'RM',
};

const stored = (changes: Partial<Supporter>): Supporter => ({
  id: 's1',
  ...storedSupporter(mario),
  createdAt: new Date(),
  createdBy: 'staff',
  ...changes,
});

describe("a supporter's draft", () => {
  it('takes a person with a checked codice fiscale, stored as the rules read it', () => {
    expect(supporterDraftErrors(mario)).toEqual({});
    expect(storedSupporter(mario)).toMatchObject({
      givenName: 'Mario',
      fiscalCode: 'RSSMRA85T10A562S',
      email: 'Mario@Example.org',
      nameKey: 'rossi mario',
    });
  });

  it('takes a company with its partita IVA, without a given name', () => {
    const company = {
      ...newSupporterDraft('ente'),
      givenName: 'ignored',
      familyName: 'Maneggio Srl',
      fiscalCode: 'IT 00743110157',
    };
    expect(supporterDraftErrors(company)).toEqual({});
    expect(storedSupporter(company)).toMatchObject({
      givenName: '',
      fiscalCode: '00743110157',
      nameKey: 'maneggio srl',
    });
  });

  it('says what is wrong, field by field', () => {
    expect(
      supporterDraftErrors({
        ...mario,
        givenName: '',
        fiscalCode: 'RSSMRA85T10A562T',
        email: 'a@x.it, b@y.it',
        province: 'Roma',
      }),
    ).toEqual({
      givenName: 'Scrivi il nome.',
      fiscalCode: expect.stringContaining('Il carattere di controllo non torna') as string,
      email: 'Scrivi un solo indirizzo e-mail, come nome@esempio.it.',
      province: 'Scegli la provincia dalla lista.',
    });
    expect(supporterDraftErrors({ ...mario, fiscalCode: '00743110158' }).fiscalCode).toContain(
      'La cifra di controllo non torna',
    );
    expect(
      supporterDraftErrors({ ...newSupporterDraft('ente'), fiscalCode: 'RSSMRA85T10A562S' }),
    ).toEqual({
      familyName: "Scrivi il nome dell'ente.",
      fiscalCode: 'Un ente ha un codice fiscale o una partita IVA di 11 cifre.',
    });
  });

  it('finds a possible duplicate by codice fiscale, e-mail or folded name', () => {
    const other = { fiscalCode: '', email: '', nameKey: 'x' };
    expect(duplicateReason(mario, stored({ ...other, fiscalCode: 'RSSMRA85T10A562S' }))).toBe(
      'stesso codice fiscale',
    );
    expect(duplicateReason(mario, stored({ ...other, email: 'mario@example.org' }))).toBe(
      'stessa e-mail',
    );
    expect(
      duplicateReason(
        { ...mario, familyName: 'RÒSSI', givenName: 'mario' },
        stored({ ...other, nameKey: 'rossi mario' }),
      ),
    ).toBe('stesso nome');
    expect(duplicateReason(mario, stored(other))).toBeNull();
  });
});
