import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '#src/components/admin-ui/csv-download-button';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { toCsv } from '#src/lib/csv/csv';
import { ok } from '#src/lib/data/result';
import { formatItalianDateTime, todayInRome } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { closeYear, loadBooksYear, type BooksYearData } from '../api/books-api';
import { movementCsvColumns, rendicontoCsvColumns, rendicontoRows } from '../model/books-csv';
import { moneyAccounts } from '../model/movement';
import { computeRendiconto } from '../model/rendiconto';
import { booksTexts, formatEuro } from './books-texts';

// A year's rendiconto per cassa on screen (model D), its CSV for the accountant, the cash book's
// CSV, each account's balances, and closing the year (decision 93).

function yearFrom(search: URLSearchParams, today: string): number {
  const asked = Number(search.get('anno'));
  return Number.isInteger(asked) && asked >= 2000 && asked <= 2100
    ? asked
    : Number(today.slice(0, 4));
}

export function BooksPage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const today = todayInRome();
  const year = yearFrom(search, today);
  const read = useRead(booksTexts.failed, () => loadBooksYear(year), [year]);
  const close = useAction(async () => {
    const closed = await closeYear(user, year);
    if (closed.success) read.retry();
    return closed;
  }, 'Closing a year');
  const choose = (next: number) => setSearch({ anno: String(next) });

  return (
    <section className="admin-page books">
      <h1 className="admin-page__title">{booksTexts.title(year)}</h1>
      <nav className="d-flex gap-2 mb-3" aria-label={booksTexts.years}>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => choose(year - 1)}
        >
          {booksTexts.previous(year - 1)}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => choose(year + 1)}
        >
          {booksTexts.next(year + 1)}
        </button>
      </nav>
      <ReadState read={read} loading={booksTexts.loading} failed={booksTexts.failed}>
        {(data) => <YearBooks data={data} year={year} close={close} />}
      </ReadState>
    </section>
  );
}

interface YearBooksProps {
  readonly data: BooksYearData;
  readonly year: number;
  readonly close: ReturnType<typeof useAction<[], void>>;
}

function YearBooks({ data, year, close }: YearBooksProps) {
  const rendiconto = computeRendiconto(year, data.movements, data.books, data.figurative);
  const rows = rendicontoRows(rendiconto);
  return (
    <>
      {data.books.closed ? (
        <p className="alert alert-secondary" role="status">
          {booksTexts.closed(data.books.closedAt ? formatItalianDateTime(data.books.closedAt) : '')}
        </p>
      ) : (
        <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
          <BusyButton
            className="btn btn-outline-danger"
            pending={close.pending}
            onClick={() => {
              if (window.confirm(booksTexts.confirmClose(year))) close.run();
            }}
          >
            {booksTexts.close(year)}
          </BusyButton>
          {close.error && (
            <span className="text-danger" role="alert">
              {close.error}
            </span>
          )}
        </div>
      )}
      {!data.donationsRead && (
        <p className="alert alert-warning" role="alert">
          {booksTexts.noDonations}
        </p>
      )}
      {rendiconto.untagged.length > 0 && (
        <p className="alert alert-warning" role="alert">
          {booksTexts.untagged(rendiconto.untagged.length)}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <CsvDownloadButton
          fileName={`rendiconto-${year}.csv`}
          label={booksTexts.rendicontoCsv}
          load={() => Promise.resolve(ok(toCsv(rendicontoCsvColumns, rows)))}
        />
        <CsvDownloadButton
          fileName={`prima-nota-${year}.csv`}
          label={booksTexts.movementsCsv}
          load={() => Promise.resolve(ok(toCsv(movementCsvColumns, data.movements)))}
        />
      </div>
      <h2 className="h5">{booksTexts.accounts}</h2>
      <div className="table-responsive mb-4">
        <table className="table table-sm" aria-label={booksTexts.accounts}>
          <thead>
            <tr>
              <th scope="col">{booksTexts.account}</th>
              <th scope="col" className="text-end">
                {booksTexts.opening}
              </th>
              <th scope="col" className="text-end">
                {booksTexts.inflows}
              </th>
              <th scope="col" className="text-end">
                {booksTexts.outflows}
              </th>
              <th scope="col" className="text-end">
                {booksTexts.closing}
              </th>
            </tr>
          </thead>
          <tbody>
            {moneyAccounts.map((account) => {
              const totals = rendiconto.accounts[account];
              return (
                <tr key={account}>
                  <th scope="row">{booksTexts.accountNames[account]}</th>
                  <td className="text-end">{formatEuro(totals.opening)}</td>
                  <td className="text-end">{formatEuro(totals.inflows)}</td>
                  <td className="text-end">{formatEuro(totals.outflows)}</td>
                  <td className="text-end">{formatEuro(totals.closing)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2 className="h5">{booksTexts.modelD}</h2>
      <div className="table-responsive">
        <table className="table table-sm books__rendiconto" aria-label={booksTexts.modelD}>
          <tbody>
            {rows.map((row, i) =>
              row.euro === null ? (
                <tr key={i}>
                  <th colSpan={2} scope="rowgroup" className="pt-3">
                    {row.label}
                  </th>
                </tr>
              ) : (
                <tr key={i} className={row.code === '' ? 'fw-semibold' : undefined}>
                  <td>{row.label}</td>
                  <td className="text-end text-nowrap">{formatEuro(Math.round(row.euro * 100))}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
