import {
  emptyMovementDraft,
  movementErrors,
  movementFieldErrors,
  storedMovement,
  type MovementDraft,
} from './movement-draft';

const expense: MovementDraft = {
  ...emptyMovementDraft('uscita', '2026-03-10'),
  amountCents: 12_050,
  account: 'banca',
  line: 'U-A1',
  supplier: ' Azienda agricola Rossi ',
};
const contribution: MovementDraft = {
  ...emptyMovementDraft('entrata', '2026-06-12'),
  amountCents: 600_000,
  account: 'banca',
  line: 'E-A8',
  payer: 'Comune di Esempio',
  payerFiscalCode: '00123456789',
  reason: 'Ricovero dei cavalli sequestrati',
};

describe('a movement draft', () => {
  it('passes when complete', () => {
    expect(movementErrors(expense)).toEqual({});
    expect(movementErrors(contribution)).toEqual({});
    expect(
      movementErrors({
        ...emptyMovementDraft('giroconto', '2026-04-01'),
        amountCents: 1,
        account: 'cassa',
        toAccount: 'banca',
      }),
    ).toEqual({});
  });

  it('names each missing or wrong field', () => {
    expect(movementErrors(emptyMovementDraft('uscita', ''))).toEqual({
      date: movementFieldErrors.date,
      amountCents: movementFieldErrors.amountCents,
      account: movementFieldErrors.account,
      line: movementFieldErrors.line,
      supplier: movementFieldErrors.supplier,
    });
    expect(movementErrors({ ...expense, line: 'E-A4' }).line).toBe(movementFieldErrors.line);
    expect(movementErrors({ ...expense, amountCents: 10.5 }).amountCents).toBeDefined();
    expect(movementErrors({ ...expense, fivePerThousandYear: 2024 })).toEqual({
      fivePerThousandCategory: movementFieldErrors.fivePerThousandCategory,
    });
  });

  it("asks a public body's contribution for the body, its codice fiscale and the reason", () => {
    expect(
      movementErrors({
        ...contribution,
        payer: ' ',
        payerFiscalCode: 'RSSMRA85T10A562S',
        reason: '',
      }),
    ).toEqual({
      payer: movementFieldErrors.payer,
      payerFiscalCode: movementFieldErrors.payerFiscalCode,
      reason: movementFieldErrors.reason,
    });
    expect(movementErrors({ ...contribution, line: 'E-A5' })).toEqual({
      fivePerThousandYear: movementFieldErrors.fivePerThousandYear,
    });
  });

  it('refuses a transfer to the same account', () => {
    expect(
      movementErrors({
        ...emptyMovementDraft('giroconto', '2026-04-01'),
        amountCents: 1,
        account: 'cassa',
        toAccount: 'cassa',
      }),
    ).toEqual({ toAccount: movementFieldErrors.toAccount });
  });

  it("stores only its kind's fields, trimmed", () => {
    expect(storedMovement(expense, 'books/x/fattura.pdf')).toEqual({
      kind: 'uscita',
      date: '2026-03-10',
      amountCents: 12_050,
      account: 'banca',
      description: '',
      line: 'U-A1',
      supplier: 'Azienda agricola Rossi',
      horseSlug: '',
      eventSlug: '',
      fivePerThousandYear: 0,
      fivePerThousandCategory: '',
      attachmentPath: 'books/x/fattura.pdf',
    });
    expect(Object.keys(storedMovement(contribution))).not.toContain('supplier');
  });
});
