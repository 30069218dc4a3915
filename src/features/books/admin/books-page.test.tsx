import { screen, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { closeYear, loadBooksYear } from '../api/books-api';
import { fixtureBooks, fixtureMovements } from '../model/rendiconto-fixture';
import { BooksPage } from './books-page';
import { booksTexts } from './books-texts';

vi.mock('../api/books-api', () => ({ closeYear: vi.fn(), loadBooksYear: vi.fn() }));

const tagged = fixtureMovements.filter((movement) => movement.id !== 'odd');
const openYear = {
  books: { year: 2025, ...fixtureBooks, closed: false, closedAt: null, closedBy: '' },
  movements: tagged,
  donationsRead: true,
  figurative: null,
};

beforeEach(() => vi.mocked(loadBooksYear).mockResolvedValue(ok(openYear)));
afterEach(() => vi.resetAllMocks());

describe('BooksPage', () => {
  it("shows the year's rendiconto of model D and each account's balances", async () => {
    renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    expect(await screen.findByRole('heading', { name: 'Rendiconto per cassa 2025' })).toBeVisible();
    expect(loadBooksYear).toHaveBeenCalledWith(2025);
    const model = within(screen.getByRole('table', { name: booksTexts.modelD }));
    const vet = model.getByText('A.2 Servizi').closest('tr') as HTMLElement;
    expect(within(vet).getByText(/450,50/)).toBeInTheDocument();
    const overall = model
      .getByText('Avanzo/disavanzo complessivo (+/-)')
      .closest('tr') as HTMLElement;
    expect(within(overall).getByText(/2\.?106,00/)).toBeInTheDocument();
    const accounts = within(screen.getByRole('table', { name: booksTexts.accounts }));
    const cassa = accounts.getByRole('row', { name: /^Cassa/ });
    expect(within(cassa).getByText(/219,50/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: booksTexts.rendicontoCsv })).toBeVisible();
  });

  it("adds the volunteers' hours from the rota, valued, as figurative costs and income", async () => {
    vi.mocked(loadBooksYear).mockResolvedValue(
      ok({
        ...openYear,
        figurative: {
          volunteerHours: { generalInterest: 120.5, otherActivities: 0 },
          hourValueCents: 1_000,
        },
      }),
    );
    renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    const model = within(await screen.findByRole('table', { name: booksTexts.modelD }));
    const rows = model
      .getAllByRole('row')
      .filter((row) => /figurativ/i.test(row.textContent ?? ''));
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/1\.?205,00/)]),
    );
  });

  it('leaves the figurative section out when the rota gives no hourly value', async () => {
    renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    const model = within(await screen.findByRole('table', { name: booksTexts.modelD }));
    expect(model.queryByText(/figurativ/i)).toBeNull();
  });

  it('closes the year after a confirmation, then says it is closed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.mocked(closeYear).mockResolvedValue(ok(undefined));
    vi.mocked(loadBooksYear)
      .mockResolvedValueOnce(ok(openYear))
      .mockResolvedValue(
        ok({
          ...openYear,
          books: { ...openYear.books, closed: true, closedAt: new Date('2026-03-31T10:00:00Z') },
        }),
      );
    const { events } = renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    await events.click(await screen.findByRole('button', { name: booksTexts.close(2025) }));
    expect(closeYear).toHaveBeenCalledWith(
      expect.objectContaining({ uid: expect.any(String) }),
      2025,
    );
    expect(await screen.findByText(/Esercizio chiuso il/)).toBeVisible();
    expect(screen.queryByRole('button', { name: booksTexts.close(2025) })).toBeNull();
  });

  it('says why a closing failed, and keeps the year open', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.mocked(closeYear).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
    const { events } = renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    await events.click(await screen.findByRole('button', { name: booksTexts.close(2025) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi.');
  });

  it('does not close without the confirmation', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { events } = renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    await events.click(await screen.findByRole('button', { name: booksTexts.close(2025) }));
    expect(closeYear).not.toHaveBeenCalled();
  });

  it('warns when the donations could not be read, and when the year could not be loaded', async () => {
    vi.mocked(loadBooksYear).mockResolvedValueOnce(ok({ ...openYear, donationsRead: false }));
    const { events } = renderAdmin(<BooksPage />, { path: '/admin/books?anno=2025' });
    expect(await screen.findByText(booksTexts.noDonations)).toBeVisible();
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadBooksYear).mockResolvedValue(fail('unavailable', 'Rete assente.'));
    await events.click(screen.getByRole('button', { name: booksTexts.next(2026) }));
    expect(loadBooksYear).toHaveBeenLastCalledWith(2026);
    expect(await screen.findByText(new RegExp(booksTexts.failed))).toBeVisible();
  });
});
