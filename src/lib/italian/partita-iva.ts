// The partita IVA (D.P.R. 633/1972, art. 35) and a company's or an association's codice fiscale:
// 11 digits, the first seven the holder's number, the next three the office's code, the last a
// check digit (Luhn's: digits at odd places added as they are, those at even places doubled, 9
// taken off a double above 9; the check digit brings the sum to a multiple of ten).

/** Spaces removed, and a leading `IT` (the VAT number's EU form). */
export const normalisePartitaIva = (typed: string): string =>
  typed.replace(/\s+/g, '').replace(/^IT/i, '');

/** The check digit of the first ten digits. */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10.charAt(i));
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

export type PartitaIvaRead =
  { readonly valid: true } | { readonly valid: false; readonly error: string };

/** The number's shape and check digit, with a message staff can act on. */
export function readPartitaIva(typed: string): PartitaIvaRead {
  const code = normalisePartitaIva(typed);
  if (!/^\d{11}$/.test(code)) {
    return { valid: false, error: `La partita IVA ha 11 cifre (qui "${code}").` };
  }
  if (code === '00000000000')
    return { valid: false, error: 'La partita IVA non può essere tutta zeri.' };
  const check = partitaIvaCheckDigit(code.slice(0, 10));
  if (check !== Number(code.charAt(10))) {
    return {
      valid: false,
      error: `La cifra di controllo non torna: con queste prime 10 cifre dovrebbe essere ${check}, non ${code.charAt(10)}. Controlla di aver scritto bene la partita IVA.`,
    };
  }
  return { valid: true };
}
