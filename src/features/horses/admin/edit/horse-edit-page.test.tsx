import '#src/components/rich-text/jsdom-editor-stubs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { savedMessage, useSavePart } from '#src/components/forms';
import { horseImagePath } from '#src/config/storage-paths';
import { uploadWebp } from '#src/lib/data/media-api';
import { unsavedChangesTexts } from '#src/components/forms/unsaved-changes-dialog';
import { selectText } from '#src/components/rich-text/select-text';
import { fail, ok, type Result } from '#src/lib/data/result';
import { aHorse, staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { getHorse, updateHorse } from '../../api/horses-api';
import type { Horse } from '../../model/horse';
import { HorseEditPage } from './horse-edit-page';
import { photoFailedPrefix } from './horse-edit-form';
import { photoTexts } from './photo-field';

vi.mock('../../api/horses-api', () => ({ getHorse: vi.fn(), updateHorse: vi.fn() }));
vi.mock('#src/lib/data/media-api', () => ({
  MAX_UPLOAD_BYTES: 10 * 1024 * 1024,
  uploadWebp: vi.fn(),
  // No photo stored: an empty folder, no file read.
  listStorage: vi.fn(async () => ({ success: true, data: { folders: [], files: [] } })),
}));
// jsdom has no canvas: the conversion itself is tested in the browser (admin-horse-edit.spec.ts).
vi.mock('#src/lib/images/webp', () => ({
  ImageConversionError: class extends Error {},
  decodeImage: vi.fn(async () => ({ width: 1600, height: 900, close: () => {} })),
}));
vi.mock('./webp-image', () => ({
  toWebp: vi.fn(async () => new Blob(['webp'], { type: 'image/webp' })),
}));

const ada = aHorse({
  species: 'Cavallo',
  sex: 'Femmina',
  birthday: '2008-04-12',
  isAdopted: -1,
  barncode: '000CN001',
  isCorrectBarncode: 1,
  claim_it: 'Il vecchio claim',
  description_it: '<h3>La storia</h3><p>Una cavalla calma.</p>',
  donationDescription_it: '<p>Con <strong>90 euro</strong> il dentista.</p>',
  showWeb: true,
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(uploadWebp).mockImplementation(async (_blob, name) => ok(`${name}.webp`));
  vi.mocked(getHorse).mockResolvedValue(ok(ada));
  vi.mocked(updateHorse).mockImplementation(async (_actor, _slug, horse) => ok(horse));
});

afterEach(() => {
  vi.mocked(uploadWebp).mockReset();
  vi.mocked(getHorse).mockReset();
  vi.mocked(updateHorse).mockReset();
});

function renderAt() {
  return renderAdmin(<HorseEditPage slug="ada" />, {
    path: '/admin/horses/ada',
    routes: { '/admin/horses': <h1>Lista cavalli</h1> },
  });
}

const renderPage = () => renderAt().events;

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Cavalli: Ada' });
const saveButton = () => screen.getByRole('button', { name: 'Salva' });

it('shows a spinner, then the horse titled "Cavalli: Ada"', async () => {
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Caricamento del cavallo…');
  await loaded();
  expect(getHorse).toHaveBeenCalledWith('ada');
  await waitFor(() => expect(document.title).toMatch(/^Cavalli: Ada \|/));
  for (const section of ['Informazioni Anagrafiche', 'Stato', 'Adozione', 'Sito web']) {
    expect(screen.getByRole('button', { name: section })).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Indirizzo della pagina (slug)')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Indirizzo della pagina (slug)')).toHaveValue('ada');
  expect(screen.getByLabelText('Nome')).toHaveValue('Ada');
  expect(screen.getByLabelText('Data di nascita')).toHaveValue('2008-04-12');
  expect(screen.getByLabelText('Specie')).toHaveValue('Cavallo');
  const deceased = screen.getByRole('radiogroup', { name: 'Registrato in BDN' });
  expect(within(deceased).getByRole('radio', { name: 'Non so' })).toBeChecked();
  expect(saveButton()).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Indietro' })).toHaveAttribute('href', '/admin/horses');
});

it('says why the horse could not be loaded, logs it once and reads again on "Riprova"', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  vi.mocked(getHorse).mockResolvedValue(fail('unavailable', 'Il servizio non è raggiungibile.'));
  const events = renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Cavallo non caricato: Il servizio non è raggiungibile.',
  );
  expect(console.error).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith(
    'Loading horse ada failed: Il servizio non è raggiungibile.',
  );
  expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
  vi.mocked(getHorse).mockResolvedValue(ok(ada));
  await events.click(screen.getByRole('button', { name: 'Riprova' }));
  await loaded();
  expect(console.error).toHaveBeenCalledTimes(1);
});

it('shows the adoption fields and the stabling line only when in adoption is yes', async () => {
  const events = renderPage();
  await loaded();
  expect(screen.queryByLabelText('Adottante')).not.toBeInTheDocument();
  expect(screen.queryByText(/Stabulazione in BDN/)).not.toBeInTheDocument();

  const adopted = screen.getByRole('radiogroup', { name: 'In adozione' });
  await events.click(within(adopted).getByRole('radio', { name: 'Sì' }));
  expect(screen.getByLabelText('Adottante')).toBeInTheDocument();
  expect(screen.getByLabelText('Data del contratto')).toHaveAttribute('type', 'date');
  expect(screen.getByRole('radiogroup', { name: 'Contratto di adozione firmato' })).toBeVisible();
  expect(
    screen.getByText('Stabulazione in BDN regolare secondo contratto: No'),
  ).toBeInTheDocument();

  await events.type(screen.getByLabelText('Codice stalla secondo il contratto'), '000CN001');
  expect(
    screen.getByText('Stabulazione in BDN regolare secondo contratto: Sì'),
  ).toBeInTheDocument();

  await events.click(within(adopted).getByRole('radio', { name: 'Non so' }));
  expect(screen.queryByLabelText('Adottante')).not.toBeInTheDocument();
});

it('saves the whole horse as the signed-in user and says so', async () => {
  const events = renderPage();
  await loaded();
  const claim = screen.getByLabelText('Claim (italiano)');
  await events.clear(claim);
  await events.type(claim, 'Un nuovo claim');
  await events.click(
    within(screen.getByRole('radiogroup', { name: 'Registrato in BDN' })).getByRole('radio', {
      name: 'Sì',
    }),
  );
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(
    staffUser,
    'ada',
    {
      ...ada,
      claim_it: 'Un nuovo claim',
      bdn: 1,
    },
    [],
  );
  expect(saveButton()).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the sections it is given under the form, for the horse as saved', async () => {
  const { events } = renderAdmin(
    <HorseEditPage slug="ada" sections={(horse) => <p>Sezioni di {horse.name}</p>} />,
    { path: '/admin/horses/ada' },
  );
  expect(await screen.findByText('Sezioni di Ada')).toBeInTheDocument();
  const name = screen.getByLabelText('Nome');
  await events.clear(name);
  await events.type(name, 'Ada Lovelace');
  expect(screen.getByText('Sezioni di Ada')).toBeInTheDocument();
  await events.click(saveButton());
  expect(await screen.findByText('Sezioni di Ada Lovelace')).toBeInTheDocument();
});

it('refuses a payment link outside Stripe and PayPal, saying where and why', async () => {
  const events = renderPage();
  await loaded();
  const link = screen.getByLabelText('Link di donazione (Stripe o PayPal)');
  await events.click(link);
  await events.paste('https://buy.stripe.com.example.org/pay');
  // Marked only once a save is tried, then live.
  expect(link).not.toBeInvalid();
  expect(saveButton()).toBeEnabled();
  await events.click(screen.getByLabelText('Nome'));
  await events.click(saveButton());
  expect(updateHorse).not.toHaveBeenCalled();
  expect(link).toBeInvalid();
  expect(link).toHaveAccessibleDescription(/^Il link deve essere un indirizzo https:\/\//);
  expect(link).toHaveFocus();
  expect(saveButton()).toHaveAccessibleDescription(
    'Da correggere: «Link di donazione (Stripe o PayPal)».',
  );

  await events.clear(link);
  await events.paste('https://buy.stripe.com/test_14k5mQ');
  expect(link).not.toBeInvalid();
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(
    staffUser,
    'ada',
    {
      ...ada,
      stripeDonationLink: 'https://buy.stripe.com/test_14k5mQ',
    },
    [],
  );
});

it("refuses an adopter's e-mail that is not one mailbox, saying where and why", async () => {
  const adopted = { ...ada, isAdopted: 1 as const, adopterEmail: '' };
  vi.mocked(getHorse).mockResolvedValue(ok(adopted));
  const events = renderPage();
  await loaded();
  const email = screen.getByLabelText('Email dell’adottante');
  await events.click(email);
  await events.paste('Maria <maria@example.org>, anna@example.org');
  await events.click(saveButton());
  expect(updateHorse).not.toHaveBeenCalled();
  expect(email).toBeInvalid();
  expect(email).toHaveAccessibleDescription(/^Scrivi un solo indirizzo e-mail/);
  expect(email).toHaveFocus();
  expect(saveButton()).toHaveAccessibleDescription('Da correggere: «Email dell’adottante».');

  await events.clear(email);
  await events.paste('maria@example.org');
  expect(email).not.toBeInvalid();
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(
    staffUser,
    'ada',
    { ...adopted, adopterEmail: 'maria@example.org' },
    [],
  );
});

const costField = () => screen.getByLabelText('Costo mensile (€)');

it('shows the monthly cost with what it is for, and saves a new one typed with a comma', async () => {
  const events = renderPage();
  await loaded();
  expect(costField()).toHaveValue('300');
  expect(costField()).toHaveAccessibleDescription(
    'Quanto costa il cavallo al mese: la cerchia lo copre. 0 = nessuna barra sul sito.',
  );
  expect(costField()).toHaveAttribute('inputmode', 'decimal');
  await events.clear(costField());
  await events.type(costField(), '287,50');
  expect(costField()).not.toBeInvalid();
  expect(saveButton()).toBeEnabled();
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(staffUser, 'ada', { ...ada, monthlyCost: 287.5 }, []);
  expect(costField()).toHaveValue('287,50');
});

it('saves a monthly cost of 0: no funding bar on the site', async () => {
  const events = renderPage();
  await loaded();
  await events.clear(costField());
  await events.type(costField(), '0');
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(staffUser, 'ada', { ...ada, monthlyCost: 0 }, []);
});

it('refuses a monthly cost that is not a number from 0 to 100.000, saying why, and refuses Salva', async () => {
  const { events, location } = renderAt();
  await loaded();
  for (const [typed, message] of [
    ['trecento', 'Scrivi un numero di euro, per esempio 300 o 287,50.'],
    ['-20', 'Il costo mensile non può essere negativo.'],
    ['150000', 'Il costo mensile può essere al massimo 100.000 €.'],
    ['', "Scrivi il costo mensile in euro: 0 se il cavallo non costa nulla all'associazione."],
  ] as const) {
    await events.clear(costField());
    if (typed) await events.paste(typed);
    await events.click(saveButton());
    expect(updateHorse).not.toHaveBeenCalled();
    expect(costField()).toBeInvalid();
    expect(costField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(costField()).toHaveFocus();
    expect(saveButton()).toHaveAccessibleDescription('Da correggere: «Costo mensile (€)».');
  }
  await events.type(screen.getByLabelText('Claim (italiano)'), '{Enter}');
  expect(updateHorse).not.toHaveBeenCalled();

  await events.click(screen.getByRole('link', { name: 'Indietro' }));
  const dialog = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
  await events.click(within(dialog).getByRole('button', { name: unsavedChangesTexts.stay }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(location()).toBe('/admin/horses/ada');

  await events.click(costField());
  await events.paste('320');
  expect(costField()).not.toBeInvalid();
  expect(saveButton()).toBeEnabled();
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(staffUser, 'ada', { ...ada, monthlyCost: 320 }, []);
});

it('shows a failed save in red and keeps what was typed', async () => {
  vi.mocked(updateHorse).mockResolvedValue(
    fail('permission-denied', 'Non hai i permessi per questa operazione.'),
  );
  const events = renderPage();
  await loaded();
  const name = screen.getByLabelText('Nome');
  await events.clear(name);
  await events.type(name, 'Ada Lovelace');
  await events.type(screen.getByLabelText('Note'), 'Zoppia anteriore destra');
  await events.click(saveButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Non hai i permessi per questa operazione.');
  expect(alert).toHaveClass('text-danger');
  expect(screen.queryByText(savedMessage)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Nome')).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText('Note')).toHaveValue('Zoppia anteriore destra');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cavalli: Ada');
  expect(saveButton()).toBeEnabled();

  vi.mocked(updateHorse).mockImplementation(async (_actor, _slug, horse) => ok(horse));
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cavalli: Ada Lovelace');
});

it('edits the descriptions and donation texts with the rich-text editor and saves their HTML', async () => {
  const events = renderPage();
  await loaded();
  const description = screen.getByRole('textbox', { name: 'Descrizione (italiano)' });
  expect(description).toHaveAttribute('aria-multiline', 'true');
  expect(description).toHaveAccessibleDescription(/Si può incollare da Word o Google Docs/);
  expect(within(description).getByRole('heading', { level: 3, name: 'La storia' })).toBeVisible();
  for (const name of [
    'Descrizione (inglese)',
    'Testo della donazione (italiano)',
    'Testo della donazione (inglese)',
  ]) {
    expect(screen.getByRole('textbox', { name })).toHaveAttribute('contenteditable', 'true');
  }
  expect(
    within(screen.getByRole('textbox', { name: 'Testo della donazione (italiano)' })).getByText(
      '90 euro',
    ).tagName,
  ).toBe('STRONG');

  await events.click(description);
  selectText(description, 'calma');
  const toolbar = screen.getByRole('toolbar', { name: 'Formattazione: Descrizione (italiano)' });
  await events.click(within(toolbar).getByRole('button', { name: 'Grassetto' }));
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(
    staffUser,
    'ada',
    {
      ...ada,
      description_it: '<h3>La storia</h3><p>Una cavalla <strong>calma</strong>.</p>',
    },
    [],
  );
});

it('saves the descriptions unchanged when they were not edited', async () => {
  const events = renderPage();
  await loaded();
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(updateHorse).toHaveBeenCalledWith(staffUser, 'ada', ada, []);
});

it('goes back to the horse list at once when nothing changed', async () => {
  const events = renderPage();
  await loaded();
  await events.click(screen.getByRole('link', { name: 'Indietro' }));
  expect(screen.getByRole('heading', { name: 'Lista cavalli' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps what is typed while a save runs, and titles the page with what was saved', async () => {
  let finish: (result: Result<Horse>) => void = () => {};
  vi.mocked(updateHorse).mockImplementation(
    () =>
      new Promise((resolve) => {
        finish = resolve;
      }),
  );
  const events = renderPage();
  await loaded();
  const name = screen.getByLabelText('Nome');
  await events.clear(name);
  await events.type(name, 'Ada Lovelace');
  await events.click(saveButton());
  expect(saveButton()).toBeDisabled();
  expect(saveButton()).toHaveAttribute('aria-busy', 'true');
  expect(updateHorse).toHaveBeenCalledWith(staffUser, 'ada', { ...ada, name: 'Ada Lovelace' }, []);

  await events.click(screen.getByRole('checkbox', { name: 'Emergenza' }));
  await events.type(screen.getByLabelText('Note'), 'Visita il 3 marzo');
  await events.type(name, ' II');
  await act(async () => finish(ok({ ...ada, name: 'Ada Lovelace' })));

  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  expect(saveButton()).toBeEnabled();
  expect(screen.getByLabelText('Nome')).toHaveValue('Ada Lovelace II');
  expect(screen.getByLabelText('Note')).toHaveValue('Visita il 3 marzo');
  expect(screen.getByRole('checkbox', { name: 'Emergenza' })).toBeChecked();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cavalli: Ada Lovelace');
  expect(updateHorse).toHaveBeenCalledTimes(1);

  vi.mocked(updateHorse).mockImplementation(async (_actor, _slug, horse) => ok(horse));
  await events.click(saveButton());
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cavalli: Ada Lovelace II'),
  );
  expect(updateHorse).toHaveBeenLastCalledWith(
    staffUser,
    'ada',
    {
      ...ada,
      name: 'Ada Lovelace II',
      notes: 'Visita il 3 marzo',
      emergency: true,
    },
    [],
  );
});

it('asks before leaving with unsaved changes: "Resta qui" stays, "Esci senza salvare" leaves', async () => {
  const { events, location } = renderAt();
  await loaded();
  await events.type(screen.getByLabelText('Claim (italiano)'), ' e dolce');
  await events.click(screen.getByRole('link', { name: 'Indietro' }));

  const dialog = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
  expect(dialog).toHaveTextContent(unsavedChangesTexts.message);
  await events.click(within(dialog).getByRole('button', { name: unsavedChangesTexts.stay }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(location()).toBe('/admin/horses/ada');
  expect(screen.getByLabelText('Claim (italiano)')).toHaveValue('Il vecchio claim e dolce');

  await events.click(screen.getByRole('link', { name: 'Indietro' }));
  const again = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
  await events.click(within(again).getByRole('button', { name: unsavedChangesTexts.leave }));
  expect(await screen.findByRole('heading', { name: 'Lista cavalli' })).toBeInTheDocument();
  expect(location()).toBe('/admin/horses');
  expect(updateHorse).not.toHaveBeenCalled();
});

it('does not ask before leaving once the changes are saved', async () => {
  const { events, location } = renderAt();
  await loaded();
  await events.type(screen.getByLabelText('Claim (italiano)'), ' e dolce');
  await events.click(saveButton());
  expect(await screen.findByText(savedMessage)).toBeInTheDocument();
  await events.click(screen.getByRole('link', { name: 'Indietro' }));
  expect(screen.getByRole('heading', { name: 'Lista cavalli' })).toBeInTheDocument();
  expect(location()).toBe('/admin/horses');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('one Salva for the horse, its photo and the parts of its page', () => {
  const photoFile = () => new File(['png'], 'ada.png', { type: 'image/png' });
  const stored = [horseImagePath('ada', 'thumb', 'webp'), horseImagePath('ada', 'zoom', 'webp')];

  it('keeps a picked photo until Salva, then stores it and the fields, naming it in the entry', async () => {
    const events = renderPage();
    await loaded();
    await events.upload(screen.getByLabelText(photoTexts.label), photoFile());
    expect(await screen.findByText(/premi Salva per salvarla/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /nuova, da salvare/ })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(uploadWebp).not.toHaveBeenCalled();
    const claim = screen.getByLabelText('Claim (italiano)');
    await events.clear(claim);
    await events.type(claim, 'Con la foto nuova');

    await events.click(saveButton());
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(vi.mocked(uploadWebp).mock.calls.map(([, name]) => `${name}.webp`)).toEqual(stored);
    expect(updateHorse).toHaveBeenCalledTimes(1);
    expect(updateHorse).toHaveBeenCalledWith(
      staffUser,
      'ada',
      { ...ada, claim_it: 'Con la foto nuova' },
      stored,
    );
    expect(screen.getByText(photoTexts.stored)).toBeInTheDocument();
    expect(screen.queryByText(/premi Salva per salvarla/)).not.toBeInTheDocument();
  });

  it('asks before leaving with only a photo picked, and forgets it on "Tieni la foto di prima"', async () => {
    const { events } = renderAt();
    await loaded();
    await events.upload(screen.getByLabelText(photoTexts.label), photoFile());
    await events.click(await screen.findByRole('button', { name: photoTexts.drop }));
    expect(screen.queryByText(/premi Salva per salvarla/)).not.toBeInTheDocument();
    await events.upload(screen.getByLabelText(photoTexts.label), photoFile());
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(
      await screen.findByRole('dialog', { name: unsavedChangesTexts.title }),
    ).toBeInTheDocument();
  });

  it('saves nothing when the photo cannot be stored, says why and keeps it picked', async () => {
    vi.mocked(uploadWebp).mockResolvedValue(fail('storage/unknown', 'Archivio non raggiungibile.'));
    const events = renderPage();
    await loaded();
    await events.upload(screen.getByLabelText(photoTexts.label), photoFile());
    await screen.findByText(/premi Salva per salvarla/);
    await events.click(saveButton());
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent).join(' ')).toContain(
      `${photoFailedPrefix} Archivio non raggiungibile.`,
    );
    expect(updateHorse).not.toHaveBeenCalled();
    expect(screen.getByText(/premi Salva per salvarla/)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  const partSaved = vi.fn();

  /** A section's part of the draft, as the care intervals register theirs. */
  function EveryStub({ fails = false }: { fails?: boolean }) {
    const [every, setEvery] = useState('6');
    const [saved, setSaved] = useState('6');
    const [checked, setChecked] = useState(false);
    const input = useRef<HTMLInputElement>(null);
    useSavePart(
      'every',
      { dirty: every !== saved, invalid: every === '' ? ['Ogni'] : [] },
      {
        save: async () => {
          partSaved(every);
          if (fails) return fail('failed', 'Intervalli non salvati: rete assente.');
          setSaved(every);
          return ok(undefined);
        },
        check: () => {
          setChecked(true);
          return every !== '';
        },
        goToFirst: () => input.current?.focus(),
      },
    );
    return (
      <label>
        Ogni
        <input ref={input} value={every} onChange={(event) => setEvery(event.target.value)} />
        {checked && every === '' && <span>Scrivi ogni quante settimane.</span>}
      </label>
    );
  }

  const renderWithPart = (fails = false) =>
    renderAdmin(<HorseEditPage slug="ada" sections={() => <EveryStub fails={fails} />} />, {
      path: '/admin/horses/ada',
      routes: { '/admin/horses': <h1>Lista cavalli</h1> },
    });

  it('saves a part of the page with the horse, refuses Salva while it is wrong and asks before leaving', async () => {
    partSaved.mockReset();
    const { events } = renderWithPart();
    await loaded();
    const every = screen.getByLabelText('Ogni');
    await events.clear(every);
    expect(screen.queryByText('Scrivi ogni quante settimane.')).not.toBeInTheDocument();
    await events.click(saveButton());
    expect(updateHorse).not.toHaveBeenCalled();
    expect(partSaved).not.toHaveBeenCalled();
    expect(screen.getByText('Scrivi ogni quante settimane.')).toBeInTheDocument();
    expect(every).toHaveFocus();
    expect(saveButton()).toHaveAccessibleDescription('Da correggere: «Ogni».');
    await events.type(every, '8');
    expect(saveButton()).not.toHaveAccessibleDescription();
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    const dialog = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
    await events.click(within(dialog).getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(saveButton());
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(partSaved).toHaveBeenCalledWith('8');
    expect(updateHorse).toHaveBeenCalledTimes(1);
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(screen.getByRole('heading', { name: 'Lista cavalli' })).toBeInTheDocument();
  });

  it('says which part was not saved', async () => {
    partSaved.mockReset();
    const { events } = renderWithPart(true);
    await loaded();
    await events.type(screen.getByLabelText('Ogni'), '2');
    await events.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Intervalli non salvati: rete assente.',
    );
    expect(screen.queryByText(savedMessage)).not.toBeInTheDocument();
  });
});
