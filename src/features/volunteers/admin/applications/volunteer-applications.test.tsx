import { screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import type * as CsvModule from '#src/lib/csv/csv';
import { downloadCsv } from '#src/lib/csv/csv';
import { fail, ok } from '#src/lib/data/result';
import { aPage, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  eraseVolunteerApplication,
  getVolunteerApplication,
  listVolunteerApplications,
  listVolunteerApplicationsPage,
  updateVolunteerApplication,
  type VolunteerFilters,
} from '../../api/volunteer-applications-api';
import {
  volunteerApplicationSchema,
  type VolunteerApplication,
} from '../../model/volunteer-application';
import { VolunteerDetail } from './volunteer-detail';
import { VolunteerList } from './volunteer-list';

vi.mock('../../api/volunteer-applications-api', () => ({
  listVolunteerApplications: vi.fn(),
  listVolunteerApplicationsPage: vi.fn(),
  getVolunteerApplication: vi.fn(),
  updateVolunteerApplication: vi.fn(),
  eraseVolunteerApplication: vi.fn(),
}));
vi.mock('#src/lib/csv/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof CsvModule>()),
  downloadCsv: vi.fn(),
}));

const aVolunteer = (slug: string, fields: Partial<VolunteerApplication> = {}) =>
  z.parse(volunteerApplicationSchema, {
    slug,
    reference: `${slug.slice(0, 4).toUpperCase()}-${slug.slice(4, 8).toUpperCase()}`,
    givenName: 'Luca',
    familyName: 'Bianchi',
    email: 'luca@example.org',
    phone: '+39 333 7654321',
    ageBand: '18+',
    province: 'TO',
    availability: ['Weekend mattina'],
    activities: ['Scuderia'],
    experience: 'Poca',
    privacyConsent: true,
    language: 'it',
    status: 'Da contattare',
    isNew: true,
    date: new Date('2026-11-20T10:00:00Z'),
    ...fields,
  });

const all = [
  aVolunteer('vol1abcd'),
  aVolunteer('vol2efgh', {
    givenName: 'Giulia',
    familyName: 'Verdi',
    ageBand: '16-17',
    guardianConsent: true,
    guardianName: 'Paolo Verdi',
    province: 'MI',
    activities: ['Foto', 'Eventi'],
    status: 'Colloquio fissato',
  }),
  aVolunteer('vol3ijkl', { givenName: 'Anna', familyName: 'Neri', status: 'Attivo' }),
];

const matching = ({ status, province, activity }: VolunteerFilters = {}) =>
  all.filter(
    (v) =>
      (status === undefined || v.status === status) &&
      (province === undefined || v.province === province) &&
      (activity === undefined || v.activities.includes(activity)),
  );

beforeEach(() => {
  vi.mocked(listVolunteerApplications).mockImplementation(async (filters) => ok(matching(filters)));
  vi.mocked(listVolunteerApplicationsPage).mockImplementation(async (filters) =>
    aPage(matching(filters)),
  );
  vi.mocked(getVolunteerApplication).mockResolvedValue(ok(all[1] as VolunteerApplication));
});

afterEach(() => {
  vi.mocked(listVolunteerApplications).mockReset();
  vi.mocked(listVolunteerApplicationsPage).mockReset();
  vi.mocked(getVolunteerApplication).mockReset();
  vi.mocked(updateVolunteerApplication).mockReset();
  vi.mocked(downloadCsv).mockReset();
});

const renderList = (path = '/admin/volunteer-applications') =>
  renderAdmin(<VolunteerList />, { path, route: '/admin/volunteer-applications' });

describe('VolunteerList', () => {
  it('lists every application, each name a link to its detail', async () => {
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'Candidature volontariato (3)' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Giulia Verdi' })).toHaveAttribute(
      'href',
      '/admin/volunteer-applications/vol2efgh',
    );
  });

  it('filters by status, activity and province from the address', async () => {
    renderList('/admin/volunteer-applications?status=Colloquio+fissato&attivita=Foto&provincia=MI');
    expect(
      await screen.findByRole('heading', { name: 'Candidature volontariato (1)' }),
    ).toBeVisible();
    expect(listVolunteerApplicationsPage).toHaveBeenLastCalledWith(
      { status: 'Colloquio fissato', activity: 'Foto', province: 'MI' },
      null,
    );
  });

  it('changes the address when a status is chosen', async () => {
    const { events, location } = renderList();
    await screen.findByRole('heading', { name: 'Candidature volontariato (3)' });
    await events.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Attivo');
    await waitFor(() => expect(location()).toBe('/admin/volunteer-applications?status=Attivo'));
    expect(
      await screen.findByRole('heading', { name: 'Candidature volontariato (1)' }),
    ).toBeVisible();
  });

  it('exports the filtered list as CSV, with the labels in Italian', async () => {
    const { events } = renderList('/admin/volunteer-applications?provincia=MI');
    await screen.findByRole('heading', { name: 'Candidature volontariato (1)' });
    await events.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [, csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(csv).toContain('Consenso del genitore o tutore');
    expect(csv).toContain('Paolo Verdi');
    expect(csv).toContain('16-17 anni');
    expect(csv).not.toContain('Luca');
  });

  it('says why the list could not be read', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listVolunteerApplicationsPage).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    renderList();
    expect(await screen.findByText(/Non hai i permessi/)).toBeVisible();
  });
});

const renderDetail = () =>
  renderAdmin(<VolunteerDetail slug="vol2efgh" />, {
    path: '/admin/volunteer-applications/vol2efgh',
    route: '/admin/volunteer-applications/:slug',
  });

describe('VolunteerDetail', () => {
  it("shows the answers, a minor's guardian among them, and the province by name", async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Candidatura volontariato: Giulia Verdi',
      }),
    ).toBeVisible();
    const answer = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(answer('Età')).toHaveTextContent('16-17 anni');
    expect(answer('Consenso del genitore o tutore')).toHaveTextContent('Sì');
    expect(answer('Genitore o tutore')).toHaveTextContent('Paolo Verdi');
    expect(answer('Provincia')).toHaveTextContent('Milano (MI)');
    expect(answer('Attività')).toHaveTextContent('Foto, Eventi');
  });

  it('saves the status and the notes through the logged update', async () => {
    vi.mocked(updateVolunteerApplication).mockImplementation(async (_user, _id, item) => ok(item));
    const { events } = renderDetail();
    await screen.findByRole('heading', { level: 1 });
    await events.selectOptions(screen.getByLabelText('Stato'), 'Attivo');
    await events.type(screen.getByLabelText('Note interne'), 'Colloquio ok.');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(updateVolunteerApplication).toHaveBeenCalledTimes(1));
    expect(updateVolunteerApplication).toHaveBeenCalledWith(
      staffUser,
      'vol2efgh',
      expect.objectContaining({ status: 'Attivo', internalNotes: 'Colloquio ok.' }),
    );
  });

  it("leads to the register's enrolment form, filled with the application", async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: 'Registra nel registro' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/admin/volunteer-register/new');
    expect(Object.fromEntries(target.searchParams)).toEqual(
      expect.objectContaining({ nome: 'Giulia', cognome: 'Verdi', candidatura: 'vol2efgh' }),
    );
  });

  it('erases on request and tells staff why the register entries stay', async () => {
    vi.mocked(eraseVolunteerApplication).mockResolvedValue(
      ok('Le iscrizioni nel registro dei volontari restano. Iscrizioni che restano: n. 4.'),
    );
    const { events, location } = renderAdmin(<VolunteerDetail slug="vol2efgh" />, {
      path: '/admin/volunteer-applications/vol2efgh',
      route: '/admin/volunteer-applications/:slug',
      routes: { '/admin/volunteer-applications': <VolunteerList /> },
    });
    await events.click(await screen.findByRole('button', { name: 'Elimina candidatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina candidatura' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    const notice = await screen.findByText(
      'La candidatura di Giulia Verdi è stata eliminata. Le iscrizioni nel registro dei volontari restano. Iscrizioni che restano: n. 4.',
    );
    expect(notice.closest('.alert')).toHaveClass('alert-warning');
    expect(location()).toBe('/admin/volunteer-applications');
    expect(eraseVolunteerApplication).toHaveBeenCalledWith(
      staffUser,
      expect.objectContaining({ slug: 'vol2efgh' }),
    );
  });

  it('says why the application could not be read', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(getVolunteerApplication).mockResolvedValue(fail('not-found', 'Non trovato.'));
    renderDetail();
    expect(await screen.findByText(/Non trovato/)).toBeVisible();
    expect(within(document.body).queryByRole('button', { name: 'Salva' })).toBeNull();
  });
});
