import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '#src/lib/data/result';
import { aCircleApplication, aPage } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  getCircleApplication,
  listCircleApplications,
  listCircleApplicationsPage,
} from '../../api/applications-api';
import type { CircleApplication } from '../../model/circle-application';
import { CircleDetail } from './circle-detail';
import { CircleList } from './circle-list';

vi.mock('../../api/applications-api', () => ({
  listCircleApplicationsPage: vi.fn(),
  listCircleApplications: vi.fn(),
  getCircleApplication: vi.fn(),
}));

const circle = (slug: string, fields: Partial<CircleApplication> = {}) =>
  aCircleApplication({ slug, donorName: 'Classe 4B', ...fields });

const all = [
  circle('cerchia-001'),
  circle('cerchia-003', { horse: 'Tom', givenName: 'Walter', familyName: 'De Bon', amount: 300 }),
];

function renderAt(path: string) {
  return renderAdmin(<CircleList />, {
    path,
    route: '/admin/circle-applications',
    routes: { '/admin/circle-applications/:slug': <CircleDetail slug="cerchia-001" /> },
  });
}

beforeEach(() => {
  vi.mocked(listCircleApplications).mockResolvedValue(ok(all));
  vi.mocked(listCircleApplicationsPage).mockImplementation(async (horse) => {
    const items = horse ? all.filter((a) => a.horse === horse) : all;
    return aPage(items);
  });
});

afterEach(() => {
  vi.mocked(listCircleApplications).mockReset();
  vi.mocked(listCircleApplicationsPage).mockReset();
  vi.mocked(getCircleApplication).mockReset();
});

describe('CircleList', () => {
  it('lists the applications with the amount in euros, linked to the detail', async () => {
    renderAt('/admin/circle-applications');
    expect(await screen.findByRole('heading', { name: 'Candidature cerchie (2)' })).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2025-10-02T09:15:00');
    expect(rows[1]).toHaveTextContent(/20,00\s€/);
    expect(rows[2]).toHaveTextContent(/300,00\s€/);
    expect(screen.getByRole('link', { name: 'Walter De Bon' })).toHaveAttribute(
      'href',
      '/admin/circle-applications/cerchia-003',
    );
  });

  it('filters by one of the horse names present, searchable', async () => {
    const { events, location } = renderAt('/admin/circle-applications');
    await screen.findByRole('heading', { name: 'Candidature cerchie (2)' });
    const horse = screen.getByRole('combobox', { name: 'Cavallo' });
    await events.clear(horse);
    await events.type(horse, 'to');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tom']);
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Candidature cerchie (1)' })).toBeVisible();
    expect(listCircleApplicationsPage).toHaveBeenLastCalledWith('Tom', null);
    expect(location()).toBe('/admin/circle-applications?horse=Tom');
  });
});

describe('CircleDetail', () => {
  it('shows every field, read only, with the notes', async () => {
    vi.mocked(getCircleApplication).mockResolvedValue(
      ok(circle('cerchia-001', { notes: 'Una foto ogni tanto?' })),
    );
    renderAt('/admin/circle-applications/cerchia-001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidatura cerchia: Marta Gallo' }),
    ).toBeVisible();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Donatore')).toHaveTextContent('Classe 4B');
    expect(term('Importo')).toHaveTextContent(/20,00\s€/);
    expect(term('Note')).toHaveTextContent('Una foto ogni tanto?');
    expect(term('Telefono')).toHaveTextContent('+39 0000 200 001');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute(
        'href',
        '/admin/circle-applications',
      ),
    );
  });
});
