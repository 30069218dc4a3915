import { association } from '#src/config/association';
import { pdfPages } from '#src/test-support/pdf-text';
import type { DonationReceipt } from '../../model/money-record';
import { receiptTexts } from '../model/receipt';
import { aDonation, aSupporter, sampleYear } from '../model/receipt-sample';
import { statementOf, yearStatementInputs } from '../model/statement';
import { receiptPdf, statementPdf, statementsPdf } from './receipt-pdf';

const receipt: DonationReceipt = {
  id: '2026-000017',
  year: 2026,
  number: 17,
  donationId: 'd1',
  supporterId: 's1',
  amountCents: 123_050,
  issuedAt: new Date('2026-12-07T10:00:00Z'),
  issuedBy: 'staff',
};
const supporter = aSupporter();

const textOf = async (bytes: ArrayBuffer) => (await pdfPages(bytes)).join(' ');

describe('a receipt’s PDF, read back', () => {
  it('names the association, the supporter, the amount in figures and words, date and method', async () => {
    const donation = aDonation({ amountCents: 123_050, reference: 'CRO 1234 Forlì' });
    const text = await textOf(receiptPdf({ receipt, donation, supporter }));
    expect(text).toContain('Ricevuta n. 17/2026');
    expect(text).toContain(association.name);
    expect(text).toContain(`Codice fiscale: ${association.taxCode}`);
    expect(text).toContain(`Iscrizione RUNTS n. ${association.runtsNumber}`);
    expect(text).toContain('Niccolò Bianchi');
    expect(text).toContain(`Codice fiscale: ${supporter.fiscalCode}`);
    expect(text).toContain('1.230,50 €');
    expect(text).toContain('in lettere: euro milleduecentotrenta/50');
    expect(text).toContain('Data del versamento: 1 marzo 2026');
    expect(text).toContain('Mezzo di pagamento: Bonifico bancario');
    expect(text).toContain('CRO 1234 Forlì');
    expect(text).toContain("Erogazione liberale ai sensi dell'art. 83 del D.Lgs. 117/2017.");
    expect(text).toContain(
      "Esente dall'imposta di bollo ai sensi dell'art. 82, comma 5, del D.Lgs. 117/2017.",
    );
    expect(text).toContain('Pagina 1 di 1');
  });

  it('never claims the benefit for cash, and says why', async () => {
    const donation = aDonation({ method: 'contanti', account: 'cassa', traceable: false });
    const text = await textOf(receiptPdf({ receipt, donation, supporter }));
    expect(text).toContain('Mezzo di pagamento: Contanti');
    expect(text).not.toContain("ai sensi dell'art. 83");
    expect(text.replace(/ /g, '')).toContain(receiptTexts.cash.replace(/ /g, '').slice(0, 60));
    expect(text).toContain('Esente dall');
  });

  it('writes a gift in kind as its goods and declared value, without the art. 83 wording', async () => {
    const donation = aDonation({
      purpose: 'natura',
      method: '',
      account: '',
      traceable: false,
      inKindDescription: '20 balle di fieno',
      amountCents: 20_000,
    });
    const text = await textOf(receiptPdf({ receipt, donation, supporter }));
    expect(text).toContain('Valore dichiarato: 200,00 €');
    expect(text).toContain('Beni donati: 20 balle di fieno');
    expect(text).not.toContain("Erogazione liberale ai sensi dell'art. 83");
    expect(text).toContain('D.M. 28 novembre 2019');
  });

  it('names a company by its name and its partita IVA', async () => {
    const company = aSupporter({
      kind: 'ente',
      givenName: '',
      familyName: 'Maneggio Cantù Srl',
      fiscalCode: '01234567890',
    });
    const text = await textOf(receiptPdf({ receipt, donation: aDonation(), supporter: company }));
    expect(text).toContain('Maneggio Cantù Srl');
    expect(text).toContain('Codice fiscale / partita IVA: 01234567890');
  });
});

describe('a yearly statement’s PDF, read back', () => {
  const ledger = [
    aDonation({
      id: 'a',
      date: '2026-01-15',
      amountCents: 3000,
      method: 'carta',
      reference: 'ST-1',
    }),
    aDonation({ id: 'b', date: '2026-05-01', amountCents: 2000, receiptId: '2026-000003' }),
    aDonation({ id: 'c', date: '2026-06-02', kind: 'rimborso', amends: 'b', amountCents: -500 }),
    aDonation({
      id: 'd',
      date: '2026-02-01',
      amountCents: 999,
      method: 'contanti',
      traceable: false,
    }),
  ];
  const madeAt = new Date('2027-01-10T10:00:00Z');

  it('lists every traceable gift of the year and the total, equal to the ledger’s', async () => {
    const statement = statementOf(ledger, 's1', 2026);
    const text = await textOf(statementPdf({ statement, supporter, madeAt }));
    expect(text).toContain('Riepilogo delle erogazioni liberali tracciabili - anno 2026');
    expect(text).toContain('15 gennaio 2026');
    expect(text).toContain('Carta di pagamento');
    expect(text).toContain('3/2026');
    expect(text).toContain('-5,00 €');
    expect(text).not.toContain('9,99 €');
    expect(text).toContain("Totale dell'anno: 45,00 € (in lettere: euro quarantacinque/00)");
    expect(text).toContain("ai sensi dell'art. 83 del D.Lgs. 117/2017");
    expect(text).toContain(`Codice fiscale: ${supporter.fiscalCode}`);
  });

  it('makes every statement of a year in one file, each numbered on its own', async () => {
    const { supporters, donations } = sampleYear(2026, 12, 40);
    const inputs = yearStatementInputs(
      donations,
      new Map(supporters.map((one) => [one.id, one])),
      2026,
      madeAt,
    );
    expect(inputs).toHaveLength(12);
    const pages = await pdfPages(statementsPdf(inputs));
    expect(pages.length).toBeGreaterThan(12);
    const starts = pages.filter((page) => page.includes('Pagina 1 di'));
    expect(starts).toHaveLength(12);
    for (const input of inputs) {
      const own = pages.filter((page) =>
        page.includes(`${input.supporter.givenName} ${input.supporter.familyName}`),
      );
      expect(own.length).toBeGreaterThan(0);
    }
  });
});
