import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { savedMessage } from '#src/components/forms';
import { unsavedChangesTexts } from '#src/components/forms/unsaved-changes-dialog';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  deleteCareRecord,
  getCareIntervals,
  listCareRecords,
  saveCareIntervals,
  saveCareRecord,
} from '../api/care-api';
import type { CareRecord } from '../model/care-record';
import { defaultIntervals, intervalsOf } from '../model/care-schedule';
import { CareAdmin } from './care-admin';

vi.mock('../api/care-api', () => ({
  listCareRecords: vi.fn(),
  getCareIntervals: vi.fn(),
  saveCareRecord: vi.fn(),
  deleteCareRecord: vi.fn(),
  saveCareIntervals: vi.fn(),
}));
vi.mock('#src/lib/data/auto-id', () => ({ autoId: () => 'NewCareId00000000001' }));

const TODAY = '2026-05-20';

const farrier: CareRecord = {
  id: 'Farrier0000000000001',
  horseSlug: 'ada',
  type: 'Maniscalco',
  date: '2026-03-01',
  notes: 'Ferri anteriori.',
  cost: 80,
};
const deworming: CareRecord = {
  id: 'Deworming00000000001',
  horseSlug: 'ada',
  type: 'Sverminazione',
  date: '2025-11-28',
  notes: '',
  cost: null,
};

beforeEach(() => {
  vi.mocked(listCareRecords).mockResolvedValue(ok([farrier, deworming]));
  vi.mocked(getCareIntervals).mockResolvedValue(ok(defaultIntervals));
  vi.mocked(saveCareRecord).mockImplementation(async (_user, record) => ok(record));
  vi.mocked(deleteCareRecord).mockResolvedValue(ok(undefined));
  vi.mocked(saveCareIntervals).mockImplementation(async (_user, _slug, intervals) => ok(intervals));
});

afterEach(() => {
  for (const mock of [
    listCareRecords,
    getCareIntervals,
    saveCareRecord,
    deleteCareRecord,
    saveCareIntervals,
  ]) {
    vi.mocked(mock).mockReset();
  }
});

function renderSection() {
  return renderAdmin(
    <>
      <CareAdmin horseSlug="ada" horseName="Ada" today={TODAY} />
      <Link to="/admin/horses">Cavalli</Link>
    </>,
    { path: '/admin/horses/ada', routes: { '/admin/horses': <h1>Cavalli</h1> } },
  );
}

const line = (type: string) => {
  const item = document.querySelector<HTMLElement>(`[data-care-type="${type}"]`);
  if (!item) throw new Error(`No line for ${type}`);
  return within(item);
};
const list = () => screen.getByRole('list', { name: 'Cure di Ada' });
const listed = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.records-section__title')?.textContent);
const salva = () => screen.getByRole('button', { name: 'Salva la cura' });
const costField = () => screen.getByRole('textbox', { name: 'Costo (€)' });

describe('the care section of a horse', () => {
  it('shows per recurring type the last date, the next due date and a badge', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Cure' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    expect(line('Maniscalco').getByText('1 marzo 2026')).toHaveAttribute('datetime', '2026-03-01');
    expect(line('Maniscalco').getByText('26 aprile 2026')).toBeInTheDocument();
    expect(line('Maniscalco').getByText('In ritardo')).toHaveClass('care-badge--overdue');
    expect(line('Sverminazione').getByText('28 maggio 2026')).toBeInTheDocument();
    expect(line('Sverminazione').getByText('In scadenza')).toHaveClass('care-badge--due-soon');
    expect(line('Dentista').getByText('Mai registrata')).toBeInTheDocument();
    expect(line('Dentista').queryByText(/In /)).toBeNull();
    expect(line('Maniscalco').getByRole('spinbutton', { name: 'Ogni (Maniscalco)' })).toHaveValue(
      8,
    );
    expect(line('Maniscalco').getByRole('combobox', { name: 'Unità (Maniscalco)' })).toHaveValue(
      'settimane',
    );
    expect(listCareRecords).toHaveBeenCalledWith('ada');
    expect(getCareIntervals).toHaveBeenCalledWith('ada');
  });

  it('lists the records newest first, with cost and notes', async () => {
    renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    expect(listed()).toEqual(['Maniscalco', 'Sverminazione']);
    expect(within(list()).getByText(/80 €/)).toBeInTheDocument();
    expect(within(list()).getByText('Ferri anteriori.')).toBeInTheDocument();
  });

  it('says when there is no record, and when the care cannot be loaded', async () => {
    vi.mocked(listCareRecords).mockResolvedValue(ok([]));
    const { unmount } = renderSection();
    expect(await screen.findByText('Nessuna cura registrata per ora.')).toBeInTheDocument();
    expect(line('Maniscalco').getByText('Mai registrata')).toBeInTheDocument();
    unmount();
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(getCareIntervals).mockResolvedValue(fail('unavailable', 'Non raggiungibile.'));
    renderSection();
    expect(await screen.findByText(/Non riusciamo a caricare le cure/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Non raggiungibile.'));
  });

  it('records a farrier visit dated today in Rome, with a cost typed with a comma', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-19T22:30:00Z'), toFake: ['Date'] });
    try {
      const { events } = renderSection();
      await screen.findByRole('list', { name: 'Cure di Ada' });
      await events.click(screen.getByRole('button', { name: 'Aggiungi cura' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Nuova cura' })).toHaveFocus(),
      );
      // 22:30 UTC on 19 May is already 20 May in Rome.
      expect(screen.getByLabelText(/^Data/)).toHaveValue('2026-05-20');
      await events.selectOptions(screen.getByRole('combobox', { name: /^Tipo/ }), 'Maniscalco');
      await events.type(costField(), '85,50');
      await events.type(screen.getByRole('textbox', { name: 'Note' }), 'Pareggio.');
      await events.click(salva());
      expect(
        await screen.findByText(
          'Cura «Maniscalco» del 20 maggio 2026 salvata: eccola nel registro.',
        ),
      ).toBeInTheDocument();
      expect(saveCareRecord).toHaveBeenCalledWith(
        staffUser,
        {
          id: 'NewCareId00000000001',
          horseSlug: 'ada',
          type: 'Maniscalco',
          date: '2026-05-20',
          notes: 'Pareggio.',
          cost: 85.5,
        },
        'add',
      );
      expect(listed()).toEqual(['Maniscalco', 'Maniscalco', 'Sverminazione']);
      expect(line('Maniscalco').getByText('15 luglio 2026')).toBeInTheDocument();
      expect(line('Maniscalco').getByText('In regola')).toHaveClass('care-badge--ok');
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes a record: its cost shown as typed, an emptied cost saved as none', async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    await events.click(
      screen.getByRole('button', { name: 'Modifica: Maniscalco del 1 marzo 2026' }),
    );
    expect(screen.getByRole('heading', { name: 'Modifica cura' })).toBeInTheDocument();
    expect(costField()).toHaveValue('80');
    await events.clear(costField());
    await events.click(salva());
    expect(
      await screen.findByText(/Cura «Maniscalco» del 1 marzo 2026 salvata/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Modifica cura' })).not.toBeInTheDocument();
    expect(saveCareRecord).toHaveBeenCalledWith(staffUser, { ...farrier, cost: null }, 'update');
    expect(within(list()).queryByText(/80 €/)).toBeNull();
  });

  it('refuses to save without a type or with a cost that is not an amount', async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    await events.click(screen.getByRole('button', { name: 'Aggiungi cura' }));
    await events.type(costField(), 'tanto');
    await events.click(salva());
    const type = screen.getByRole('combobox', { name: /^Tipo/ });
    expect(type).toBeInvalid();
    expect(type).toHaveAccessibleDescription(expect.stringContaining('Scegli il tipo di cura.'));
    expect(costField()).toHaveAccessibleDescription(expect.stringContaining('Scrivi un importo'));
    expect(type).toHaveFocus();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Tipo» e un altro campo.');
    expect(saveCareRecord).not.toHaveBeenCalled();
  });

  it("refuses notes over their limit with the schema's message", async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    await events.click(screen.getByRole('button', { name: 'Aggiungi cura' }));
    await events.selectOptions(screen.getByRole('combobox', { name: /^Tipo/ }), 'Dentista');
    const notes = screen.getByRole('textbox', { name: /^Note/ });
    fireEvent.change(notes, { target: { value: 'n'.repeat(2001) } });
    await events.click(salva());
    expect(notes).toHaveAccessibleDescription(
      expect.stringContaining('Le note possono essere lunghe al massimo 2000 caratteri.'),
    );
    expect(notes).toHaveFocus();
    expect(saveCareRecord).not.toHaveBeenCalled();
  });

  it('deletes a record after a confirmation, and the schedule follows', async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    await events.click(
      screen.getByRole('button', { name: 'Elimina: Maniscalco del 1 marzo 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Elimina cura' });
    expect(dialog).toHaveTextContent('Eliminare la cura «Maniscalco» del 1 marzo 2026?');
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCareRecord).toHaveBeenCalledWith(staffUser, farrier.id);
    expect(listed()).toEqual(['Sverminazione']);
    expect(document.querySelector('.records-section__message')).toHaveTextContent(
      'è stata eliminata',
    );
    expect(line('Maniscalco').getByText('Mai registrata')).toBeInTheDocument();
  });

  it('saves a horse’s own interval, the dates following it as it is typed', async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    const every = line('Maniscalco').getByRole('spinbutton', { name: 'Ogni (Maniscalco)' });
    await events.clear(every);
    await events.type(every, '12');
    expect(line('Maniscalco').getByText('24 maggio 2026')).toBeInTheDocument();
    expect(line('Maniscalco').getByText('In scadenza')).toBeInTheDocument();
    await events.selectOptions(
      line('Dentista').getByRole('combobox', { name: 'Unità (Dentista)' }),
      'settimane',
    );
    await events.click(screen.getByRole('button', { name: 'Salva intervalli' }));
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(saveCareIntervals).toHaveBeenCalledWith(
      staffUser,
      'ada',
      intervalsOf({
        Maniscalco: { every: 12, unit: 'settimane' },
        Dentista: { every: 12, unit: 'settimane' },
      }),
    );
  });

  it('refuses an interval that is not a whole number from 1 to 120', async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    const every = line('Vaccinazione').getByRole('spinbutton', { name: 'Ogni (Vaccinazione)' });
    await events.clear(every);
    await events.type(every, '0');
    expect(every).not.toBeInvalid();
    await events.click(screen.getByRole('button', { name: 'Salva intervalli' }));
    expect(saveCareIntervals).not.toHaveBeenCalled();
    expect(every).toBeInvalid();
    expect(every).toHaveAccessibleDescription(expect.stringContaining('da 1 a 120'));
    expect(every).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Salva intervalli' })).toHaveAccessibleDescription(
      'Da correggere: «Ogni (Vaccinazione)».',
    );
    expect(line('Maniscalco').getByText('26 aprile 2026')).toBeInTheDocument();
  });

  it("refuses an interval over its limit with the schema's message", async () => {
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    const every = line('Dentista').getByRole('spinbutton', { name: 'Ogni (Dentista)' });
    await events.clear(every);
    await events.type(every, '121');
    await events.click(screen.getByRole('button', { name: 'Salva intervalli' }));
    expect(saveCareIntervals).not.toHaveBeenCalled();
    expect(every).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi un numero intero da 1 a 120.'),
    );
  });

  it('shows a failed interval save in red and keeps what was typed', async () => {
    vi.mocked(saveCareIntervals).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    const every = line('Sverminazione').getByRole('spinbutton', { name: 'Ogni (Sverminazione)' });
    await events.clear(every);
    await events.type(every, '4');
    await events.click(screen.getByRole('button', { name: 'Salva intervalli' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi');
    expect(every).toHaveValue(4);
  });

  it('asks before leaving the page with an unsaved interval or record', async () => {
    const { events, location } = renderSection();
    await screen.findByRole('list', { name: 'Cure di Ada' });
    await events.click(screen.getByRole('button', { name: 'Aggiungi cura' }));
    await events.type(screen.getByRole('textbox', { name: 'Note' }), 'Da finire');
    await events.click(screen.getByRole('link', { name: 'Cavalli' }));
    expect(
      await screen.findByRole('dialog', { name: unsavedChangesTexts.title }),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin/horses/ada');
  });
});
