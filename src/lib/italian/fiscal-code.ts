// The codice fiscale of a person (D.P.R. 605/1973, D.M. 23 December 1976): 16 characters, three
// letters of the family name, three of the given name, the birth year's last two digits, a month
// letter, the birth day (plus 40 for a woman), the birth place's cadastral code (a letter and three
// digits) and a check letter. When two people would get the same code, the Agenzia delle Entrate
// gives one of them an omocodic code: some of its digits, from the right, are replaced by the
// letters LMNPQRSTUV (0 to 9). The birth place's code is read but not checked against the list of
// municipalities and foreign countries, which this product does not carry.

const MONTHS = 'ABCDEHLMPRST';
const OMOCODIA = 'LMNPQRSTUV';
/** The positions that hold digits (year, day, place) and may hold omocodia's letters instead. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
const SHAPE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

// The check letter: characters at odd positions (1st, 3rd...) count by this table, even ones by
// their place in 0-9 or A-Z.
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

const letterIndex = (char: string): number =>
  /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65;

/** The check letter of a code's first 15 characters. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = letterIndex(first15.charAt(i));
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Upper case, accents and anything but A-Z removed: "D'Amico" reads DAMICO, "Nicolò" NICOLO. */
function lettersOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const isVowel = (char: string): boolean => 'AEIOU'.includes(char);

function split(name: string): { consonants: string; vowels: string } {
  const letters = lettersOf(name);
  return {
    consonants: [...letters].filter((char) => !isVowel(char)).join(''),
    vowels: [...letters].filter(isVowel).join(''),
  };
}

/** The family name's three letters: consonants, then vowels, then X. */
export function familyNameLetters(familyName: string): string {
  const { consonants, vowels } = split(familyName);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** The given name's three letters: the 1st, 3rd and 4th consonant when it has four or more. */
export function givenNameLetters(givenName: string): string {
  const { consonants, vowels } = split(givenName);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** The code with omocodia's letters read back as digits. */
export function withoutOmocodia(code: string): string {
  const chars = [...code];
  for (const position of DIGIT_POSITIONS) {
    const at = OMOCODIA.indexOf(chars[position] ?? '');
    if (at >= 0) chars[position] = String(at);
  }
  return chars.join('');
}

/** Spaces removed, upper case: what a person types becomes what is stored. */
export const normaliseFiscalCode = (typed: string): string =>
  typed.replace(/\s+/g, '').toUpperCase();

export type FiscalSex = 'M' | 'F';

export interface FiscalCodeData {
  readonly familyLetters: string;
  readonly givenLetters: string;
  /** Two digits: the century is not in the code. */
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  readonly sex: FiscalSex;
  /** The birth place's cadastral code (A562, Z404): read, not checked against a list. */
  readonly placeCode: string;
  readonly omocodic: boolean;
}

export type FiscalCodeRead =
  | { readonly valid: true; readonly data: FiscalCodeData }
  | { readonly valid: false; readonly error: string };

/** The code's format and check letter; what it says of the person when both hold. */
export function readFiscalCode(typed: string): FiscalCodeRead {
  const code = normaliseFiscalCode(typed);
  if (code.length !== 16) {
    return { valid: false, error: `Il codice fiscale ha 16 caratteri (qui ${code.length}).` };
  }
  if (!SHAPE.test(code)) {
    return {
      valid: false,
      error:
        'Il codice fiscale non ha la forma giusta: 6 lettere, 2 cifre, una lettera del mese, 2 cifre, il codice del luogo e una lettera.',
    };
  }
  const check = fiscalCodeCheckCharacter(code.slice(0, 15));
  if (check !== code.charAt(15)) {
    return {
      valid: false,
      error: `Il carattere di controllo non torna: con questi primi 15 caratteri dovrebbe essere ${check}, non ${code.charAt(15)}. Controlla di aver scritto bene il codice.`,
    };
  }
  const plain = withoutOmocodia(code);
  const dayNumber = Number(plain.slice(9, 11));
  const sex: FiscalSex = dayNumber > 40 ? 'F' : 'M';
  const day = sex === 'F' ? dayNumber - 40 : dayNumber;
  if (day < 1 || day > 31) {
    return {
      valid: false,
      error: `Il giorno di nascita del codice fiscale (${plain.slice(9, 11)}) non esiste.`,
    };
  }
  return {
    valid: true,
    data: {
      familyLetters: code.slice(0, 3),
      givenLetters: code.slice(3, 6),
      year: Number(plain.slice(6, 8)),
      month: MONTHS.indexOf(code.charAt(8)) + 1,
      day,
      sex,
      placeCode: plain.slice(11, 15),
      omocodic: plain !== code,
    },
  };
}

export interface FiscalCodePerson {
  readonly givenName: string;
  readonly familyName: string;
  /** `YYYY-MM-DD`. */
  readonly birthDate: string;
  /** When known; the register does not ask it, so the day may say either. */
  readonly sex?: FiscalSex;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * What does not match between the code and the person, in Italian, one message per part; an empty
 * list when the code is valid and names this person. A field still empty is not compared.
 */
export function fiscalCodeMismatches(typed: string, person: FiscalCodePerson): string[] {
  const read = readFiscalCode(typed);
  if (!read.valid) return [read.error];
  const { data } = read;
  const problems: string[] = [];
  if (lettersOf(person.familyName) !== '') {
    const expected = familyNameLetters(person.familyName);
    if (expected !== data.familyLetters) {
      problems.push(
        `Le lettere del cognome (${data.familyLetters}) non corrispondono al cognome indicato, che dà ${expected}.`,
      );
    }
  }
  if (lettersOf(person.givenName) !== '') {
    const expected = givenNameLetters(person.givenName);
    if (expected !== data.givenLetters) {
      problems.push(
        `Le lettere del nome (${data.givenLetters}) non corrispondono al nome indicato, che dà ${expected}.`,
      );
    }
  }
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.birthDate);
  if (birth) {
    const [year, month, day] = [Number(birth[1]), Number(birth[2]), Number(birth[3])];
    const written = `${pad(data.day)}/${pad(data.month)}/${pad(data.year)}`;
    if (year % 100 !== data.year || month !== data.month || day !== data.day) {
      problems.push(
        `La data di nascita nel codice (${written}) non corrisponde a quella indicata (${pad(day)}/${pad(month)}/${birth[1]}).`,
      );
    }
  }
  if (person.sex !== undefined && person.sex !== data.sex) {
    problems.push(
      data.sex === 'F'
        ? 'Il giorno di nascita nel codice indica una donna (giorno più 40), ma è indicato un uomo.'
        : 'Il giorno di nascita nel codice indica un uomo, ma è indicata una donna (il giorno sarebbe più 40).',
    );
  }
  return problems;
}

/** The first thing that does not match, or '' when the code is valid and names the person. */
export const fiscalCodeError = (typed: string, person: FiscalCodePerson): string =>
  fiscalCodeMismatches(typed, person)[0] ?? '';

/**
 * The code of a person born in a place of this cadastral code (no omocodia): for demo data and
 * tests; the form never makes one, it checks the one the person gives.
 */
export function buildFiscalCode(person: Required<FiscalCodePerson>, placeCode: string): string {
  const [year = '', month = '', day = ''] = person.birthDate.split('-');
  const dayNumber = Number(day) + (person.sex === 'F' ? 40 : 0);
  const first15 =
    familyNameLetters(person.familyName) +
    givenNameLetters(person.givenName) +
    year.slice(2) +
    MONTHS.charAt(Number(month) - 1) +
    pad(dayNumber) +
    placeCode.toUpperCase();
  return first15 + fiscalCodeCheckCharacter(first15);
}
