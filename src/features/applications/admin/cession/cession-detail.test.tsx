import { screen, waitFor } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { aCessionApplication, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { getCessionApplication, updateCessionApplication } from '../../api/applications-api';
import { cessionRequiredFields, type CessionApplication } from '../../model/cession-application';
import { cessionFieldLabels } from './cession-fields';
import { CessionDetail } from './cession-detail';

vi.mock('../../api/applications-api', () => ({
  getCessionApplication: vi.fn(),
  updateCessionApplication: vi.fn(),
}));

const baffo = aCessionApplication({
  ...(Object.fromEntries(
    cessionRequiredFields.map((field) => [field, 'x']),
  ) as Partial<CessionApplication>),
  slug: 'cessione-007',
  givenName: 'Marco',
  familyName: 'Ferri',
  priority: 'Immediata',
  horseRegion: 'Emilia-Romagna',
  horseName: 'Baffo',
  horseBirthdate: '',
  horseHeight: '',
  horseFriends: 'Altri cavalli',
  horseHouse: 'Paddock con capannina',
  horseFeeding: 'Fieno razionato',
  horseFeet: 'Ferratura',
});

beforeEach(() => {
  vi.mocked(getCessionApplication).mockResolvedValue(ok(baffo));
  vi.mocked(updateCessionApplication).mockImplementation(async (_user, _slug, item) => ok(item));
});

afterEach(() => {
  vi.mocked(getCessionApplication).mockReset();
  vi.mocked(updateCessionApplication).mockReset();
});

function renderDetail() {
  return renderAdmin(<CessionDetail slug="cessione-007" />, {
    path: '/admin/cession-applications/cessione-007',
  }).events;
}

const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Candidatura cessione: Marco Ferri' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label, with or without the required asterisk after it. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}( \\*)?$`));

/** The label element of a field, whose text ends with the asterisk when required. */
const labelOf = (label: string) =>
  screen.getByText(new RegExp(`^${escaped(label)}( \\*)?$`), { selector: 'label' });

describe('CessionDetail', () => {
  it('marks exactly the required fields with an asterisk, without blocking anything', async () => {
    renderDetail();
    await loaded();
    for (const [name, label] of Object.entries(cessionFieldLabels)) {
      if (name === 'slug' || name === 'date') continue;
      const required = (cessionRequiredFields as readonly string[]).includes(name);
      const control = field(label);
      if (required) expect(control, label).toBeRequired();
      else expect(control, label).not.toBeRequired();
      expect(labelOf(label).textContent?.trim().endsWith('*'), label).toBe(required);
    }
    expect(screen.getByRole('form')).toHaveAttribute('novalidate');
  });

  it('shows the status with "Da prendere in carico" for an empty one, and the date as a date', async () => {
    renderDetail();
    await loaded();
    expect(field('Status')).toHaveDisplayValue('Da prendere in carico');
    expect(field('Data di nascita')).toHaveAttribute('type', 'date');
    expect(field('Priorità')).toHaveValue('Immediata');
  });

  it('lists the required fields left empty next to Salva, and saves anyway', async () => {
    const events = renderDetail();
    await loaded();
    expect(
      screen.getByText('Campi obbligatori ancora vuoti: Data di nascita, Altezza.'),
    ).toBeInTheDocument();
    await events.type(field('Altezza'), '150 cm');
    expect(
      screen.getByText('Campi obbligatori ancora vuoti: Data di nascita.'),
    ).toBeInTheDocument();

    await events.selectOptions(field('Status'), 'In carico');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Dati salvati correttamente!')).toBeInTheDocument();
    expect(updateCessionApplication).toHaveBeenCalledWith(staffUser, 'cessione-007', {
      ...baffo,
      status: 'In carico',
      horseHeight: '150 cm',
    });
  });

  it('shows a failed save in red and keeps what was typed', async () => {
    vi.mocked(updateCessionApplication).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    const events = renderDetail();
    await loaded();
    await events.selectOptions(field('Status'), 'Annullato');
    await events.type(field('Note'), 'Ha trovato un acquirente.');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
    expect(field('Status')).toHaveValue('Annullato');
    expect(field('Note')).toHaveValue('Ha trovato un acquirente.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled());
  });
});
