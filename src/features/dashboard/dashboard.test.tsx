import { screen, within } from '@testing-library/react';
import { NewApplicationCountsProvider } from '#src/features/applications/admin';
import {
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
  countNewVolunteerApplications,
} from '#src/features/applications/api/applications-api';
import { listOpenFollowUps } from '#src/features/aftercare/admin';
import { listCareDue } from '#src/features/care/admin';
import { listExpiringDocuments } from '#src/features/documents/admin';
import { listHorses } from '#src/features/horses/admin';
import { countFailedMails } from '#src/features/mail/admin';
import { readLateMembers } from '#src/features/money/admin';
import type * as MoneyAdmin from '#src/features/money/admin';
import type * as HorsesAdmin from '#src/features/horses/admin';
import { fail, ok } from '#src/lib/data/result';
import { aHorse } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { Dashboard } from './dashboard';

vi.mock('#src/features/applications/api/applications-api', () => ({
  countNewAdoptionApplications: vi.fn(),
  countNewCessionApplications: vi.fn(),
  countNewCircleApplications: vi.fn(),
  countNewVolunteerApplications: vi.fn(),
}));
vi.mock('#src/features/care/admin', () => ({ listCareDue: vi.fn() }));
vi.mock('#src/features/aftercare/admin', () => ({ listOpenFollowUps: vi.fn() }));
vi.mock('#src/features/documents/admin', () => ({ listExpiringDocuments: vi.fn() }));
vi.mock('#src/features/mail/admin', () => ({ countFailedMails: vi.fn() }));
vi.mock('#src/features/money/admin', async (importOriginal) => ({
  ...(await importOriginal<typeof MoneyAdmin>()),
  readLateMembers: vi.fn(),
}));
vi.mock('#src/features/horses/admin', async (importOriginal) => ({
  ...(await importOriginal<typeof HorsesAdmin>()),
  listHorses: vi.fn(),
}));

const today = '2026-11-24';
const inOrder = { bdn: 1, property: 1, isCorrectBarncode: 1 } as const;

const horses = [
  aHorse({
    slug: 'curry-king',
    name: 'Curry King',
    ...inOrder,
    status: 'Adottato',
    statusChangedAt: '2026-11-20',
  }),
  aHorse({
    slug: 'kiya',
    ...inOrder,
    status: 'Deceduto',
    isDeceased: 1,
    statusChangedAt: '2026-11-14',
  }),
  aHorse({ slug: 'ada', ...inOrder }),
];

function everythingEmpty() {
  vi.mocked(listHorses).mockResolvedValue(ok([aHorse({ ...inOrder })]));
  vi.mocked(listCareDue).mockResolvedValue(ok([]));
  vi.mocked(listOpenFollowUps).mockResolvedValue(ok([]));
  vi.mocked(listExpiringDocuments).mockResolvedValue(ok([]));
  vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(0));
  vi.mocked(countNewCessionApplications).mockResolvedValue(ok(0));
  vi.mocked(countFailedMails).mockResolvedValue(ok(0));
  vi.mocked(countNewCircleApplications).mockResolvedValue(ok(0));
  vi.mocked(countNewVolunteerApplications).mockResolvedValue(ok(0));
  vi.mocked(readLateMembers).mockResolvedValue(ok([]));
}

beforeEach(everythingEmpty);

const section = (name: RegExp) => screen.getByRole('region', { name });

async function renderDashboard() {
  // Inside the shell's one count of new applications, as the back office shows it.
  const rendered = renderAdmin(
    <NewApplicationCountsProvider>
      <Dashboard today={today} />
    </NewApplicationCountsProvider>,
    {
      routes: { '/admin/horses/:slug': <h1>Pagina del cavallo</h1> },
    },
  );
  // Every section has settled once no spinner is left.
  expect(await screen.findAllByRole('status')).not.toHaveLength(0);
  await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return rendered;
}

it('lists each kind of work in its own section, with its count, every line a link', async () => {
  vi.mocked(listHorses).mockResolvedValue(ok(horses));
  vi.mocked(listCareDue).mockResolvedValue(
    ok([
      {
        horseSlug: 'ada',
        type: 'Maniscalco',
        lastDate: '2026-09-01',
        nextDue: '2026-10-27',
        state: 'overdue',
      },
    ]),
  );
  vi.mocked(listExpiringDocuments).mockResolvedValue(
    ok([
      {
        id: 'doc1',
        horseSlug: 'ada',
        type: 'Passaporto',
        title: '',
        expiry: '2026-12-01',
        expired: false,
      },
    ]),
  );
  vi.mocked(listOpenFollowUps).mockResolvedValue(
    ok([
      { horseSlug: 'luna', horseName: 'Luna', due: '2026-12-01', state: 'due' },
      { horseSlug: 'sole', horseName: 'Sole', due: '2026-09-10', state: 'late' },
    ]),
  );
  vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(2));
  vi.mocked(countFailedMails).mockResolvedValue(ok(2));
  vi.mocked(countNewCessionApplications).mockResolvedValue(ok(1));
  vi.mocked(countNewCircleApplications).mockResolvedValue(ok(2));
  await renderDashboard();

  expect(listCareDue).toHaveBeenCalledWith(today);
  expect(listExpiringDocuments).toHaveBeenCalledWith(today);
  // The horses are read once for every section that needs them.
  expect(listHorses).toHaveBeenCalledTimes(1);

  const deadlines = within(section(/^Scadenze BDN \(2\)$/)).getAllByRole('link');
  expect(deadlines.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [
      'Kiya Urgente: Registrazione in BDN del decesso entro il 21 novembre 2026: scaduta da 3 giorni',
      '/admin/horses/kiya',
    ],
    [
      "Curry King In scadenza: Registrazione in BDN dell'adozione entro il 27 novembre 2026: mancano 3 giorni",
      '/admin/horses/curry-king',
    ],
  ]);
  expect(
    within(section(/^Cure in ritardo o in scadenza \(1\)$/)).getByRole('link', {
      name: 'Ada Urgente: Maniscalco: in ritardo dal 27 ottobre 2026',
    }),
  ).toHaveAttribute('href', '/admin/horses/ada');
  expect(
    within(section(/^Cure in ritardo o in scadenza \(1\)$/)).getByRole('link', {
      name: 'Tutte le cure, e la giornata di cure',
    }),
  ).toHaveAttribute('href', '/admin/care');
  expect(listOpenFollowUps).toHaveBeenCalledWith(today);
  const followUps = within(section(/^Visite di controllo dopo l'adozione \(2\)$/));
  expect(
    followUps.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Sole Urgente: Visita di controllo: in ritardo dal 10 settembre 2026', '/admin/horses/sole'],
    ['Luna In scadenza: Visita di controllo: entro il 1 dicembre 2026', '/admin/horses/luna'],
    ['Tutti i controlli, e i loro intervalli', '/admin/aftercare'],
  ]);
  expect(
    within(section(/^Documenti scaduti o in scadenza \(1\)$/)).getByRole('link', {
      name: 'Ada In scadenza: Passaporto: scade il 1 dicembre 2026',
    }),
  ).toHaveAttribute('href', '/admin/horses/ada');
  expect(
    within(section(/^Problemi di conformità \(1\)$/)).getByRole('link', {
      name: 'Kiya Da verificare: morte registrata',
    }),
  ).toHaveAttribute('href', '/admin/horses/kiya');
  const applications = within(section(/^Nuove candidature \(5\)$/));
  expect(
    applications.getByRole('link', { name: 'Candidature di adozione 2 nuove' }),
  ).toHaveAttribute('href', '/admin/adoption-applications');
  expect(
    applications.getByRole('link', { name: 'Candidature di cessione 1 nuova' }),
  ).toHaveAttribute('href', '/admin/cession-applications');
  expect(
    applications.getByRole('link', { name: 'Candidature alle cerchie 2 nuove, da contattare' }),
  ).toHaveAttribute('href', '/admin/circle-applications?status=Da+contattare');
  expect(
    within(section(/^E-mail non consegnate \(2\)$/)).getByRole('link', {
      name: 'Posta in uscita Urgente: 2 e-mail non consegnate',
    }),
  ).toHaveAttribute('href', '/admin/mail');
});

it('shows why the circle applications could not be counted', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(countNewAdoptionApplications).mockResolvedValue(ok(2));
  vi.mocked(countNewCircleApplications).mockResolvedValue(
    fail('unavailable', 'Il servizio non è raggiungibile.'),
  );
  await renderDashboard();
  expect(within(section(/^Nuove candidature$/)).getByRole('alert')).toHaveTextContent(
    'Il servizio non è raggiungibile.',
  );
});

it('shows the figures counted once for the shell, and counts them again on "Riprova"', async () => {
  for (const count of [
    countNewAdoptionApplications,
    countNewCessionApplications,
    countNewCircleApplications,
  ]) {
    vi.mocked(count).mockClear();
  }
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(countNewCessionApplications).mockResolvedValue(
    fail('unavailable', 'Il servizio non è raggiungibile.'),
  );
  const { events } = await renderDashboard();
  expect(countNewAdoptionApplications).toHaveBeenCalledTimes(1);
  expect(countNewCessionApplications).toHaveBeenCalledTimes(1);
  expect(countNewCircleApplications).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith(
    'Candidature cessione: conteggio delle nuove non riuscito: Il servizio non è raggiungibile.',
  );

  vi.mocked(countNewCessionApplications).mockResolvedValue(ok(3));
  await events.click(
    within(section(/^Nuove candidature$/)).getByRole('button', { name: 'Riprova' }),
  );
  expect(
    await within(
      await screen.findByRole('region', { name: /^Nuove candidature \(3\)$/ }),
    ).findByRole('link', { name: 'Candidature di cessione 3 nuove' }),
  ).toHaveAttribute('href', '/admin/cession-applications');
  expect(countNewCessionApplications).toHaveBeenCalledTimes(2);
  expect(countNewAdoptionApplications).toHaveBeenCalledTimes(2);
});

it('goes to the horse when a line is followed', async () => {
  vi.mocked(listHorses).mockResolvedValue(ok(horses));
  const { events } = await renderDashboard();
  await events.click(screen.getByRole('link', { name: /^Kiya Urgente/ }));
  expect(await screen.findByRole('heading', { name: 'Pagina del cavallo' })).toBeInTheDocument();
});

it('says when there is nothing to do, section by section', async () => {
  await renderDashboard();
  for (const [name, empty] of [
    [/^Scadenze BDN \(0\)$/, 'Nessuna registrazione in BDN in sospeso.'],
    [
      /^Cure in ritardo o in scadenza \(0\)$/,
      'Nessuna cura in ritardo o in scadenza nei prossimi 14 giorni.',
    ],
    [
      /^Documenti scaduti o in scadenza \(0\)$/,
      'Nessun documento scaduto o in scadenza nei prossimi 30 giorni.',
    ],
    [
      /^Visite di controllo dopo l'adozione \(0\)$/,
      'Nessuna visita di controllo in ritardo o da fare nei prossimi 14 giorni.',
    ],
    [/^Problemi di conformità \(0\)$/, 'Nessun problema di conformità.'],
    [/^Nuove candidature \(0\)$/, 'Nessuna candidatura nuova.'],
    [/^E-mail non consegnate \(0\)$/, 'Nessuna e-mail non consegnata.'],
  ] as const) {
    expect(within(section(name)).getByText(empty)).toBeInTheDocument();
    expect(within(section(name)).queryByRole('list')).not.toBeInTheDocument();
  }
  expect(
    within(section(/^Cure in ritardo o in scadenza \(0\)$/))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/admin/care']);
});

it('shows a failing section its error and logs it, while the others still work', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(listCareDue).mockResolvedValue(fail('unavailable', 'Il servizio non è raggiungibile.'));
  vi.mocked(countNewCessionApplications).mockResolvedValue(
    fail('permission-denied', 'Non hai i permessi per questa operazione.'),
  );
  vi.mocked(listHorses).mockResolvedValue(ok(horses));
  await renderDashboard();
  const care = section(/^Cure in ritardo o in scadenza$/);
  expect(within(care).getByRole('alert')).toHaveTextContent(
    'Non è stato possibile caricare questa sezione: Il servizio non è raggiungibile.',
  );
  expect(within(section(/^Nuove candidature$/)).getByRole('alert')).toHaveTextContent(
    'Non hai i permessi per questa operazione.',
  );
  await vi.waitFor(() =>
    expect(console.error).toHaveBeenCalledWith(
      'Dashboard, Cure in ritardo o in scadenza: Il servizio non è raggiungibile.',
    ),
  );
  expect(within(section(/^Scadenze BDN \(2\)$/)).getAllByRole('link')).toHaveLength(2);
  expect(within(section(/^Documenti scaduti o in scadenza \(0\)$/)).queryByRole('alert')).toBe(
    null,
  );
});

it('fails the sections built on the horses when they cannot be read, naming care lines by slug', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(listHorses).mockResolvedValue(fail('unavailable', 'Il servizio non è raggiungibile.'));
  vi.mocked(listCareDue).mockResolvedValue(
    ok([
      {
        horseSlug: 'ada',
        type: 'Dentista',
        lastDate: '2025-11-30',
        nextDue: '2026-11-30',
        state: 'due-soon',
      },
    ]),
  );
  await renderDashboard();
  for (const name of [/^Scadenze BDN$/, /^Problemi di conformità$/]) {
    expect(within(section(name)).getByRole('alert')).toHaveTextContent(
      'Il servizio non è raggiungibile.',
    );
  }
  expect(
    within(section(/^Cure in ritardo o in scadenza \(1\)$/)).getByRole('link', {
      name: 'ada In scadenza: Dentista: entro il 30 novembre 2026',
    }),
  ).toBeInTheDocument();
});

it('counts the horses on the site without their English texts, each a link to its editor', async () => {
  vi.mocked(listHorses).mockResolvedValue(
    ok([
      ...horses,
      aHorse({ slug: 'benji', showWeb: true, claim_it: 'Curioso', claim_en: 'Curious' }),
      aHorse({ slug: 'esperanza', showWeb: true, description_it: '<p>La sua storia</p>' }),
      aHorse({ slug: 'dudu', showWeb: false, description_it: '<p>Non sul sito</p>' }),
    ]),
  );
  await renderDashboard();
  const english = within(section(/^Cavalli sul sito senza testi in inglese \(1\)$/));
  expect(
    english.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([["Esperanza Manca l'inglese: Descrizione", '/admin/horses/esperanza']]);
});

it('lists the circle members more than two months behind, each a link to their application', async () => {
  vi.mocked(readLateMembers).mockResolvedValue(
    ok([
      {
        id: 'cerchia-008',
        name: 'Moretti Franco',
        horse: 'Ada',
        startDate: '2025-04-01',
        contribution: {
          memberId: 'cerchia-008',
          monthlyCents: 2500,
          paidCents: 30000,
          monthsCovered: [],
          monthsDue: 17,
          creditCents: 0,
          standing: { state: 'in-ritardo', monthsLate: 5 },
        },
      },
    ]),
  );
  await renderDashboard();
  const late = within(section(/^Membri delle cerchie in ritardo \(1\)$/));
  expect(
    late.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Moretti Franco Urgente: Ada · 5 mesi di ritardo', '/admin/circle-applications/cerchia-008'],
    ['Tutti i contributi delle cerchie', '/admin/contributions'],
  ]);
});
