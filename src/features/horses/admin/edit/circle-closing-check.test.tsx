import '#src/components/rich-text/jsdom-editor-stubs';
import { screen, within } from '@testing-library/react';
import { savedMessage } from '#src/components/forms';
import { fail, ok } from '#src/lib/data/result';
import { aHorse } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { readActiveMembers, type IdentifiedMember } from '../../api/coverage-api';
import { getHorse, updateHorse } from '../../api/horses-api';
import { closesTheCircle } from './circle-closing-check';
import { HorseEditPage } from './horse-edit-page';

vi.mock('../../api/horses-api', () => ({ getHorse: vi.fn(), updateHorse: vi.fn() }));
vi.mock('../../api/coverage-api', () => ({ readActiveMembers: vi.fn() }));
vi.mock('#src/lib/data/media-api', () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadWebp: vi.fn(),
  // No photo stored: an empty folder, no file read.
  listStorage: vi.fn(async () => ({ success: true, data: { folders: [], files: [] } })),
}));

const member = (slug: string): IdentifiedMember => ({
  slug,
  horseSlug: 'ada',
  status: 'Attivo',
  amount: 20,
  frequency: 'Mensile',
});

beforeEach(() => {
  vi.mocked(getHorse).mockResolvedValue(ok(aHorse({ status: "Residente dell'Oasi" })));
  vi.mocked(updateHorse).mockImplementation(async (_actor, _slug, horse) => ok(horse));
  vi.mocked(readActiveMembers).mockResolvedValue(
    ok([member('cerchia-001'), member('cerchia-002'), member('cerchia-003')]),
  );
});

afterEach(() => vi.resetAllMocks());

async function renderPage() {
  const { events } = renderAdmin(<HorseEditPage slug="ada" />, { path: '/admin/horses/ada' });
  await screen.findByRole('heading', { level: 1, name: 'Cavalli: Ada' });
  const save = () => events.click(screen.getByRole('button', { name: 'Salva' }));
  const choose = (status: string) =>
    events.selectOptions(screen.getByLabelText('Tipologia'), status);
  return { events, save, choose };
}

const question = () => screen.findByRole('dialog', { name: 'Chiudere la cerchia di Ada?' });

describe('closesTheCircle', () => {
  const closes = (saved: string | undefined, next: string) =>
    closesTheCircle({ status: saved }, { status: next });
  it('is a change from a status with a circle to one without', () => {
    expect(closes("Residente dell'Oasi", 'Adottato')).toBe('Con lo stato «Adottato»');
    expect(closes('In cerca di casa', 'Deceduto')).toBe('Con lo stato «Deceduto»');
    expect(closes('In cerca di casa', 'Altro')).toBe('Con lo stato «Altro»');
    expect(closes("Residente dell'Oasi", '')).toBe('Con lo stato «»');
    expect(closes("Residente dell'Oasi", 'In cerca di casa')).toBeNull();
    expect(closes('Adottato', 'Deceduto')).toBeNull();
    expect(closes(undefined, 'Adottato')).toBeNull();
  });

  it('is a horse with a circle taken off the site, which offers only the circles it shows', () => {
    const resident = { status: "Residente dell'Oasi", showWeb: true };
    expect(closesTheCircle(resident, { ...resident, showWeb: false })).toBe(
      'Senza «Visibile sul sito»',
    );
    // The status says it first when both change.
    expect(closesTheCircle(resident, { status: 'Adottato', showWeb: false })).toBe(
      'Con lo stato «Adottato»',
    );
    expect(closesTheCircle(resident, resident)).toBeNull();
    // Hidden already, or shown again: no circle on the site closes.
    expect(
      closesTheCircle({ ...resident, showWeb: false }, { ...resident, showWeb: false }),
    ).toBeNull();
    expect(closesTheCircle({ ...resident, showWeb: false }, resident)).toBeNull();
    expect(
      closesTheCircle(
        { status: 'Adottato', showWeb: true },
        { status: 'Adottato', showWeb: false },
      ),
    ).toBeNull();
  });
});

describe('a save that closes a circle with active members', () => {
  it('asks first, naming how many and what happens to them; Annulla saves nothing', async () => {
    const { events, save, choose } = await renderPage();
    await choose('Adottato');
    await save();
    const dialog = await question();
    expect(readActiveMembers).toHaveBeenCalledWith('ada');
    expect(dialog).toHaveTextContent(
      'Ada ha 3 sostenitori attivi. Con lo stato «Adottato» la sua cerchia si chiude: il sito ' +
        'non la offre più e non ne mostra la copertura. I sostenitori restano nella cerchia di ' +
        'Ada (contano nella sua copertura e ricevono le sue notizie) finché non li cambi tu: ' +
        'spostali su un altro cavallo («Cavallo sostenuto») o cambia il loro stato, dalla loro ' +
        'candidatura.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updateHorse).not.toHaveBeenCalled();
    // What was chosen stays on screen, unsaved.
    expect(screen.getByLabelText('Tipologia')).toHaveValue('Adottato');
  });

  it('saves once staff confirm, and does not ask again once the status is saved', async () => {
    const { events, save, choose } = await renderPage();
    await choose('Deceduto');
    await save();
    await events.click(within(await question()).getByRole('button', { name: 'Salva comunque' }));
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(updateHorse).toHaveBeenCalledTimes(1);
    expect(vi.mocked(updateHorse).mock.calls[0]?.[2]).toMatchObject({ status: 'Deceduto' });

    await save();
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(updateHorse).toHaveBeenCalledTimes(2);
    expect(readActiveMembers).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says 1 sostenitore attivo for one', async () => {
    vi.mocked(readActiveMembers).mockResolvedValue(ok([member('cerchia-001')]));
    const { save, choose } = await renderPage();
    await choose('Adottato');
    await save();
    expect(await question()).toHaveTextContent(/^.*Ada ha 1 sostenitore attivo\. Con lo stato/);
  });

  it('asks when a horse with a circle is taken off the site, saying so', async () => {
    vi.mocked(getHorse).mockResolvedValue(
      ok(aHorse({ status: 'In cerca di casa', showWeb: true })),
    );
    const { events, save } = await renderPage();
    await events.click(screen.getByRole('checkbox', { name: 'Visibile sul sito' }));
    await save();
    const dialog = await question();
    expect(readActiveMembers).toHaveBeenCalledWith('ada');
    expect(dialog).toHaveTextContent(
      'Ada ha 3 sostenitori attivi. Senza «Visibile sul sito» la sua cerchia si chiude: il sito ' +
        'non la offre più e non ne mostra la copertura. I sostenitori restano nella cerchia di Ada',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Salva comunque' }));
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(vi.mocked(updateHorse).mock.calls[0]?.[2]).toMatchObject({ showWeb: false });
  });

  it('asks anyway, saying why, when the members cannot be counted', async () => {
    vi.mocked(readActiveMembers).mockResolvedValue(
      fail('unavailable', 'Il servizio non è raggiungibile.'),
    );
    const { events, save, choose } = await renderPage();
    await choose('Adottato');
    await save();
    const dialog = await question();
    expect(dialog).toHaveTextContent(
      'Non è stato possibile contare i sostenitori attivi di Ada (Il servizio non è raggiungibile.).',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Salva comunque' }));
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  });
});

describe('a save that asks nothing', () => {
  it('saves at once when the horse has no active member', async () => {
    vi.mocked(readActiveMembers).mockResolvedValue(ok([]));
    const { save, choose } = await renderPage();
    await choose('Adottato');
    await save();
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(readActiveMembers).toHaveBeenCalledWith('ada');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads nothing when the horse keeps a circle', async () => {
    const { save, choose } = await renderPage();
    await choose('In cerca di casa');
    await save();
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(readActiveMembers).not.toHaveBeenCalled();
  });
});
