import { normalisePartitaIva, partitaIvaCheckDigit, readPartitaIva } from './partita-iva';

describe('the partita IVA', () => {
  it('accepts real-shaped numbers whose check digit holds', () => {
    // The Agenzia delle Entrate's own codice fiscale, and numbers built with the check digit.
    for (const code of ['06363391001', '00743110157', '01114601006']) {
      expect(readPartitaIva(code)).toEqual({ valid: true });
    }
    expect(partitaIvaCheckDigit('0636339100')).toBe(1);
  });

  it('reads the EU form and spaces as the number', () => {
    expect(normalisePartitaIva('IT 0636 3391 001')).toBe('06363391001');
    expect(readPartitaIva('it06363391001').valid).toBe(true);
  });

  it('refuses a wrong length, letters, all zeros and a wrong check digit, saying why', () => {
    expect(readPartitaIva('0636339100')).toEqual({
      valid: false,
      error: 'La partita IVA ha 11 cifre (qui "0636339100").',
    });
    expect(readPartitaIva('0636339100A').valid).toBe(false);
    expect(readPartitaIva('00000000000')).toEqual({
      valid: false,
      error: 'La partita IVA non può essere tutta zeri.',
    });
    const wrong = readPartitaIva('06363391002');
    expect(wrong.valid).toBe(false);
    expect(!wrong.valid && wrong.error).toContain('dovrebbe essere 1, non 2');
  });

  it('catches every single mistyped digit', () => {
    const good = '00743110157';
    for (let place = 0; place < 11; place++) {
      for (let digit = 0; digit <= 9; digit++) {
        const typed = good.slice(0, place) + String(digit) + good.slice(place + 1);
        if (typed !== good) expect(readPartitaIva(typed).valid).toBe(false);
      }
    }
  });
});
