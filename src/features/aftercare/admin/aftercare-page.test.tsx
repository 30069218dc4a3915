import { screen, within } from '@testing-library/react';
import { readOwnAccess } from '#src/features/volunteers/admin';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { readAllFollowUps, saveFollowUpIntervals, saveFollowUpVisit } from '../api/follow-up-api';
import { defaultFollowUpIntervals, type FollowUpVisit } from '../model/follow-up';
import { AftercarePage } from './aftercare-page';

vi.mock('../api/follow-up-api', () => ({
  readAllFollowUps: vi.fn(),
  saveFollowUpVisit: vi.fn(),
  saveFollowUpIntervals: vi.fn(),
}));
vi.mock('#src/features/volunteers/admin', () => ({ readOwnAccess: vi.fn() }));
vi.mock('#src/lib/data/auto-id', () => ({ autoId: () => 'NewVisitId0000000001' }));

const today = '2026-12-07';
const volunteer = {
  ...staffUser,
  uid: 'volunteer-1',
  email: 'volontaria@example.org',
  role: 'volunteer' as const,
};
const plans = [
  { horseSlug: 'maverick', horseName: 'Maverick', applicationId: 'a1', adoptedOn: '2026-04-07' },
  { horseSlug: 'frodo', horseName: 'Frodo', applicationId: 'a2', adoptedOn: '2025-12-13' },
  { horseSlug: 'gino', horseName: 'Gino', applicationId: 'a3', adoptedOn: '2026-11-30' },
];

const made = (horseSlug: string, due: string): FollowUpVisit => ({
  id: `Made${horseSlug}${due}`.replace(/-/g, '').slice(0, 20),
  horseSlug,
  due,
  date: due,
  visitorKind: 'staff',
  visitor: 'Giulia',
  outcome: 'tutto bene',
  notes: '',
});
const visits = [
  made('maverick', '2026-10-07'),
  made('frodo', '2026-01-13'),
  made('frodo', '2026-06-13'),
];

beforeEach(() => {
  vi.mocked(readAllFollowUps).mockResolvedValue(
    ok({ plans, visits, intervals: defaultFollowUpIntervals }),
  );
  vi.mocked(saveFollowUpVisit).mockImplementation(async (_user, visit) => ok(visit));
  vi.mocked(saveFollowUpIntervals).mockImplementation(async (_user, intervals) => ok(intervals));
  vi.mocked(readOwnAccess).mockResolvedValue(
    ok({
      email: 'volontaria@example.org',
      name: 'Marta Volontaria',
      registerNumber: 7,
      active: true,
    } as never),
  );
});

afterEach(() => vi.clearAllMocks());

it('lists the late and due visits, the late first, each with its horse', async () => {
  renderAdmin(<AftercarePage today={today} />);
  const due = await screen.findByRole('region', { name: 'Visite da fare (2)' });
  const items = within(due).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Maverick 7 maggio 2026 In ritardo Registra la visita',
    'Frodo 13 dicembre 2026 Da fare Registra la visita',
  ]);
  expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Maverick' })).toHaveAttribute(
    'href',
    '/admin/horses/maverick',
  );
  // Staff also set the intervals; Gino's first visit is a month away.
  expect(screen.getByRole('form', { name: 'Intervalli delle visite' })).toBeInTheDocument();
});

it('lets a volunteer record a due visit as themselves, and takes it off the list', async () => {
  const { events } = renderAdmin(<AftercarePage today={today} />, { user: volunteer });
  await events.click(
    await screen.findByRole('button', { name: 'Registra la visita: Maverick, 7 maggio 2026' }),
  );
  const name = screen.getByRole('textbox', { name: /Nome/ });
  expect(name).toHaveValue('Marta Volontaria');
  expect(name).toHaveAttribute('readonly');
  expect(screen.queryByRole('combobox', { name: /Chi è andato/ })).not.toBeInTheDocument();
  await events.selectOptions(screen.getByRole('combobox', { name: /Esito/ }), 'preoccupazioni');
  await events.type(screen.getByRole('textbox', { name: /Note/ }), 'Box piccolo.');
  await events.click(screen.getByRole('button', { name: 'Registra la visita' }));

  expect(saveFollowUpVisit).toHaveBeenCalledWith(
    volunteer,
    {
      id: 'NewVisitId0000000001',
      horseSlug: 'maverick',
      due: '2026-05-07',
      date: today,
      visitorKind: 'volontario',
      visitor: 'Marta Volontaria',
      outcome: 'preoccupazioni',
      notes: 'Box piccolo.',
    } satisfies FollowUpVisit,
    'add',
  );
  expect(
    await screen.findByText('Visita a Maverick del 7 dicembre 2026 registrata: grazie!'),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Visite da fare (1)' })).toBeInTheDocument();
  // A volunteer never sees the intervals.
  expect(screen.queryByRole('form', { name: 'Intervalli delle visite' })).not.toBeInTheDocument();
});

it('keeps what was typed and says why when the save is refused', async () => {
  vi.mocked(saveFollowUpVisit).mockResolvedValue(
    fail('permission-denied', 'Non hai i permessi per questa operazione.'),
  );
  const { events } = renderAdmin(<AftercarePage today={today} />, { user: volunteer });
  await events.click(
    await screen.findByRole('button', { name: 'Registra la visita: Maverick, 7 maggio 2026' }),
  );
  await events.selectOptions(screen.getByRole('combobox', { name: /Esito/ }), 'tutto bene');
  await events.click(screen.getByRole('button', { name: 'Registra la visita' }));
  expect(await screen.findByText(/Non hai i permessi per questa operazione/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Esito/ })).toHaveValue('tutto bene');
  expect(screen.getByRole('region', { name: 'Visite da fare (2)' })).toBeInTheDocument();
});

it('asks for the outcome before saving', async () => {
  const { events } = renderAdmin(<AftercarePage today={today} />);
  await events.click(
    await screen.findByRole('button', { name: 'Registra la visita: Maverick, 7 maggio 2026' }),
  );
  await events.click(screen.getByRole('button', { name: 'Registra la visita' }));
  expect(await screen.findAllByText('Scegli l’esito della visita.')).not.toHaveLength(0);
  expect(saveFollowUpVisit).not.toHaveBeenCalled();
});

it('shows a failed read with its message', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(readAllFollowUps).mockResolvedValue(
    fail('unavailable', 'Il servizio non è raggiungibile.'),
  );
  renderAdmin(<AftercarePage today={today} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
});

it('saves the intervals staff type, and refuses a second visit before the first', async () => {
  const { events } = renderAdmin(<AftercarePage today={today} />);
  const form = await screen.findByRole('form', { name: 'Intervalli delle visite' });
  const second = within(form).getByRole('spinbutton', { name: /Seconda visita/ });
  await events.clear(second);
  await events.type(second, '3');
  await events.click(within(form).getByRole('button', { name: 'Salva gli intervalli' }));
  expect(saveFollowUpIntervals).toHaveBeenCalledWith(staffUser, {
    firstMonths: 1,
    secondMonths: 3,
    everyMonths: 12,
  });
  await events.clear(second);
  await events.type(second, '1');
  await events.click(within(form).getByRole('button', { name: 'Salva gli intervalli' }));
  expect(
    await within(form).findAllByText('La seconda visita viene dopo la prima.'),
  ).not.toHaveLength(0);
  expect(saveFollowUpIntervals).toHaveBeenCalledTimes(1);
});
