import {
  buildFiscalCode,
  familyNameLetters,
  fiscalCodeCheckCharacter,
  fiscalCodeError,
  fiscalCodeMismatches,
  givenNameLetters,
  normaliseFiscalCode,
  readFiscalCode,
  withoutOmocodia,
} from './fiscal-code';

const mario = { givenName: 'Mario', familyName: 'Rossi', birthDate: '1985-12-10' };

describe('the codice fiscale', () => {
  it('reads a well-known code: letters, birth date, sex and place', () => {
    const read = readFiscalCode('RSSMRA85T10A562S');
    expect(read).toEqual({
      valid: true,
      data: {
        familyLetters: 'RSS',
        givenLetters: 'MRA',
        year: 85,
        month: 12,
        day: 10,
        sex: 'M',
        placeCode: 'A562',
        omocodic: false,
      },
    });
    expect(fiscalCodeMismatches('RSSMRA85T10A562S', mario)).toEqual([]);
    expect(fiscalCodeMismatches(' rssmra85t10a562s ', { ...mario, sex: 'M' })).toEqual([]);
  });

  it('computes the check character over the first 15 characters', () => {
    expect(fiscalCodeCheckCharacter('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeCheckCharacter('BNCGLI80A41H501')).toBe('C');
    expect(fiscalCodeCheckCharacter('SPSSNT95P52Z404')).toBe('W');
  });

  it('refuses a wrong check character, naming the one expected', () => {
    expect(fiscalCodeError('RSSMRA85T10A562T', mario)).toBe(
      'Il carattere di controllo non torna: con questi primi 15 caratteri dovrebbe essere S, non T. Controlla di aver scritto bene il codice.',
    );
  });

  it('refuses a code of the wrong length or shape', () => {
    expect(fiscalCodeError('RSSMRA85T10A562', mario)).toBe(
      'Il codice fiscale ha 16 caratteri (qui 15).',
    );
    expect(fiscalCodeError('RSSMRA85Z10A562S', mario)).toMatch(/non ha la forma giusta/);
    expect(fiscalCodeError('RSS1RA85T10A562S', mario)).toMatch(/non ha la forma giusta/);
    expect(readFiscalCode('RSSMRA85T99A562X')).toEqual({
      valid: false,
      error: expect.stringMatching(/carattere di controllo/),
    });
  });

  it('refuses a day that no month has, after the check character', () => {
    const first15 = 'RSSMRA85T35A562';
    expect(fiscalCodeError(first15 + fiscalCodeCheckCharacter(first15), mario)).toBe(
      'Il giorno di nascita del codice fiscale (35) non esiste.',
    );
  });

  it('reads omocodic codes: the letters LMNPQRSTUV stand for digits', () => {
    expect(withoutOmocodia('RSSMRA85T10A56NH')).toBe('RSSMRA85T10A562H');
    expect(withoutOmocodia('RSSMRA85T10A5SNT')).toBe('RSSMRA85T10A562T');
    expect(withoutOmocodia('RSSMRAUVTMLARSNX')).toBe('RSSMRA89T10A562X');
    for (const code of ['RSSMRA85T10A56NH', 'RSSMRA85T10A5SNT']) {
      const read = readFiscalCode(code);
      expect(read.valid && read.data).toMatchObject({ omocodic: true, placeCode: 'A562', day: 10 });
      expect(fiscalCodeMismatches(code, mario)).toEqual([]);
    }
    // The letters of omocodia only where digits go: never the month's place.
    expect(fiscalCodeError('RSSMRA85L10A562S', mario)).not.toBe('');
  });

  it("reads a woman's day as the day plus 40", () => {
    const giulia = { givenName: 'Giulia', familyName: 'Bianchi', birthDate: '1980-01-01' };
    expect(fiscalCodeMismatches('BNCGLI80A41H501C', giulia)).toEqual([]);
    expect(fiscalCodeMismatches('BNCGLI80A41H501C', { ...giulia, sex: 'F' })).toEqual([]);
    expect(fiscalCodeMismatches('BNCGLI80A41H501C', { ...giulia, sex: 'M' })).toEqual([
      'Il giorno di nascita nel codice indica una donna (giorno più 40), ma è indicato un uomo.',
    ]);
    expect(fiscalCodeMismatches('RSSMRA85T10A562S', { ...mario, sex: 'F' })).toEqual([
      'Il giorno di nascita nel codice indica un uomo, ma è indicata una donna (il giorno sarebbe più 40).',
    ]);
    // A foreign birth place (Z404, the United States), a woman born on the 12th.
    expect(
      fiscalCodeMismatches('SPSSNT95P52Z404W', {
        givenName: 'Santa',
        familyName: 'Esposito',
        birthDate: '1995-09-12',
      }),
    ).toEqual([]);
  });

  it("takes the family name's consonants, then its vowels, then X", () => {
    expect(familyNameLetters('Rossi')).toBe('RSS');
    expect(familyNameLetters('Fo')).toBe('FOX');
    expect(familyNameLetters('Eau')).toBe('EAU');
    expect(familyNameLetters("D'Amico")).toBe('DMC');
    expect(familyNameLetters('De Luca')).toBe('DLC');
    expect(familyNameLetters('Ai')).toBe('AIX');
  });

  it('takes the 1st, 3rd and 4th consonant of a given name with four or more', () => {
    expect(givenNameLetters('Alessandro')).toBe('LSN');
    expect(givenNameLetters('Gianfranco')).toBe('GFR');
    expect(givenNameLetters('Mario')).toBe('MRA');
    expect(givenNameLetters('Ugo')).toBe('GUO');
    expect(givenNameLetters('Nicolò')).toBe('NCL');
    expect(givenNameLetters('Ida')).toBe('DIA');
    expect(givenNameLetters('Al')).toBe('LAX');
  });

  it('matches names with few consonants', () => {
    expect(
      fiscalCodeMismatches('FOXGUO70M05F205D', {
        givenName: 'Ugo',
        familyName: 'Fo',
        birthDate: '1970-08-05',
      }),
    ).toEqual([]);
    expect(
      fiscalCodeMismatches('FRRLSN02E15L219I', {
        givenName: 'Alessandro',
        familyName: 'Ferrari',
        birthDate: '2002-05-15',
      }),
    ).toEqual([]);
  });

  it('names each part that does not match the person', () => {
    expect(
      fiscalCodeMismatches('RSSMRA85T10A562S', {
        givenName: 'Maria',
        familyName: 'Russo',
        birthDate: '1985-12-11',
      }),
    ).toEqual([
      'La data di nascita nel codice (10/12/85) non corrisponde a quella indicata (11/12/1985).',
    ]);
    expect(
      fiscalCodeMismatches('RSSMRA85T10A562S', {
        givenName: 'Marco',
        familyName: 'Bassi',
        birthDate: '1885-12-10',
      }),
    ).toEqual([
      'Le lettere del cognome (RSS) non corrispondono al cognome indicato, che dà BSS.',
      'Le lettere del nome (MRA) non corrispondono al nome indicato, che dà MRC.',
    ]);
    expect(fiscalCodeMismatches('RSSMRA85T10A562S', { ...mario, birthDate: '1985-11-10' })).toEqual(
      ['La data di nascita nel codice (10/12/85) non corrisponde a quella indicata (10/11/1985).'],
    );
  });

  it('compares only the fields already typed', () => {
    expect(
      fiscalCodeMismatches('RSSMRA85T10A562S', { givenName: '', familyName: '', birthDate: '' }),
    ).toEqual([]);
    expect(normaliseFiscalCode(' rss mra 85t10 a562s')).toBe('RSSMRA85T10A562S');
  });

  it('builds the code of a person, which then matches them', () => {
    expect(buildFiscalCode({ ...mario, sex: 'M' }, 'A562')).toBe('RSSMRA85T10A562S');
    const santa = {
      givenName: 'Santa',
      familyName: 'Esposito',
      birthDate: '1995-09-12',
      sex: 'F',
    } as const;
    expect(buildFiscalCode(santa, 'z404')).toBe('SPSSNT95P52Z404W');
    expect(fiscalCodeMismatches(buildFiscalCode(santa, 'Z404'), santa)).toEqual([]);
  });
});
