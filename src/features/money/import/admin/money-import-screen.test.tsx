import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import type { MoneyImportDeps } from '../model/import-deps';
import type { MatchLists } from '../model/matching';
import { MoneyImportScreen } from './money-import-screen';

const samples = join(import.meta.dirname, '..', 'samples');
const sampleFile = (name: string) =>
  new File([readFileSync(join(samples, name))], name, { type: 'text/csv' });

const lists: MatchLists = {
  supporters: [
    {
      id: 's-gallo',
      givenName: 'Marta',
      familyName: 'Gallo',
      fiscalCode: '',
      email: '',
      circleApplicationIds: ['c-gallo'],
    },
    {
      id: 's-ferraris',
      givenName: 'Giulia',
      familyName: 'Ferraris',
      fiscalCode: 'FRRGLI84C52L219C',
      email: '',
      circleApplicationIds: [],
    },
  ],
  members: [
    {
      applicationId: 'c-gallo',
      reference: 'GALL-0001',
      horseSlug: 'ada',
      horseName: 'Ada',
      givenName: 'Marta',
      familyName: 'Gallo',
    },
  ],
};

function fakeDeps(recorded = new Set<string>()): MoneyImportDeps & {
  recordDonation: ReturnType<typeof vi.fn>;
} {
  return {
    readMatchLists: vi.fn(async () => ok(lists)),
    readImportedKeys: vi.fn(async (keys: readonly string[]) =>
      ok(new Set(keys.filter((key) => recorded.has(key)))),
    ),
    recordDonation: vi.fn(async (_input, { importKey }: { importKey: string }) => {
      if (recorded.has(importKey)) return fail('permission-denied', 'Permesso negato.');
      recorded.add(importKey);
      return ok({ id: `d-${recorded.size}` });
    }),
  };
}

const rowOf = (line: number) => {
  const table = screen.getByRole('table', { name: 'Movimenti del file' });
  const cell = within(table)
    .getAllByRole('cell')
    .find((one) => one.textContent === String(line));
  const row = cell?.closest('tr');
  if (!row) throw new Error(`no row for line ${line}`);
  return row;
};

describe('MoneyImportScreen', () => {
  it('reads the bank sample, proposes, records the two confirmed lines and says so per line', async () => {
    const deps = fakeDeps();
    const { events } = renderAdmin(<MoneyImportScreen deps={deps} />);
    const input = await screen.findByLabelText('File esportato dalla banca, da PayPal o da Stripe');
    await events.upload(input, sampleFile('banca-estratto-conto.csv'));
    expect(
      await screen.findByText(
        'Estratto conto della banca: 15 righe lette, 11 entrate da confermare.',
      ),
    ).toBeInTheDocument();

    expect(rowOf(7)).toHaveTextContent('20,00 €');
    expect(rowOf(7)).toHaveTextContent('Sostenitore: Gallo Marta (trovato per nome)');
    expect(rowOf(7)).toHaveTextContent('Destinazione: Cerchia di Ada: Marta Gallo (GALL-0001)');
    expect(rowOf(8)).toHaveTextContent('Ferraris Giulia (trovato per codice fiscale)');
    expect(rowOf(9)).toHaveTextContent('-45,90 €');
    expect(rowOf(9)).toHaveTextContent('Uscita: non è una donazione');
    expect(within(rowOf(9)).queryByRole('checkbox')).toBeNull();

    expect(screen.getByRole('button', { name: 'Registra le righe confermate' })).toBeDisabled();
    await events.click(screen.getByRole('checkbox', { name: 'Conferma la riga 7' }));
    await events.click(screen.getByRole('checkbox', { name: 'Conferma la riga 8' }));
    await events.click(screen.getByRole('button', { name: 'Registra le 2 righe confermate' }));

    expect(await screen.findByText('2 righe registrate.')).toHaveClass('alert-success');
    expect(within(rowOf(7)).getByText('Registrata')).toBeInTheDocument();
    expect(within(rowOf(8)).getByText('Registrata')).toBeInTheDocument();
    expect(deps.recordDonation).toHaveBeenCalledTimes(2);
    const [input7, options7] = deps.recordDonation.mock.calls[0] ?? [];
    expect(input7).toMatchObject({
      kind: 'donazione',
      date: '2026-03-02',
      amountCents: 2000,
      method: 'bonifico',
      account: 'banca',
      traceable: true,
      purpose: 'cerchia',
      circleApplicationId: 'c-gallo',
      horseSlug: 'ada',
      supporterId: 's-gallo',
      reference: 'BONIFICO A VOSTRO FAVORE DA GALLO MARTA — CERCHIA DI ADA MARZO 2026',
    });
    expect(options7).toEqual({ importKey: expect.stringMatching(/^banca-[0-9a-f]{40}$/) });

    // The same file again: the two lines are known as imported, the others still to confirm.
    await events.upload(input, sampleFile('banca-estratto-conto.csv'));
    expect(
      await screen.findByText(
        'Estratto conto della banca: 15 righe lette, 9 entrate da confermare, 2 già importate.',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf(7)).getByText('Già importata')).toBeInTheDocument();
    expect(within(rowOf(7)).queryByRole('checkbox')).toBeNull();
  });

  it('lets the treasurer change the supporter and the purpose before recording', async () => {
    const deps = fakeDeps();
    const { events } = renderAdmin(<MoneyImportScreen deps={deps} />);
    const input = await screen.findByLabelText('File esportato dalla banca, da PayPal o da Stripe');
    await events.upload(input, sampleFile('banca-estratto-conto.csv'));
    await screen.findByRole('table', { name: 'Movimenti del file' });
    await events.click(screen.getByRole('button', { name: 'Modifica la proposta della riga 11' }));
    await events.selectOptions(within(rowOf(11)).getByLabelText('Sostenitore'), 'Ferraris Giulia');
    await events.selectOptions(
      within(rowOf(11)).getByLabelText('Destinazione'),
      'Cerchia di Ada: Marta Gallo (GALL-0001)',
    );
    await events.click(within(rowOf(11)).getByRole('button', { name: 'Fatto' }));
    expect(rowOf(11)).toHaveTextContent('Sostenitore: Ferraris Giulia');
    expect(rowOf(11)).not.toHaveTextContent('trovato per');
    await events.click(screen.getByRole('checkbox', { name: 'Conferma la riga 11' }));
    await events.click(screen.getByRole('button', { name: 'Registra la riga confermata' }));
    await screen.findByText('1 riga registrata.');
    expect(deps.recordDonation.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 125000,
      supporterId: 's-ferraris',
      purpose: 'cerchia',
      circleApplicationId: 'c-gallo',
    });
  });

  it('shows a line another browser recorded meanwhile as already imported, and a failure on its line', async () => {
    const recorded = new Set<string>();
    const deps = fakeDeps(recorded);
    deps.recordDonation
      .mockImplementationOnce(async (_input, { importKey }: { importKey: string }) => {
        recorded.add(importKey); // the other browser's commit
        return fail('permission-denied', 'Permesso negato.');
      })
      .mockImplementationOnce(async () => fail('unavailable', 'Il servizio non risponde.'));
    const { events } = renderAdmin(<MoneyImportScreen deps={deps} />);
    const input = await screen.findByLabelText('File esportato dalla banca, da PayPal o da Stripe');
    await events.upload(input, sampleFile('paypal-attivita.csv'));
    await screen.findByText('Attività di PayPal: 5 righe lette, 4 entrate da confermare.');
    await events.click(screen.getByRole('button', { name: 'Conferma tutte le entrate' }));
    await events.click(screen.getByRole('button', { name: 'Registra le 4 righe confermate' }));
    expect(
      await screen.findByText(
        '2 righe registrate; 1 già importata prima; 1 non registrata: vedi la riga.',
      ),
    ).toHaveClass('alert-warning');
    expect(within(rowOf(2)).getByText('Già importata')).toBeInTheDocument();
    expect(within(rowOf(3)).getByRole('alert')).toHaveTextContent('Il servizio non risponde.');
    expect(within(rowOf(3)).getByRole('checkbox', { name: 'Conferma la riga 3' })).toBeChecked();
    // Skipped lines are listed with their reason.
    expect(
      screen.getByText('Riga 4: stato "In sospeso": il pagamento non è completato.'),
    ).toBeDefined();
    // Again: only the failed line is sent.
    await events.click(screen.getByRole('button', { name: 'Registra la riga confermata' }));
    await screen.findByText('1 riga registrata.');
    expect(within(rowOf(3)).getByText('Registrata')).toBeInTheDocument();
    expect(deps.recordDonation).toHaveBeenCalledTimes(5);
    // Another file: the last recording's message goes.
    await events.upload(
      screen.getByLabelText('File esportato dalla banca, da PayPal o da Stripe'),
      sampleFile('stripe-pagamenti.csv'),
    );
    await screen.findByText('Pagamenti di Stripe: 5 righe lette, 4 entrate da confermare.');
    expect(screen.queryByText('1 riga registrata.')).toBeNull();
  });

  it('refuses a file of unknown columns, or with a bad line, naming them, and records nothing', async () => {
    const deps = fakeDeps();
    const { events } = renderAdmin(<MoneyImportScreen deps={deps} />);
    const input = await screen.findByLabelText('File esportato dalla banca, da PayPal o da Stripe');
    await events.upload(input, new File(['Giorno;Soldi\n01/02/2026;1,00'], 'x.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'manca la data (Data contabile, Data operazione o Data)',
    );
    await events.upload(
      input,
      new File(['Data;Importo;Causale\n01/02/2026;1,00;A\n;2,00;B'], 'y.csv'),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Riga 3: manca la data (colonna Data). Non è stato importato nulla.',
      ),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(deps.readImportedKeys).not.toHaveBeenCalled();
    expect(deps.recordDonation).not.toHaveBeenCalled();
  });

  it('says when the keys or the lists cannot be read', async () => {
    const deps = {
      ...fakeDeps(),
      readImportedKeys: vi.fn(async () => fail('permission-denied', 'Permesso negato.')),
    };
    const { events } = renderAdmin(<MoneyImportScreen deps={deps} />);
    const input = await screen.findByLabelText('File esportato dalla banca, da PayPal o da Stripe');
    await events.upload(input, sampleFile('stripe-pagamenti.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile controllare quali righe sono già state importate. Permesso negato.',
    );
    expect(screen.queryByRole('table')).toBeNull();

    vi.mocked(console.error).mockImplementation(() => {});
    const broken = {
      ...fakeDeps(),
      readMatchLists: vi.fn(async () => fail('unavailable', 'Rete assente.')),
    };
    renderAdmin(<MoneyImportScreen deps={broken} />);
    expect(await screen.findByText(/Non è stato possibile leggere i sostenitori/)).toBeDefined();
  });
});
