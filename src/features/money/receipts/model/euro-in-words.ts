// An amount in Italian words, as receipts and cheques write it: the euro in one word, then the
// cents in figures, "milleduecentotrenta/50". Italian runs the parts of a number together, drops
// the tens' last vowel before "uno" and "otto" (ventuno, trentotto), and accents a final "tre"
// (ventitré, centotré).

const units = [
  'zero',
  'uno',
  'due',
  'tre',
  'quattro',
  'cinque',
  'sei',
  'sette',
  'otto',
  'nove',
  'dieci',
  'undici',
  'dodici',
  'tredici',
  'quattordici',
  'quindici',
  'sedici',
  'diciassette',
  'diciotto',
  'diciannove',
] as const;

const tens = [
  '',
  '',
  'venti',
  'trenta',
  'quaranta',
  'cinquanta',
  'sessanta',
  'settanta',
  'ottanta',
  'novanta',
] as const;

/** 1..99. */
function belowHundred(n: number): string {
  if (n < 20) return units[n] ?? '';
  const ten = tens[Math.floor(n / 10)] ?? '';
  const unit = n % 10;
  if (unit === 0) return ten;
  const word = units[unit] ?? '';
  return unit === 1 || unit === 8 ? ten.slice(0, -1) + word : ten + word;
}

/** 1..999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'cento' : `${units[hundreds] ?? ''}cento`;
  if (rest === 0) return head;
  const tail = belowHundred(rest);
  // "centottanta": the hundred's o goes before ottanta (centootto keeps both).
  return head !== '' && Math.floor(rest / 10) === 8 ? head.slice(0, -1) + tail : head + tail;
}

/** A whole number from 0 to 999,999,999 in Italian words, run together. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) {
    throw new RangeError(`Not a whole number from 0 to 999,999,999: ${n}`);
  }
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const words =
    (millions === 0 ? '' : millions === 1 ? 'unmilione' : `${belowThousand(millions)}milioni`) +
    (thousands === 0 ? '' : thousands === 1 ? 'mille' : `${belowThousand(thousands)}mila`) +
    (rest === 0 ? '' : belowThousand(rest));
  // A final "tre" of a compound is accented: ventitré, milletré (tre alone is not).
  return words.length > 3 && words.endsWith('tre') ? `${words.slice(0, -3)}tré` : words;
}

/** Cents as a receipt writes them in words: 123050 → "milleduecentotrenta/50". */
export function euroInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) {
    throw new RangeError(`Not a whole, non-negative number of cents: ${cents}`);
  }
  return `${numberInWords(Math.floor(cents / 100))}/${String(cents % 100).padStart(2, '0')}`;
}

const euroFigures = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Cents in figures, Italian style: 123050 → "1.230,50 €", -500 → "-5,00 €". */
export const formatEuroCents = (cents: number): string => `${euroFigures.format(cents / 100)} €`;
