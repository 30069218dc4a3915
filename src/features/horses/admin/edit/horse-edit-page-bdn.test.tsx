import '#src/components/rich-text/jsdom-editor-stubs';
import { screen } from '@testing-library/react';
import { savedMessage } from '#src/components/forms';
import { addDays, formatDate } from '#src/lib/format/dates';
import { ok } from '#src/lib/data/result';
import { aHorse } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { getHorse, updateHorse } from '../../api/horses-api';
import { HorseEditPage } from './horse-edit-page';

vi.mock('../../api/horses-api', () => ({ getHorse: vi.fn(), updateHorse: vi.fn() }));
// A resident who dies closes a circle: this one has no active member to ask about.
vi.mock('../../api/coverage-api', () => ({
  readActiveMembers: vi.fn(async () => ({ success: true, data: [] })),
}));
vi.mock('#src/lib/data/media-api', () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadWebp: vi.fn(),
  // No photo stored: an empty folder, no file read.
  listStorage: vi.fn(async () => ({ success: true, data: { folders: [], files: [] } })),
}));

// One day for the test and the page, even on a run that crosses midnight in Italy.
const now = new Date('2026-11-20T11:00:00Z');
const today = formatDate(now);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(getHorse).mockReset();
  vi.mocked(updateHorse).mockReset();
});

const renderPage = () =>
  renderAdmin(<HorseEditPage slug="ada" />, { path: '/admin/horses/ada' }).events;

it('shows the open deadline of an adoption above the form', async () => {
  vi.mocked(getHorse).mockResolvedValue(
    ok(aHorse({ status: 'Adottato', statusChangedAt: addDays(today, -4) })),
  );
  renderPage();
  const notice = await screen.findByText(/^Registrazione in BDN dell'adozione entro il/);
  expect(notice).toHaveTextContent('mancano 3 giorni');
  expect(notice).toHaveAttribute('role', 'status');
});

it('shows the deadline a save opens, from the horse as saved', async () => {
  vi.mocked(getHorse).mockResolvedValue(ok(aHorse({ status: "Residente dell'Oasi" })));
  vi.mocked(updateHorse).mockImplementation(async (_actor, _slug, horse) =>
    ok({ ...horse, statusChangedAt: today }),
  );
  const events = renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Cavalli: Ada' });
  expect(screen.queryByText(/Registrazione in BDN/)).not.toBeInTheDocument();
  await events.selectOptions(screen.getByLabelText('Tipologia'), 'Deceduto');
  expect(screen.queryByText(/Registrazione in BDN/)).not.toBeInTheDocument();
  await events.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(screen.getByText(/^Registrazione in BDN del decesso entro il/)).toHaveTextContent(
    'mancano 7 giorni',
  );
});
