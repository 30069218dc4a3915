import { screen, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  deleteFollowUpVisit,
  listAdoptionChoices,
  readHorseFollowUp,
  saveFollowUpVisit,
  startFollowUpPlan,
} from '../api/follow-up-api';
import { defaultFollowUpIntervals, type FollowUpVisit } from '../model/follow-up';
import { FollowUpAdmin } from './follow-up-admin';

vi.mock('../api/follow-up-api', () => ({
  readHorseFollowUp: vi.fn(),
  saveFollowUpVisit: vi.fn(),
  deleteFollowUpVisit: vi.fn(),
  listAdoptionChoices: vi.fn(),
  startFollowUpPlan: vi.fn(),
}));
vi.mock('#src/lib/data/auto-id', () => ({ autoId: () => 'NewVisitId0000000001' }));

const today = '2026-12-07';
const plan = {
  horseSlug: 'maverick',
  horseName: 'Maverick',
  applicationId: 'a1',
  adoptedOn: '2026-04-07',
};
const first: FollowUpVisit = {
  id: 'Visit000000000000001',
  horseSlug: 'maverick',
  due: '2026-05-07',
  date: '2026-05-09',
  visitorKind: 'staff',
  visitor: 'Giulia',
  outcome: 'preoccupazioni',
  notes: 'Box piccolo.',
};

const props = {
  horseSlug: 'maverick',
  horseName: 'Maverick',
  adopted: true,
  statusChangedAt: '2026-04-07',
  today,
};

beforeEach(() => {
  vi.mocked(readHorseFollowUp).mockResolvedValue(
    ok({ plan, visits: [first], intervals: defaultFollowUpIntervals }),
  );
  vi.mocked(saveFollowUpVisit).mockImplementation(async (_user, visit) => ok(visit));
  vi.mocked(deleteFollowUpVisit).mockResolvedValue(ok(undefined));
  vi.mocked(listAdoptionChoices).mockResolvedValue(
    ok([
      { id: 'a1', name: 'Chiara Rinaldi', namesHorse: true },
      { id: 'a4', name: 'Luca Bassi', namesHorse: false },
    ]),
  );
  vi.mocked(startFollowUpPlan).mockImplementation(async (_user, horseSlug, started) =>
    ok({ ...started, horseSlug }),
  );
});

afterEach(() => vi.clearAllMocks());

const schedule = () =>
  within(screen.getByRole('list', { name: 'Visite previste' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('shows the planned visits with their state, and the visits made', async () => {
  renderAdmin(<FollowUpAdmin {...props} />);
  expect(await screen.findByRole('heading', { name: "Controlli dopo l'adozione" })).toBeVisible();
  expect(schedule()).toEqual([
    '7 maggio 2026 Fatta',
    '7 ottobre 2026 In ritardo',
    '7 aprile 2027 Prevista',
  ]);
  const made = within(screen.getByRole('list', { name: 'Visite di controllo di Maverick' }));
  expect(made.getByText('Preoccupazioni')).toBeInTheDocument();
  expect(made.getByText('Box piccolo.')).toBeInTheDocument();
});

it('records the late visit, and a return ends the plan', async () => {
  const { events } = renderAdmin(<FollowUpAdmin {...props} />);
  await events.click(await screen.findByRole('button', { name: 'Registra una visita' }));
  expect(screen.getByRole('combobox', { name: /Visita prevista/ })).toHaveValue('2026-10-07');
  await events.type(screen.getByRole('textbox', { name: /Nome/ }), 'Giulia');
  await events.selectOptions(screen.getByRole('combobox', { name: /Esito/ }), 'il cavallo rientra');
  await events.click(screen.getByRole('button', { name: 'Salva la visita' }));
  expect(saveFollowUpVisit).toHaveBeenCalledWith(
    staffUser,
    expect.objectContaining({
      id: 'NewVisitId0000000001',
      due: '2026-10-07',
      date: today,
      visitorKind: 'staff',
      outcome: 'il cavallo rientra',
    }),
    'add',
  );
  expect(
    await screen.findByText('Piano chiuso: il cavallo è rientrato (visita del 7 dicembre 2026).'),
  ).toBeInTheDocument();
  expect(schedule()).toEqual(['7 maggio 2026 Fatta', '7 ottobre 2026 Fatta']);
});

it('offers to start the plan of an adopted horse with its adoption application', async () => {
  vi.mocked(readHorseFollowUp)
    .mockResolvedValueOnce(ok({ plan: null, visits: [], intervals: defaultFollowUpIntervals }))
    .mockResolvedValue(ok({ plan, visits: [], intervals: defaultFollowUpIntervals }));
  const { events } = renderAdmin(<FollowUpAdmin {...props} />);
  const form = await screen.findByRole('form', { name: 'Avvia i controlli' });
  const choice = await within(form).findByRole('combobox', { name: /Candidatura di adozione/ });
  expect(
    within(choice)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    '— Scegli la candidatura —',
    'Chiara Rinaldi (ha chiesto questo cavallo)',
    'Luca Bassi',
  ]);
  await events.click(within(form).getByRole('button', { name: 'Avvia i controlli' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Scegli la candidatura e il giorno dell’adozione.',
  );
  await events.selectOptions(choice, 'a1');
  await events.click(within(form).getByRole('button', { name: 'Avvia i controlli' }));
  expect(startFollowUpPlan).toHaveBeenCalledWith(staffUser, 'maverick', {
    horseName: 'Maverick',
    applicationId: 'a1',
    adoptedOn: '2026-04-07',
  });
  expect(await screen.findByRole('list', { name: 'Visite previste' })).toBeInTheDocument();
});

it('says a horse not adopted has no plan yet, and shows a failed start', async () => {
  vi.mocked(readHorseFollowUp).mockResolvedValue(
    ok({ plan: null, visits: [], intervals: defaultFollowUpIntervals }),
  );
  const { unmount } = renderAdmin(<FollowUpAdmin {...props} adopted={false} />);
  expect(await screen.findByText(/Il cavallo non è Adottato/)).toBeInTheDocument();
  unmount();

  vi.mocked(startFollowUpPlan).mockResolvedValue(
    fail('permission-denied', 'Non hai i permessi per questa operazione.'),
  );
  const { events } = renderAdmin(<FollowUpAdmin {...props} />);
  const form = await screen.findByRole('form', { name: 'Avvia i controlli' });
  await events.selectOptions(
    await within(form).findByRole('combobox', { name: /Candidatura di adozione/ }),
    'a4',
  );
  await events.click(within(form).getByRole('button', { name: 'Avvia i controlli' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Non hai i permessi per questa operazione.',
  );
});

it('shows why the follow-up could not be read', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(readHorseFollowUp).mockResolvedValue(
    fail('unavailable', 'Il servizio non è raggiungibile.'),
  );
  renderAdmin(<FollowUpAdmin {...props} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
});
