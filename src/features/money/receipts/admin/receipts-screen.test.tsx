import { screen, waitFor, within } from '@testing-library/react';
import type * as CsvModule from '#src/lib/csv/csv';
import { downloadBlob } from '#src/lib/csv/csv';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  issueReceipt,
  listDonationsOfYear,
  listDonationsPage,
  readSupporters,
  sendReceiptMail,
  sendStatementMail,
} from '../api/receipts-api';
import { receiptTexts } from '../model/receipt';
import { aDonation, aSupporter } from '../model/receipt-sample';
import type * as ReceiptPdfs from './receipt-pdfs';
import { makeReceiptFile, makeStatementsFile } from './receipt-pdfs';
import { ReceiptsScreen } from './receipts-screen';
import { StatementsScreen } from './statements-screen';

vi.mock('#src/lib/csv/csv', async (actual) => ({
  ...(await actual<typeof CsvModule>()),
  downloadBlob: vi.fn(),
}));
vi.mock('../api/receipts-api', () => ({
  issueReceipt: vi.fn(),
  listDonationsPage: vi.fn(),
  listDonationsOfYear: vi.fn(),
  readSupporters: vi.fn(),
  sendReceiptMail: vi.fn(),
  sendStatementMail: vi.fn(),
}));
vi.mock('./receipt-pdfs', async (actual) => ({
  ...(await actual<typeof ReceiptPdfs>()),
  makeReceiptFile: vi.fn(),
  makeStatementsFile: vi.fn(),
}));

const supporter = aSupporter();
const year = new Date().getFullYear();
const gift = aDonation({ id: 'g1', date: `${year}-03-01`, amountCents: 2500 });
const issuedGift = aDonation({ id: 'g2', date: `${year}-02-01`, receiptId: `${year}-000004` });
const anonymous = aDonation({ id: 'g3', date: `${year}-01-01`, supporterId: '' });
const receipt = {
  id: `${year}-000005`,
  year,
  number: 5,
  donationId: 'g1',
  supporterId: 's1',
  amountCents: 2500,
  issuedAt: new Date(),
  issuedBy: 'u',
};

beforeEach(() => {
  vi.mocked(listDonationsPage).mockResolvedValue(
    ok({ items: [gift, issuedGift, anonymous], next: null, total: 3 }),
  );
  vi.mocked(readSupporters).mockResolvedValue(ok(new Map([['s1', supporter]])));
  vi.mocked(makeReceiptFile).mockResolvedValue(
    ok({ receipt, donation: gift, supporter, pdf: new ArrayBuffer(8) }),
  );
});
afterEach(() => vi.resetAllMocks());

describe('ReceiptsScreen', () => {
  it('issues a receipt, then downloads and sends it', async () => {
    vi.mocked(issueReceipt).mockResolvedValue(ok(receipt));
    vi.mocked(sendReceiptMail).mockResolvedValue(ok('mail-id'));
    const { events } = renderAdmin(<ReceiptsScreen />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /1 marzo/ });
    expect(row).toHaveTextContent('Niccolò Bianchi');
    expect(row).toHaveTextContent('25,00 €');
    expect(within(table).getByRole('row', { name: /Anonimo/ })).toHaveTextContent(
      receiptTexts.anonymous,
    );
    await events.click(within(row).getByRole('button', { name: /^Emetti la ricevuta/ }));
    expect(await screen.findByText(`Ricevuta n. 5/${year} emessa.`)).toBeVisible();
    expect(issueReceipt).toHaveBeenCalledWith(expect.anything(), 'g1', year);
    await events.click(
      within(row).getByRole('button', { name: `Scarica PDF della ricevuta 5/${year}` }),
    );
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(`ricevuta-${year}-000005.pdf`, expect.any(Blob)),
    );
    await events.click(
      within(row).getByRole('button', { name: `Invia per e-mail la ricevuta 5/${year}` }),
    );
    expect(await screen.findByText(/è in coda per l'invio/)).toBeVisible();
  });

  it('says why an issue or a send was refused', async () => {
    vi.mocked(issueReceipt).mockResolvedValue(fail('aborted', receiptTexts.race));
    vi.mocked(sendReceiptMail).mockResolvedValue(
      fail('failed-precondition', 'Il sostenitore non ha un indirizzo e-mail.'),
    );
    const { events } = renderAdmin(<ReceiptsScreen />);
    const table = await screen.findByRole('table');
    await events.click(within(table).getByRole('button', { name: /^Emetti la ricevuta/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(receiptTexts.race);
    await events.click(
      within(table).getByRole('button', {
        name: `Invia per e-mail la ricevuta 4/${new Date().getFullYear()}`,
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
        'Il sostenitore non ha un indirizzo e-mail.',
      ),
    );
  });
});

describe('StatementsScreen', () => {
  it('lists the year’s statements with their totals, downloads all and sends one', async () => {
    vi.mocked(listDonationsOfYear).mockResolvedValue(
      ok([
        aDonation({ id: 'a', date: `${year - 1}-02-01`, amountCents: 1000 }),
        aDonation({ id: 'b', date: `${year - 1}-03-01`, amountCents: 2000 }),
      ]),
    );
    vi.mocked(makeStatementsFile).mockResolvedValue(ok(new ArrayBuffer(8)));
    vi.mocked(sendStatementMail).mockResolvedValue(ok('mail-id'));
    const { events } = renderAdmin(<StatementsScreen />);
    const row = await screen.findByRole('row', { name: /Niccolò Bianchi/ });
    expect(row).toHaveTextContent('30,00 €');
    await events.click(
      screen.getByRole('button', {
        name: `Scarica tutti i riepiloghi del ${year - 1} (1, un PDF)`,
      }),
    );
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(
        `riepiloghi-donazioni-${year - 1}.pdf`,
        expect.any(Blob),
      ),
    );
    await events.click(within(row).getByRole('button', { name: /^Invia per e-mail/ }));
    expect(await screen.findByText(/Il riepilogo di Niccolò Bianchi è in coda/)).toBeVisible();
    expect(sendStatementMail).toHaveBeenCalledWith(
      expect.anything(),
      supporter,
      year - 1,
      expect.any(ArrayBuffer),
    );
  });

  it('says when the PDF code could not load', async () => {
    vi.mocked(listDonationsOfYear).mockResolvedValue(
      ok([aDonation({ date: `${year - 1}-02-01` })]),
    );
    vi.mocked(makeStatementsFile).mockResolvedValue(fail('unavailable', 'PDF non caricato.'));
    const { events } = renderAdmin(<StatementsScreen />);
    const row = await screen.findByRole('row', { name: /Niccolò Bianchi/ });
    await events.click(within(row).getByRole('button', { name: /^Scarica PDF/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PDF non caricato.');
  });
});
