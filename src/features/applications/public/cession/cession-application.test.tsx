import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { splitHead } from '#scripts/prerender/html';
import { DEFAULT_MIN_FILL_MS } from '#src/components/forms/use-send-form';
import { association, phoneHref } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { isAutoId } from '#src/lib/data/auto-id';
import { fail, ok, type Result } from '#src/lib/data/result';
import { submitCessionApplication } from '../../api/public-applications-api';
import { applicationReference } from '../../model/application-reference';
import type { PhotoPickerProps } from '../photos/photo-picker';
import { CessionApplication } from './cession-application';
import { textsFor } from '#src/lib/text/dictionary';
import { cessionTexts } from './texts';

/** The checks' texts an Italian page shows (the form's dictionary). */
const italian = textsFor(cessionTexts, 'it').errors;

vi.mock('../../api/public-applications-api', () => ({
  submitCessionApplication: vi.fn(),
}));

vi.mock('../photos/photo-picker', () => ({
  PhotoPicker: ({
    id,
    kind,
    applicationId,
    photos,
    onChange,
    onBusyChange,
    max,
  }: PhotoPickerProps) => (
    <div
      data-testid="photo-picker"
      data-kind={kind}
      data-application-id={applicationId}
      data-max={max}
    >
      <button
        id={id}
        type="button"
        onClick={() =>
          onChange([
            ...photos,
            { name: 'k3j9x0a1b2c4.webp', label: 'stella.jpg', thumb: 'data:image/webp;base64,AA' },
          ])
        }
      >
        Aggiungi una foto finta
      </button>
      <button type="button" onClick={() => onBusyChange?.(true)}>
        Inizia un caricamento
      </button>
      <button type="button" onClick={() => onBusyChange?.(false)}>
        Finisci il caricamento
      </button>
      <ul aria-label="Foto finte">
        {photos.map((photo) => (
          <li key={photo.name}>{photo.label}</li>
        ))}
      </ul>
    </div>
  ),
}));

const evening = Date.UTC(2026, 10, 23, 19, 15);

beforeEach(() => {
  // The clock moves only when told, so the bots' minimum fill time is passed on purpose (see
  // fillForm).
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(evening);
  vi.mocked(submitCessionApplication).mockResolvedValue(ok('sent'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitCessionApplication).mockReset();
});

const page = (language: SiteLanguage = 'it') => (
  <MemoryRouter initialEntries={[paths.cessionApplication(language)]}>
    <CessionApplication language={language} />
  </MemoryRouter>
);

function renderPage(language: SiteLanguage = 'it') {
  // Nothing in the form is covered: checking every click's pointer-events is only slow here.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(page(language));
  return user;
}

const byLabel = (label: RegExp) => () => screen.getByLabelText(label);
const field = {
  givenName: byLabel(/^Nome(?! del)/),
  familyName: byLabel(/^Cognome/),
  phone: byLabel(/^Telefono/),
  email: byLabel(/^E-mail \(facoltativa\)/),
  cause: byLabel(/^Perché devi cedere il cavallo\?/),
  horseRegion: byLabel(/^Regione in cui vive il cavallo/),
  horseZip: byLabel(/^CAP/),
  horseAddress: byLabel(/^Indirizzo o luogo in cui vive il cavallo/),
  horseName: byLabel(/^Nome del cavallo/),
  horseBirthdate: byLabel(/^Data di nascita/),
  horseBreed: byLabel(/^Razza/),
  horseHeight: byLabel(/^Altezza al garrese/),
  humanTime: byLabel(/^Entro quanto tempo devi cedere il cavallo\?/),
  horseManagementNotes: byLabel(/^Altro sulla sua gestione \(facoltativo\)/),
  horseCurrentPhysical: byLabel(/^Come sta di salute oggi\?/),
  horsePastPhysical: byLabel(/^Ha avuto problemi di salute in passato\?/),
  horseCurrentMental: byLabel(/^Ha oggi problemi di comportamento\?/),
  horsePastMental: byLabel(/^Ha avuto problemi di comportamento in passato\?/),
  horsePersonality: byLabel(/^Che carattere ha\?/),
  horseWithHumans: byLabel(/^Com’è con le persone\?/),
  horseWithHorses: byLabel(/^Com’è con gli altri cavalli\?/),
  notes: byLabel(/^Note \(facoltative\)/),
  declaration: byLabel(/^Dichiaro che le informazioni fornite sono vere/),
};
// Role queries over a form this long are slow in jsdom: these skip the visibility check of every
// element (`hidden: true`), as nothing in the form is hidden.
const radio = (name: string) => screen.getByRole('radio', { name, hidden: true });
const submitButton = () =>
  screen.getByRole('button', { name: /^(Invia la richiesta|Invio in corso…)/, hidden: true });
const picker = () => screen.getByTestId('photo-picker');

const sentAnswers = {
  givenName: 'Anna',
  familyName: 'Esposito',
  phone: '+39 333 400 0001',
  email: '',
  cause: 'Mio padre non può più',
  priority: 'Immediata',
  horseRegion: 'Campania',
  horseZip: '83100',
  horseAddress: 'Avellino',
  horseName: 'Stella',
  horseBirthdate: '2003-04-02',
  horseBreed: 'Sella',
  horseHeight: '162 cm',
  humanTime: 'Pochi giorni',
  horseFriends: 'Nessun compagno',
  horseHouse: 'Solo box',
  horseFeeding: 'Fieno e mangime',
  horseFeet: 'Ferratura',
  horseManagementNotes: '',
  horseCurrentPhysical: 'Magra',
  horsePastPhysical: 'Colica',
  horseCurrentMental: 'Nervosa',
  horsePastMental: 'No',
  horsePersonality: 'Dolce',
  horseWithHumans: 'Buona',
  horseWithHorses: 'Buona',
  notes: '',
  declaration: true,
  photos: [],
};

/** The label queries are too slow to fill a form this long. */
const named = (name: string, value?: string) => {
  const selector = value === undefined ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`;
  const control = document.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`No control ${selector}`);
  return control;
};

const typed: Record<string, string> = {
  givenName: 'Anna',
  familyName: 'Esposito',
  phone: '+39 333 400 0001',
  cause: 'Mio padre non può più',
  horseZip: '83100',
  horseAddress: 'Avellino',
  horseName: 'Stella',
  horseBirthdate: '2003-04-02',
  horseBreed: 'Sella',
  horseHeight: '162 cm',
  humanTime: 'Pochi giorni',
  horseCurrentPhysical: 'Magra',
  horsePastPhysical: 'Colica',
  horseCurrentMental: 'Nervosa',
  horsePastMental: 'No',
  horsePersonality: 'Dolce',
  horseWithHumans: 'Buona',
  horseWithHorses: 'Buona',
};
const picked: Record<string, string> = {
  priority: 'Immediata',
  horseFriends: 'Nessun compagno',
  horseHouse: 'Solo box',
  horseFeeding: 'Fieno e mangime',
  horseFeet: 'Ferratura',
};

async function fillForm(user: UserEvent, { quick = false } = {}) {
  for (const [name, text] of Object.entries(typed)) {
    await user.click(named(name));
    await user.paste(text);
  }
  for (const [name, value] of Object.entries(picked)) await user.click(named(name, value));
  await user.selectOptions(named('horseRegion'), 'Campania');
  await user.click(named('declaration'));
  if (!quick) vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
}

async function drawnId() {
  await waitFor(() => expect(picker().dataset.applicationId).not.toBe(''));
  return picker().dataset.applicationId ?? '';
}

describe('CessionApplication', () => {
  it('introduces the form in Italian alone on the Italian page', () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Richiesta di cessione di un cavallo' }),
    ).toBeVisible();
    expect(screen.getByText(/^Separarsi da un cavallo è una delle decisioni/)).toHaveAttribute(
      'class',
      'lead',
    );
    expect(
      screen.queryByText(/^Parting with a horse is one of the hardest/),
    ).not.toBeInTheDocument();
  });

  it('groups the questions as the staff read them, each group with its heading', () => {
    renderPage();
    const legends = screen
      .getAllByRole('group')
      .filter((group) => group.tagName === 'FIELDSET' && group.querySelector(':scope > legend h2'))
      .map((group) => within(group).getAllByRole('heading', { level: 2 })[0]?.textContent);
    expect(legends).toEqual([
      'I tuoi dati',
      'Priorità',
      'Il cavallo',
      'Vita e carattere del cavallo',
      'Foto',
      'Note',
    ]);
    expect(screen.getByRole('group', { name: 'Priorità' })).toContainElement(
      radio("Non c'è fretta"),
    );
  });

  it('marks the required fields, and not the optional ones', () => {
    renderPage();
    expect(screen.getByText('campo obbligatorio')).toBeInTheDocument();
    const optional = ['email', 'horseManagementNotes', 'notes'] as const;
    for (const [name, control] of Object.entries(field)) {
      if ((optional as readonly string[]).includes(name)) expect(control()).not.toBeRequired();
      else expect(control()).toBeRequired();
    }
    for (const group of ['Quanto è urgente?', 'Con chi vive?', 'Dove vive?', 'Come mangia?']) {
      const radios = within(screen.getByRole('radiogroup', { name: new RegExp(`^${group}`) }));
      for (const choice of radios.getAllByRole('radio')) expect(choice).toBeRequired();
    }
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.horseBirthdate()).toHaveAttribute('type', 'date');
    expect(field.horseZip()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: "l'informativa sulla privacy" })).toHaveAttribute(
      'href',
      paths.privacy(),
    );
  });

  it('offers every region, "Estero" as Outside Italy, and every answer in both languages', () => {
    renderPage();
    const options = within(field.horseRegion())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(22);
    expect(options[0]).toBe('Scegli la regione');
    expect(options).toContain('Lazio');
    expect(options.at(-1)).toBe('Estero');
    expect(radio('Pareggio naturale da podologo')).toBeInTheDocument();
    expect(radio('Il tempo necessario per fare le cose con cura')).toBeInTheDocument();
  });

  it('names the first missing answer under the send button and takes the visitor to it', async () => {
    const user = renderPage();
    await drawnId();
    const missing = () => screen.getByText(/^Da completare:/);
    expect(submitButton()).toBeEnabled();
    expect(missing()).toHaveTextContent('Da completare: «Nome» e altre 24 risposte.');
    expect(submitButton()).toHaveAccessibleDescription(/Da completare: «Nome» e altre 24 risposte/);
    await fillForm(user);
    expect(screen.queryByText(/^Da completare:/)).not.toBeInTheDocument();

    await user.clear(field.horseBreed());
    await user.click(field.declaration());
    expect(missing()).toHaveTextContent('Da completare: «Razza» e un’altra risposta.');
    await user.click(screen.getByRole('button', { name: 'Vai a «Razza»' }));
    expect(field.horseBreed()).toHaveFocus();
    expect(field.horseBreed()).toHaveAccessibleDescription(
      expect.stringContaining(italian.required),
    );
    await user.paste('Sella');
    expect(missing()).toHaveTextContent('Da completare: «Dichiarazione».');

    // A send names, marks and focuses the next one, and sends nothing.
    await user.click(submitButton());
    expect(field.declaration()).toHaveFocus();
    expect(field.declaration()).toHaveAttribute('aria-invalid', 'true');
    expect(submitCessionApplication).not.toHaveBeenCalled();
    await user.click(field.declaration());
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(submitCessionApplication).toHaveBeenCalledOnce();
  });

  it('draws the application id once the page is shown and gives it to the photo picker', async () => {
    renderPage();
    expect(isAutoId(await drawnId())).toBe(true);
    expect(picker()).toHaveAttribute('data-kind', 'cession');
    expect(picker()).toHaveAttribute('data-max', '5');
  });

  it('sends the application under its id with the photos, once, then says what happens next', async () => {
    let resolve: (result: Result<string>) => void = () => {};
    vi.mocked(submitCessionApplication).mockReturnValue(new Promise((done) => (resolve = done)));
    const user = renderPage();
    const id = await drawnId();
    await fillForm(user);
    await user.type(field.email(), '  anna@example.org ');
    await user.type(field.notes(), '  Dopo le 18  ');
    await user.click(screen.getByRole('button', { name: 'Aggiungi una foto finta' }));
    await user.click(submitButton());
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Invio in corso…');
    await waitFor(() => expect(submitCessionApplication).toHaveBeenCalled());
    expect(submitCessionApplication).toHaveBeenCalledExactlyOnceWith(
      id,
      {
        ...sentAnswers,
        email: 'anna@example.org',
        notes: 'Dopo le 18',
        photos: ['k3j9x0a1b2c4.webp'],
      },
      'it',
    );

    resolve(ok(id));
    const confirmation = await screen.findByRole('status');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(confirmation).toHaveTextContent('Grazie!');
    expect(confirmation).toHaveTextContent('La richiesta per Stella è arrivata');
    expect(confirmation).toHaveTextContent(/ti chiameremo al numero che ci hai lasciato/);
    expect(confirmation).toHaveTextContent(
      /entro una settimana, prima se ci hai detto che è urgente/,
    );
    expect(confirmation).toHaveTextContent(/Non possiamo prendere in carico tutti i cavalli/);
    expect(confirmation).not.toHaveTextContent(/we will help you/);
    expect(confirmation).toHaveTextContent(
      `Il tuo codice di riferimento è ${applicationReference(id)}. Citalo se ci scrivi o ci chiami.`,
    );
    expect(within(confirmation).getByRole('link', { name: association.phone })).toHaveAttribute(
      'href',
      phoneHref(association.phone),
    );
    expect(within(confirmation).getByRole('link', { name: association.email })).toHaveAttribute(
      'href',
      `mailto:${association.email}`,
    );
    // The thanks replace the form: no empty copy of it is left below.
    expect(screen.queryByLabelText(/^Nome(?! del)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Invia la richiesta/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('eq-draft:cession')).toBeNull();
  });

  it('sends the optional answers empty when left out', async () => {
    const user = renderPage();
    const id = await drawnId();
    await fillForm(user);
    await user.type(field.horseManagementNotes(), '   ');
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(submitCessionApplication).toHaveBeenCalledWith(id, sentAnswers, 'it');
  });

  it('shows the error of a failed send and keeps everything, photos and id included', async () => {
    vi.mocked(submitCessionApplication).mockResolvedValue(
      fail('unavailable', 'Il servizio non risponde: riprova tra qualche minuto.'),
    );
    const user = renderPage();
    const id = await drawnId();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Aggiungi una foto finta' }));
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Il servizio non risponde: riprova tra qualche minuto.');
    expect(alert).toHaveTextContent('Quello che hai scritto non è andato perso');
    expect(field.givenName()).toHaveValue('Anna');
    expect(field.horseRegion()).toHaveValue('Campania');
    expect(field.horseBirthdate()).toHaveValue('2003-04-02');
    expect(radio('Solo box')).toBeChecked();
    expect(field.declaration()).toBeChecked();
    expect(within(picker()).getByText('stella.jpg')).toBeInTheDocument();
    expect(picker().dataset.applicationId).toBe(id);
    expect(submitButton()).toBeEnabled();

    vi.mocked(submitCessionApplication).mockResolvedValue(ok(id));
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(submitCessionApplication).toHaveBeenLastCalledWith(
      id,
      expect.objectContaining({ photos: ['k3j9x0a1b2c4.webp'] }),
      'it',
    );
  });

  it('puts the message next to an answer of spaces only, focuses it and sends nothing', async () => {
    const user = renderPage();
    await fillForm(user);
    await user.clear(field.horseName());
    await user.type(field.horseName(), '   ');
    await user.click(submitButton());
    expect(field.horseName()).toHaveFocus();
    expect(field.horseName()).toHaveAttribute('aria-invalid', 'true');
    expect(field.horseName()).toHaveAccessibleDescription(expect.stringContaining(italian.blank));
    expect(submitCessionApplication).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in the order of the form', async () => {
    const user = renderPage();
    await fillForm(user);
    await user.type(field.email(), 'anna');
    await user.clear(field.horseZip());
    await user.type(field.horseZip(), '831');
    await user.click(submitButton());
    expect(field.email()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining(italian.email));
    expect(field.horseZip()).toHaveAccessibleDescription(
      expect.stringContaining(italian.italianZip),
    );
    expect(submitCessionApplication).not.toHaveBeenCalled();
  });

  it('asks for an Italian CAP, and takes any postcode for a horse abroad', async () => {
    const user = renderPage();
    await user.type(field.horseZip(), 'SW1A 1AA');
    await user.tab();
    expect(field.horseZip()).toHaveAccessibleDescription(
      expect.stringContaining(italian.italianZip),
    );
    await user.selectOptions(field.horseRegion(), 'Estero');
    expect(field.horseZip()).not.toHaveAttribute('aria-invalid');
    expect(field.horseZip()).toHaveAttribute('inputmode', 'text');
  });

  it('refuses a birth date in the future', async () => {
    const user = renderPage();
    await user.type(field.horseBirthdate(), '2026-11-24');
    await user.tab();
    expect(field.horseBirthdate()).toHaveAccessibleDescription(
      expect.stringContaining(italian.birthdateFuture),
    );
    await user.clear(field.horseBirthdate());
    await user.type(field.horseBirthdate(), '2026-11-23');
    expect(field.horseBirthdate()).not.toHaveAttribute('aria-invalid');
  });

  it('says a choice is required once the visitor leaves the group without one', async () => {
    const user = renderPage();
    const group = screen.getByRole('radiogroup', { name: /^Quanto è urgente\?/ });
    radio('Immediata').focus();
    await user.tab();
    expect(group).toHaveAccessibleDescription(expect.stringContaining(italian.choose));
  });

  it('waits for the photos being prepared before sending', async () => {
    const user = renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Inizia un caricamento' }));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/Attendi la preparazione delle foto/);
    await user.type(field.horseName(), '{Enter}');
    expect(submitCessionApplication).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Finisci il caricamento' }));
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(submitCessionApplication).toHaveBeenCalledOnce();
  });

  it('sends nothing for a bot that fills the form at once, but looks sent', async () => {
    const user = renderPage();
    await fillForm(user, { quick: true });
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Grazie!');
    expect(submitCessionApplication).not.toHaveBeenCalled();
  });

  it.each([
    ['it', /^Razza/, 'Al massimo 100 caratteri.'],
    ['en', /^Breed/, 'At most 100 characters.'],
  ] as const)(
    'explains a text over its limit in the page language (%s)',
    async (language, label, message) => {
      const user = renderPage(language);
      await user.click(screen.getByLabelText(label));
      await user.paste('x'.repeat(101));
      await user.tab();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    },
  );

  it('speaks English alone on the English page', async () => {
    renderPage('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Request to surrender a horse' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Given name/)).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Immediately' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send the request/ })).toBeEnabled();
    expect(screen.getByText(/^Still to answer:/)).toHaveTextContent(
      'Still to answer: “Given name” and 24 more.',
    );
    expect(screen.getByRole('button', { name: 'Go to “Given name”' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`Request to surrender a horse | ${association.name}`),
    );
  });
});

describe('CessionApplication drafts', () => {
  const draftNotice = () => screen.queryByText(/^Abbiamo ripreso quello che avevi scritto/);
  const startOver = () => screen.getByRole('button', { name: 'Ricomincia da capo' });

  async function startAndLeave() {
    const user = renderPage();
    const id = await drawnId();
    await user.type(field.givenName(), 'Anna');
    await user.click(radio('Immediata'));
    await user.type(field.horseBirthdate(), '2003-04-02');
    await user.click(screen.getByRole('button', { name: 'Aggiungi una foto finta' }));
    cleanup();
    return id;
  }

  it('fills the form back on the next visit, with the same id, never the photos', async () => {
    const id = await startAndLeave();
    renderPage();
    await waitFor(() => expect(field.givenName()).toHaveValue('Anna'));
    expect(radio('Immediata')).toBeChecked();
    expect(field.horseBirthdate()).toHaveValue('2003-04-02');
    // The photos wait in the page's memory: they are picked again.
    expect(within(picker()).queryByText('stella.jpg')).not.toBeInTheDocument();
    expect(picker().dataset.applicationId).toBe(id);
    expect(draftNotice()?.closest('[role="status"]')).toHaveTextContent(
      'il 23/11/2026 alle 20:15 e non avevi ancora inviato',
    );
  });

  it('keeps no name, phone, e-mail or address after a failed send unless asked to', async () => {
    for (const keep of [false, true]) {
      localStorage.clear();
      vi.mocked(submitCessionApplication).mockResolvedValue(fail('unavailable', 'Non risponde.'));
      const user = renderPage();
      await drawnId();
      await fillForm(user);
      await user.click(named('email'));
      await user.paste('anna@example.org');
      if (keep) await user.click(named('keepContacts'));
      await user.click(submitButton());
      await screen.findByRole('alert');
      cleanup();
      const stored = localStorage.getItem('eq-draft:cession') ?? '';
      expect(stored).toContain('Mio padre non può più');
      for (const contact of ['Anna', 'Esposito', '400 0001', 'anna@', '83100', 'Avellino']) {
        expect(stored.includes(contact), `${contact}, kept: ${keep}`).toBe(keep);
      }
    }
  });

  it('keeps no draft of a form left untouched (its id alone)', async () => {
    renderPage();
    await drawnId();
    cleanup();
    expect(localStorage.getItem('eq-draft:cession')).toBeNull();
  });

  it('starts over on request: an empty form, no draft, a new id', async () => {
    const id = await startAndLeave();
    renderPage();
    await waitFor(() => expect(field.givenName()).toHaveValue('Anna'));
    await userEvent.setup().click(startOver());
    expect(field.givenName()).toHaveValue('');
    expect(field.givenName()).toHaveFocus();
    expect(within(picker()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(draftNotice()).not.toBeInTheDocument();
    const next = await drawnId();
    expect(next).not.toBe(id);
    expect(isAutoId(next)).toBe(true);
  });

  it('shows only the photos a draft holds in the stored shape', async () => {
    localStorage.setItem(
      'eq-draft:cession',
      JSON.stringify({
        version: 1,
        savedAt: evening - 60_000,
        startedAt: evening - 120_000,
        values: {
          givenName: 'Anna',
          applicationId: 'abcdefghijABCDEFGHIJ',
          photos: [{ name: 'k3j9x0a1b2c4.webp', label: 'stella.jpg', thumb: '' }, { name: 42 }],
        },
      }),
    );
    renderPage();
    await waitFor(() => expect(field.givenName()).toHaveValue('Anna'));
    expect(picker().dataset.applicationId).toBe('abcdefghijABCDEFGHIJ');
    expect(
      within(picker())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['stella.jpg']);
  });
});

describe('CessionApplication prerendered', () => {
  it('hydrates the HTML it was built as, then draws its id and offers the draft back', async () => {
    localStorage.setItem(
      'eq-draft:cession',
      JSON.stringify({
        version: 1,
        savedAt: evening - 60_000,
        startedAt: evening - 120_000,
        values: { givenName: 'Anna', applicationId: 'abcdefghijABCDEFGHIJ' },
      }),
    );
    // As the prerenderer builds it: head tags moved out of the markup, no id, no draft.
    const { body } = splitHead(renderToString(page()));
    expect(body).toContain('data-application-id=""');
    expect(body).not.toContain('Anna');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = body;
    const hydrationErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), {
        onRecoverableError: (error) => hydrationErrors.push(error),
      }),
    );
    try {
      await waitFor(() => expect(field.givenName()).toHaveValue('Anna'));
      expect(picker().dataset.applicationId).toBe('abcdefghijABCDEFGHIJ');
      expect(hydrationErrors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
