import { screen, within } from '@testing-library/react';
import { ok, fail } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { changeOwnPlace, listShifts, readRotaSettings } from '../api/rota-api';
import { refusalTexts, shiftDocument, type RotaShift } from '../model/rota';
import { MyShiftsPage } from './my-shifts-page';

vi.mock('../api/rota-api', () => ({
  listShifts: vi.fn(),
  readRotaSettings: vi.fn(),
  changeOwnPlace: vi.fn(),
}));
vi.mock('#src/features/volunteers/admin', () => ({
  accessKeyOf: vi.fn(async () => 'me'),
}));

const NOW = new Date('2026-12-09T10:00:00Z');
const volunteer = {
  uid: 'v1',
  email: 'marta@example.org',
  emailVerified: true,
  displayName: null,
  phoneNumber: null,
  role: 'volunteer' as const,
};

const shift = (date: string, start: string, label: string, people = {}): RotaShift => ({
  slug: `${date}-${start.replace(':', '')}-${label.replace(/\W/g, '')}`,
  ...shiftDocument(
    {
      date,
      start,
      minutes: 60,
      label,
      place: 'Scuderia',
      needed: 1,
      templateId: null,
      eventSlug: null,
      source: 'x',
    },
    people,
  ),
});

const sundayEvening = shift('2026-12-13', '17:00', 'Pasto della sera');
const mine = shift('2026-12-12', '07:30', 'Pasto del mattino', {
  me: { name: 'Marta', present: null },
});
const yesterday = shift('2026-12-08', '07:30', 'Paddock', { me: { name: 'Marta', present: null } });
const full = shift('2026-12-14', '07:30', 'Pieno', { other: { name: 'Luca', present: null } });

beforeEach(() => {
  vi.mocked(listShifts).mockResolvedValue(ok([yesterday, mine, sundayEvening, full]));
  vi.mocked(readRotaSettings).mockResolvedValue(ok({ cutoffHours: 12, hourlyValueCents: 0 }));
});
afterEach(() => vi.mocked(changeOwnPlace).mockReset());

const render = () =>
  renderAdmin(<MyShiftsPage now={NOW} />, { path: '/admin/my-shifts', user: volunteer });

describe('MyShiftsPage', () => {
  it('lists my shifts, the past one to mark, and the open ones only', async () => {
    render();
    const own = await screen.findByRole('region', { name: 'I miei turni' });
    expect(within(own).getByText('07:30 Pasto del mattino')).toBeInTheDocument();
    expect(
      within(own).getByRole('button', { name: /^Lascia Sabato 12 dicembre 2026/ }),
    ).toBeEnabled();
    const past = screen.getByRole('region', { name: "C'eri?" });
    expect(within(past).getByRole('button', { name: "C'ero" })).toBeInTheDocument();
    const open = screen.getByRole('region', { name: /Turni scoperti/ });
    expect(within(open).getByText('17:00 Pasto della sera')).toBeInTheDocument();
    expect(within(open).queryByText('07:30 Pieno')).not.toBeInTheDocument();
  });

  it('takes a shift and reads the plan again', async () => {
    vi.mocked(changeOwnPlace).mockResolvedValue(ok(undefined));
    const { events } = render();
    const take = await screen.findByRole('button', {
      name: 'Prendo Domenica 13 dicembre 2026, 17:00 Pasto della sera',
    });
    const readsBefore = vi.mocked(listShifts).mock.calls.length;
    await events.click(take);
    expect(changeOwnPlace).toHaveBeenCalledWith('marta@example.org', sundayEvening.slug, 'take');
    await vi.waitFor(() =>
      expect(vi.mocked(listShifts).mock.calls.length).toBeGreaterThan(readsBefore),
    );
  });

  it('says so when someone else took the last place first', async () => {
    vi.mocked(changeOwnPlace).mockResolvedValue(fail('failed-precondition', refusalTexts.full));
    const { events } = render();
    await events.click(
      await screen.findByRole('button', { name: /^Prendo Domenica 13 dicembre 2026/ }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refusalTexts.full);
  });

  it('shows a failed read with a retry', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listShifts).mockResolvedValueOnce(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('I turni non si possono leggere.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
