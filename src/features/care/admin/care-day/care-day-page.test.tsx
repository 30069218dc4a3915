import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { unsavedChangesTexts } from '#src/components/forms/unsaved-changes-dialog';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { listCareDayHorses, saveCareDay, type CareDayHorse } from '../../api/care-day-api';
import type { CareDay } from '../../model/care-day';
import type { CareRecord } from '../../model/care-record';
import { CareDayPage } from './care-day-page';

vi.mock('../../api/care-day-api', () => ({
  listCareDayHorses: vi.fn(),
  saveCareDay: vi.fn(),
}));

const TODAY = '2026-11-24';

const record = (n: number, horseSlug: string, type: CareRecord['type'], date: string) => ({
  id: `Record${n}`.padEnd(20, '0'),
  horseSlug,
  type,
  date,
  notes: '',
  cost: null,
});

const horses: CareDayHorse[] = [
  {
    slug: 'ada',
    name: 'Ada',
    // + 8 weeks = 27 October: overdue.
    records: [record(1, 'ada', 'Maniscalco', '2026-09-01')],
    intervals: {},
  },
  {
    slug: 'blu',
    name: 'Blu',
    // + his own 6 weeks = 1 December: due soon.
    records: [
      record(2, 'blu', 'Maniscalco', '2026-10-20'),
      record(3, 'blu', 'Visita veterinaria', '2026-06-02'),
    ],
    intervals: { Maniscalco: { every: 6, unit: 'settimane' } },
  },
  { slug: 'gerba', name: 'Gerba', records: [], intervals: {} },
];

const created = (day: CareDay): CareRecord[] =>
  day.horseSlugs.map((horseSlug, n) => ({
    id: `Created${n}`.padEnd(20, '0'),
    horseSlug,
    type: day.type,
    date: day.date,
    notes: day.notes,
    cost: day.cost,
  }));

beforeEach(() => {
  vi.mocked(listCareDayHorses).mockResolvedValue(ok(horses));
  vi.mocked(saveCareDay).mockImplementation(async (_user, day) => ok(created(day)));
});

afterEach(() => {
  vi.mocked(listCareDayHorses).mockReset();
  vi.mocked(saveCareDay).mockReset();
  vi.useRealTimers();
});

function renderPage(today: string | null = TODAY) {
  return renderAdmin(
    <>
      <CareDayPage today={today ?? undefined} />
      <Link to="/admin">Dashboard</Link>
    </>,
    {
      path: '/admin/care/day',
      routes: { '/admin': <h1>Dashboard</h1>, '/admin/horses/:slug': <h1>Cavallo</h1> },
    },
  );
}

const horseCheckbox = (name: string) => screen.getByRole('checkbox', { name });
const card = (name: string) => {
  const item = horseCheckbox(name).closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return within(item);
};
const salva = () => screen.getByRole('button', { name: 'Salva' });
const typeField = () => screen.getByRole('combobox', { name: /^Cura/ });
const dateField = () => screen.getByLabelText(/^Data/);
const costField = () => screen.getByRole('textbox', { name: 'Costo per cavallo (€)' });
const notesField = () => screen.getByRole('textbox', { name: 'Note' });
const loaded = () => screen.findByRole('group', { name: 'Cavalli' });

describe('the care day page', () => {
  it('shows a loader, then the form: the farrier, today, and the horses in care', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei cavalli…');
    await loaded();
    expect(typeField()).toHaveValue('Maniscalco');
    expect(dateField()).toHaveValue(TODAY);
    expect(costField()).toHaveValue('');
    expect(notesField()).toHaveValue('');
    expect(
      within(screen.getByRole('group', { name: 'Cavalli' })).getAllByRole('checkbox'),
    ).toHaveLength(3);
    for (const name of ['Ada', 'Blu', 'Gerba']) expect(horseCheckbox(name)).not.toBeChecked();
    expect(screen.getByText('Nessun cavallo selezionato')).toBeInTheDocument();
  });

  it('shows each horse’s last and next date of the chosen care, with its badge', async () => {
    const { events } = renderPage();
    await loaded();
    expect(card('Ada').getByText('1 settembre 2026')).toHaveAttribute('datetime', '2026-09-01');
    expect(card('Ada').getByText('27 ottobre 2026')).toBeInTheDocument();
    expect(card('Ada').getByText('In ritardo')).toHaveClass('care-badge--overdue');
    expect(card('Blu').getByText('1 dicembre 2026')).toBeInTheDocument();
    expect(card('Blu').getByText('In scadenza')).toHaveClass('care-badge--due-soon');
    expect(card('Gerba').getByText('Mai registrata')).toBeInTheDocument();
    expect(horseCheckbox('Ada')).toHaveAccessibleDescription(
      'Ultima: 1 settembre 2026 Prossima: 27 ottobre 2026 In ritardo',
    );

    await events.selectOptions(typeField(), 'Visita veterinaria');
    expect(card('Blu').getByText('2 giugno 2026')).toBeInTheDocument();
    expect(card('Blu').queryByText(/Prossima/)).toBeNull();
    expect(card('Blu').queryByText(/^In /)).toBeNull();
    expect(card('Ada').getByText('Mai registrata')).toBeInTheDocument();
  });

  it('proposes today in Rome as the date', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-19T22:30:00Z'), toFake: ['Date'] });
    renderPage(null);
    await loaded();
    expect(dateField()).toHaveValue('2026-05-20');
  });

  it('refuses Salva until a horse is chosen, naming the horses and focusing the first; counts the chosen', async () => {
    const { events } = renderPage();
    await loaded();
    expect(salva()).toBeEnabled();
    expect(salva()).not.toHaveAccessibleDescription();
    await events.click(salva());
    expect(saveCareDay).not.toHaveBeenCalled();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Cavalli».');
    expect(screen.getByText('Scegli almeno un cavallo.')).toBeInTheDocument();
    expect(horseCheckbox('Ada')).toHaveFocus();

    await events.click(horseCheckbox('Blu'));
    expect(horseCheckbox('Blu')).toBeChecked();
    expect(screen.getByText('1 cavallo selezionato')).toBeInTheDocument();
    expect(salva()).toBeEnabled();
    expect(salva()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Scegli almeno un cavallo.')).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Seleziona tutti' }));
    expect(screen.getByText('3 cavalli selezionati')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seleziona tutti' })).toBeDisabled();
    for (const name of ['Ada', 'Blu', 'Gerba']) expect(horseCheckbox(name)).toBeChecked();

    await events.click(horseCheckbox('Ada'));
    expect(screen.getByText('2 cavalli selezionati')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Deseleziona tutti' }));
    expect(screen.getByText('Nessun cavallo selezionato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deseleziona tutti' })).toBeDisabled();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Cavalli».');
    expect(screen.getByText('Scegli almeno un cavallo.')).toBeInTheDocument();
  });

  it('saves the day for the chosen horses and shows each one’s next due date', async () => {
    const { events, location } = renderPage();
    await loaded();
    await events.type(costField(), '45,50');
    await events.type(notesField(), 'Ferri anteriori.');
    await events.click(horseCheckbox('Gerba'));
    await events.click(horseCheckbox('Ada'));
    await events.click(horseCheckbox('Blu'));
    await events.click(salva());

    const heading = await screen.findByRole('heading', {
      name: 'Giornata registrata per 3 cavalli',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(saveCareDay).toHaveBeenCalledTimes(1);
    expect(saveCareDay).toHaveBeenCalledWith(staffUser, {
      type: 'Maniscalco',
      date: TODAY,
      notes: 'Ferri anteriori.',
      cost: 45.5,
      horseSlugs: ['ada', 'blu', 'gerba'],
    });
    const saved = within(screen.getByRole('list', { name: 'Giornata registrata per 3 cavalli' }));
    const rows = saved.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ada Prossima: 19 gennaio 2027',
      'Blu Prossima: 5 gennaio 2027',
      'Gerba Prossima: 19 gennaio 2027',
    ]);
    expect(saved.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/admin/horses/ada');
    expect(screen.getByText(/Maniscalco del 24 novembre 2026/)).toBeInTheDocument();

    await events.click(saved.getByRole('link', { name: 'Blu' }));
    expect(location()).toBe('/admin/horses/blu');
  });

  it('starts another day with a new form, the horses’ care as it is after the first', async () => {
    const { events } = renderPage();
    await loaded();
    await events.click(horseCheckbox('Gerba'));
    await events.click(salva());
    await screen.findByRole('heading', { name: 'Giornata registrata per 1 cavallo' });
    expect(
      within(screen.getByRole('list', { name: /Giornata registrata/ })).getByRole('listitem'),
    ).toHaveTextContent('Gerba Prossima: 19 gennaio 2027');

    await events.click(screen.getByRole('button', { name: 'Registra un’altra giornata' }));
    await loaded();
    expect(horseCheckbox('Gerba')).not.toBeChecked();
    expect(salva()).not.toHaveAccessibleDescription();
    await events.click(salva());
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Cavalli».');
    expect(saveCareDay).toHaveBeenCalledTimes(1);
    expect(card('Gerba').getByText('24 novembre 2026')).toBeInTheDocument();
    expect(card('Gerba').getByText('In regola')).toBeInTheDocument();
    expect(listCareDayHorses).toHaveBeenCalledTimes(1);
  });

  it('says "Registrata" for a care that does not recur', async () => {
    const { events } = renderPage();
    await loaded();
    await events.selectOptions(typeField(), 'Altro');
    await events.click(horseCheckbox('Ada'));
    await events.click(salva());
    await screen.findByRole('heading', { name: 'Giornata registrata per 1 cavallo' });
    expect(screen.getByRole('listitem')).toHaveTextContent('Ada Registrata');
  });

  it('keeps everything and shows the message when the save fails', async () => {
    vi.mocked(saveCareDay).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderPage();
    await loaded();
    await events.type(costField(), '30');
    await events.click(horseCheckbox('Ada'));
    await events.click(horseCheckbox('Blu'));
    await events.click(salva());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    expect(screen.queryByRole('heading', { name: /Giornata registrata/ })).toBeNull();
    expect(costField()).toHaveValue('30');
    expect(horseCheckbox('Ada')).toBeChecked();
    expect(horseCheckbox('Blu')).toBeChecked();
    expect(screen.getByText('2 cavalli selezionati')).toBeInTheDocument();
    expect(salva()).toBeEnabled();
  });

  it('shows the errors next to the fields and saves nothing', async () => {
    const { events } = renderPage();
    await loaded();
    await events.click(horseCheckbox('Ada'));

    await events.type(costField(), '45 euro');
    await events.click(salva());
    expect(costField()).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi un importo in euro, ad esempio 45 o 45,50.'),
    );
    expect(costField()).toBeInvalid();
    expect(costField()).toHaveFocus();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Costo per cavallo (€)».');

    await events.clear(costField());
    await events.type(costField(), '100001');
    expect(costField()).toHaveAccessibleDescription(
      expect.stringContaining('L’importo può essere al massimo 100.000 €.'),
    );
    await events.clear(costField());
    expect(costField()).toBeValid();

    await events.selectOptions(typeField(), '');
    await events.clear(dateField());
    fireEvent.change(notesField(), { target: { value: 'n'.repeat(2001) } });
    await events.click(salva());
    expect(typeField()).toHaveAccessibleDescription('Scegli il tipo di cura.');
    expect(dateField()).toHaveAccessibleDescription('Scegli la data della cura.');
    expect(notesField()).toHaveAccessibleDescription(
      expect.stringContaining('Le note possono essere lunghe al massimo 2000 caratteri.'),
    );
    expect(typeField()).toHaveFocus();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Cura» e altri 2 campi.');
    expect(saveCareDay).not.toHaveBeenCalled();
  });

  it('refuses more horses than one commit holds', async () => {
    const many = Array.from({ length: 499 }, (_, n) => ({
      slug: `cavallo-${n}`,
      name: `Cavallo ${String(n).padStart(3, '0')}`,
      records: [],
      intervals: {},
    }));
    vi.mocked(listCareDayHorses).mockResolvedValue(ok(many));
    renderPage();
    // A list this long makes role queries slow: plain text and events.
    const group = (await screen.findByText('Cavalli')).closest('fieldset');
    if (!group?.form) throw new Error('No fieldset of horses in a form');
    fireEvent.click(screen.getByText('Seleziona tutti'));
    expect(screen.getByText('499 cavalli selezionati')).toBeInTheDocument();
    fireEvent.submit(group.form);
    const error = await screen.findByText('Una giornata può comprendere al massimo 498 cavalli.');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(saveCareDay).not.toHaveBeenCalled();
  });

  it('says when no horse is in the association’s care', async () => {
    vi.mocked(listCareDayHorses).mockResolvedValue(ok([]));
    const { events } = renderPage();
    expect(
      await screen.findByText('Nessun cavallo in carico all’associazione.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seleziona tutti' })).toBeNull();
    await events.click(salva());
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Cavalli».');
    expect(saveCareDay).not.toHaveBeenCalled();
  });

  it('shows why the horses did not load, and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listCareDayHorses).mockResolvedValue(fail('unavailable', 'Non raggiungibile.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non riusciamo a caricare i cavalli e le loro cure: Non raggiungibile.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Cavalli della giornata di cure non caricati: Non raggiungibile.',
    );
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('asks before leaving a day with chosen horses, not before leaving an untouched one', async () => {
    const { events, location } = renderPage();
    await loaded();
    await events.click(horseCheckbox('Ada'));
    await events.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(
      await screen.findByRole('dialog', { name: unsavedChangesTexts.title }),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin/care/day');
    await events.click(screen.getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await events.click(horseCheckbox('Ada'));
    await events.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(location()).toBe('/admin');
  });
});
