import { screen, within } from '@testing-library/react';
import { ok, fail } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { staffUser } from '#src/test-support/factories';
import { listVolunteerAccesses } from '#src/features/volunteers/admin';
import {
  assignVolunteer,
  copyWeek,
  generateWeek,
  listShifts,
  listTemplates,
  readRotaSettings,
} from '../api/rota-api';
import { shiftDocument, type RotaShift } from '../model/rota';
import { RotaPlanPage } from './rota-plan-page';

vi.mock('../api/rota-api', () => ({
  listShifts: vi.fn(),
  listTemplates: vi.fn(),
  readRotaSettings: vi.fn(),
  saveRotaSettings: vi.fn(),
  saveTemplate: vi.fn(),
  generateWeek: vi.fn(),
  copyWeek: vi.fn(),
  assignVolunteer: vi.fn(),
  unassignVolunteer: vi.fn(),
  markAttendance: vi.fn(),
  deleteShift: vi.fn(),
}));
vi.mock('#src/features/volunteers/admin', () => ({ listVolunteerAccesses: vi.fn() }));

const NOW = new Date('2026-12-09T10:00:00Z');

const shift = (
  date: string,
  start: string,
  label: string,
  needed: number,
  people = {},
): RotaShift => ({
  slug: `${date}-${start.replace(':', '')}-${label.replace(/\W/g, '')}`,
  ...shiftDocument(
    {
      date,
      start,
      minutes: 60,
      label,
      place: '',
      needed,
      templateId: null,
      eventSlug: null,
      source: 'x',
    },
    people,
  ),
});

const access = (slug: string, name: string) => ({
  slug,
  name,
  email: `${slug}@example.org`,
  registerNumber: null,
  active: true,
  grantedAt: NOW,
  grantedBy: 'staff',
  revokedAt: null,
  invitedAt: null,
});

const sundayEvening = shift('2026-12-13', '17:00', 'Pasto della sera', 2);
const covered = shift('2026-12-13', '07:30', 'Pasto del mattino', 1, {
  luca: { name: 'Luca', present: null },
});

beforeEach(() => {
  vi.mocked(listShifts).mockResolvedValue(ok([covered, sundayEvening]));
  vi.mocked(listVolunteerAccesses).mockResolvedValue(
    ok([access('marta', 'Marta Rossi'), access('luca', 'Luca Bianchi')]),
  );
  vi.mocked(listTemplates).mockResolvedValue(ok([]));
  vi.mocked(readRotaSettings).mockResolvedValue(ok({ cutoffHours: 12, hourlyValueCents: 1500 }));
});
afterEach(() => {
  vi.mocked(assignVolunteer).mockReset();
  vi.mocked(generateWeek).mockReset();
  vi.mocked(copyWeek).mockReset();
});

const render = () => renderAdmin(<RotaPlanPage now={NOW} />, { path: '/admin/rota' });

describe('RotaPlanPage', () => {
  it('shows four weeks by day, with who comes and what is missing', async () => {
    render();
    const week = await screen.findByRole('region', {
      name: 'Settimana dal 7 dicembre 2026 al 13 dicembre 2026',
    });
    expect(within(week).getByText('2 turni, 1 scoperti.')).toBeInTheDocument();
    const sunday = within(week).getByRole('region', { name: 'Domenica 13 dicembre 2026' });
    const evening = within(sunday).getByRole('article', { name: '17:00 Pasto della sera' });
    expect(evening).toHaveClass('rota-shift--empty');
    expect(within(evening).getByText('Mancano 2 persone')).toBeInTheDocument();
    const morning = within(sunday).getByRole('article', { name: '07:30 Pasto del mattino' });
    expect(within(morning).getByText('Completo')).toBeInTheDocument();
    expect(within(morning).getByText('Luca')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^Settimana dal/ })).toHaveLength(4);
    expect(listShifts).toHaveBeenCalledWith('2026-12-07', 28);
  });

  it('assigns a volunteer and reads the plan again', async () => {
    vi.mocked(assignVolunteer).mockResolvedValue(ok(undefined));
    const { events } = render();
    const evening = await screen.findByRole('article', { name: '17:00 Pasto della sera' });
    expect(within(evening).queryByRole('combobox')).not.toBeInTheDocument();
    await events.click(
      within(evening).getByRole('button', { name: 'Assegna qualcuno a 17:00 Pasto della sera' }),
    );
    await events.selectOptions(
      within(evening).getByRole('combobox', { name: 'Volontario per 17:00 Pasto della sera' }),
      'marta',
    );
    const readsBefore = vi.mocked(listShifts).mock.calls.length;
    await events.click(within(evening).getByRole('button', { name: 'Assegna' }));
    expect(assignVolunteer).toHaveBeenCalledWith(staffUser, sundayEvening.slug, {
      slug: 'marta',
      name: 'Marta Rossi',
    });
    await vi.waitFor(() =>
      expect(vi.mocked(listShifts).mock.calls.length).toBeGreaterThan(readsBefore),
    );
  });

  it('says why an assignment failed', async () => {
    vi.mocked(assignVolunteer).mockResolvedValue(
      fail('failed-precondition', 'Il turno è già completo.'),
    );
    const { events } = render();
    const evening = await screen.findByRole('article', { name: '17:00 Pasto della sera' });
    await events.click(within(evening).getByRole('button', { name: /^Assegna qualcuno/ }));
    await events.selectOptions(within(evening).getByRole('combobox'), 'marta');
    await events.click(within(evening).getByRole('button', { name: 'Assegna' }));
    expect(await within(evening).findByRole('alert')).toHaveTextContent('Il turno è già completo.');
  });

  it('makes a week from the templates and copies the week before', async () => {
    vi.mocked(generateWeek).mockResolvedValue(ok(14));
    vi.mocked(copyWeek).mockResolvedValue(ok(0));
    const { events } = render();
    const week = await screen.findByRole('region', { name: /^Settimana dal 14 dicembre/ });
    await events.click(within(week).getByRole('button', { name: 'Crea i turni settimanali' }));
    expect(generateWeek).toHaveBeenCalledWith(staffUser, '2026-12-14');
    expect(await screen.findByRole('status')).toHaveTextContent('14 turni creati.');
    const again = await screen.findByRole('region', { name: /^Settimana dal 14 dicembre/ });
    await events.click(within(again).getByRole('button', { name: 'Copia la settimana prima' }));
    expect(copyWeek).toHaveBeenCalledWith(staffUser, '2026-12-07', '2026-12-14');
  });
});
