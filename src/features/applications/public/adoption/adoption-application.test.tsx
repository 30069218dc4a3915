import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as z from 'zod/mini';
import { splitHead } from '#scripts/prerender/html';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { DEFAULT_MIN_FILL_MS } from '#src/components/forms/use-send-form';
import { isAutoId } from '#src/lib/data/auto-id';
import { fail, ok, type Result } from '#src/lib/data/result';
import { publicHorseSchema } from '#src/features/horses/model/public-horse';
import type * as WebHorses from '#src/features/horses/web-horses';
import {
  loadWebHorses,
  summarizeHorse,
  type WebHorseSummary,
} from '#src/features/horses/web-horses';
import { PageData } from '#src/test-support/page-data';
import { submitAdoptionApplication } from '../../api/public-applications-api';
import type { AdoptionApplicationInput } from '../../model/adoption-application';
import { applicationReference } from '../../model/application-reference';
import type { PhotoPickerProps, StoredPhoto } from '../photos/photo-picker';
import { AdoptionApplication } from './adoption-application';
import { textsFor } from '#src/lib/text/dictionary';
import { adoptionTexts } from './texts';

/** The checks' texts an Italian page shows (the form's dictionary). */
const italian = textsFor(adoptionTexts, 'it').errors;

// A long form: each test fills some forty fields, which jsdom renders slowly on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('#src/features/horses/web-horses', async (importOriginal) => ({
  ...(await importOriginal<typeof WebHorses>()),
  loadWebHorses: vi.fn(),
}));
vi.mock('../../api/public-applications-api', () => ({ submitAdoptionApplication: vi.fn() }));

// The picker converts and uploads for real only in a browser: here a stand-in adds a stored photo.
vi.mock('../photos/photo-picker', () => ({
  PhotoPicker: ({ applicationId, photos, onChange, onBusyChange }: PhotoPickerProps) => (
    <div data-testid="photo-picker" data-application-id={applicationId}>
      <p>{photos.map((photo) => photo.label).join(', ')}</p>
      <button
        type="button"
        onClick={() =>
          onChange([
            ...photos,
            {
              name: `${'abcdefghijk'}${photos.length}.webp`,
              label: `stalla-${photos.length}.jpg`,
              thumb: 'data:image/webp;base64,AAAA',
            } satisfies StoredPhoto,
          ])
        }
      >
        Finta foto
      </button>
      <button type="button" onClick={() => onBusyChange?.(true)}>
        Finto caricamento
      </button>
      <button type="button" onClick={() => onBusyChange?.(false)}>
        Fine caricamento
      </button>
    </div>
  ),
}));

const publicHorse = (slug: string, name: string, status: string) =>
  z.parse(publicHorseSchema, { slug, name, status, showWeb: true });
const horses = [
  publicHorse('ada', 'Ada', "Residente dell'Oasi"),
  publicHorse('benji', 'Benji', 'In cerca di casa'),
  publicHorse('rio', 'Rio', 'In cerca di casa'),
];

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(loadWebHorses).mockResolvedValue(ok(horses));
  vi.mocked(submitAdoptionApplication).mockImplementation((id) => Promise.resolve(ok(id)));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadWebHorses).mockReset();
  vi.mocked(submitAdoptionApplication).mockReset();
});

/** The form at `path`; `built`: the horses its loader answered at build time. */
const page = (path: string, language: SiteLanguage = 'it', built?: readonly WebHorseSummary[]) => (
  <PageData path={path} built={built && ok(built)}>
    <AdoptionApplication language={language} />
  </PageData>
);

function renderPage(path = paths.adoptionApplication('it'), language: SiteLanguage = 'it') {
  // Nothing in the form is covered: checking every click's pointer-events is only slow here.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(page(path, language));
  return user;
}

const field = {
  givenName: () => screen.getByLabelText(/^Nome(?! del)/),
  familyName: () => screen.getByLabelText(/^Cognome/),
  phone: () => screen.getByLabelText(/^Telefono/),
  email: () => screen.getByLabelText(/^E-mail/),
  region: () => screen.getByLabelText(/^Regione in cui vivi/),
  zip: () => screen.getByLabelText(/^CAP/),
  address: () => screen.getByLabelText(/^Indirizzo dove vivrà il cavallo/),
  barncode: () => screen.getByLabelText(/^Codice aziendale della stalla/),
  placeNotes: () => screen.getByLabelText(/^Note sul luogo/),
  experience: () => screen.getByLabelText(/^La tua esperienza con i cavalli/),
  why: () => screen.getByLabelText(/^Perché vuoi adottare un cavallo\?/),
  benji: () => screen.getByRole('checkbox', { name: /Benji/ }),
  rio: () => screen.getByRole('checkbox', { name: /Rio/ }),
  anyHorse: () => screen.getByRole('checkbox', { name: 'Qualsiasi cavallo adatto' }),
  declaration: () => screen.getByRole('checkbox', { name: /^Dichiaro che le informazioni/ }),
};
const submitButton = () =>
  screen.getByRole('button', { name: /^(Invia la candidatura|Invio in corso…)/ });
const picker = () => screen.getByTestId('photo-picker');
const pickerId = () => picker().getAttribute('data-application-id') ?? '';

async function horsesLoaded() {
  await waitFor(() => expect(field.benji()).toBeInTheDocument());
}

/** Pasted: typing key by key makes the long form slow to test. */
async function write(user: UserEvent, control: HTMLElement, text: string) {
  await user.click(control);
  await user.paste(text);
}

/** As slowly as a person, past the bots' minimum fill time. */
/** The label and role queries are too slow to fill a form this long under load. */
const named = (name: string, value?: string) => {
  const selector = value === undefined ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`;
  const control = document.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`No control ${selector}`);
  return control;
};

async function fillForm(user: UserEvent, { chooseHorse = true } = {}) {
  await write(user, named('givenName'), ' Maria ');
  await write(user, named('familyName'), 'Rossi');
  await write(user, named('phone'), '+39 333 123 4567');
  await write(user, named('email'), 'maria@example.org');
  await user.selectOptions(named('region'), 'Lombardia');
  await write(user, named('zip'), '20121');
  if (chooseHorse) await user.click(named('horses', 'benji'));
  await write(user, named('horseAddress'), 'Via dei Prati 3, Milano');
  await user.click(named('horsePlace', 'Terreno in affitto'));
  await user.click(named('horseFriends', 'Asini'));
  await user.click(named('horseHouse', 'Box con paddock'));
  await user.click(named('horseFeeding', 'Fieno a volontà'));
  await user.click(named('horseFeet', 'Ferratura'));
  await write(user, named('humanExperience'), 'Dieci anni di maneggio');
  await write(user, named('humanWhy'), 'Ho spazio e tempo');
  await user.click(named('desiredHealth', 'Anche con problemi di salute lievi'));
  await user.click(named('desiredBrain', 'Solo un cavallo tranquillo'));
  await user.click(named('declaration'));
  vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
}

const expectedInput = (
  changes: Partial<AdoptionApplicationInput> = {},
): AdoptionApplicationInput => ({
  givenName: 'Maria',
  familyName: 'Rossi',
  phone: '+39 333 123 4567',
  email: 'maria@example.org',
  region: 'Lombardia',
  zip: '20121',
  horses: ['benji'],
  anyHorse: false,
  newsletterUpdates: false,
  newsletterAdoption: false,
  newsletterSupport: false,
  horseAddress: 'Via dei Prati 3, Milano',
  horseBarncode: '',
  horsePlace: 'Terreno in affitto',
  horsePlaceNotes: '',
  horseFriends: 'Asini',
  horseFriendsNotes: '',
  horseHouse: 'Box con paddock',
  horseHouseNotes: '',
  horseFeeding: 'Fieno a volontà',
  horseFeedingNotes: '',
  horseFeet: 'Ferratura',
  horseFeetNotes: '',
  humanActivities: '',
  humanExperience: 'Dieci anni di maneggio',
  humanSchool: '',
  humanPrevious: '',
  humanWhy: 'Ho spazio e tempo',
  desiredPhysics: '',
  desiredMental: '',
  desiredSkills: '',
  desiredHealth: 'Anche con problemi di salute lievi',
  desiredHealthNotes: '',
  desiredBrain: 'Solo un cavallo tranquillo',
  desiredBrainNotes: '',
  declaration: true,
  photos: [],
  ...changes,
});

describe('AdoptionApplication', () => {
  it('shows the title, the intro in Italian alone and the sections in the staff’s order', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Candidatura per adottare un cavallo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Adottare un cavallo è un impegno/)).toBeInTheDocument();
    expect(screen.queryByText(/^Adopting a horse is a commitment/)).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Dati personali',
      'Quale cavallo vorresti adottare? *',
      'La vita del cavallo',
      'Attività',
      'Il cavallo desiderato',
      'Foto',
    ]);
    await waitFor(() =>
      expect(document.title).toBe(`Candidatura per adottare un cavallo | ${association.name}`),
    );
    await horsesLoaded();
  });

  it('marks the required answers, and only those', async () => {
    renderPage();
    await horsesLoaded();
    for (const required of [field.givenName(), field.email(), field.zip(), field.why()]) {
      expect(required).toBeRequired();
    }
    for (const optional of [field.barncode(), field.placeNotes()]) {
      expect(optional).not.toBeRequired();
    }
    expect(screen.getByRole('radiogroup', { name: /^Dove vivrà il cavallo\?/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(field.declaration()).toBeRequired();
  });

  it('offers the horses looking for a home, with their thumbnails, and any suitable horse', async () => {
    renderPage();
    await horsesLoaded();
    const group = screen.getByRole('group', { name: /^Quale cavallo vorresti adottare\?/ });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['benji', 'rio', 'any']);
    expect(within(group).queryByText('Ada')).not.toBeInTheDocument();
    expect(group.querySelectorAll('img')).toHaveLength(2);
  });

  it('preselects the horse of ?cavallo= once the horses are known', async () => {
    renderPage(paths.adoptionApplication('it', { horse: 'rio' }));
    await waitFor(() => expect(field.rio()).toBeChecked());
    expect(field.benji()).not.toBeChecked();
  });

  it('ignores ?cavallo= naming a horse that is not looking for a home', async () => {
    renderPage(paths.adoptionApplication('it', { horse: 'ada' }));
    await horsesLoaded();
    expect(field.benji()).not.toBeChecked();
    expect(field.rio()).not.toBeChecked();
  });

  it('on a send with mistakes shows each message next to its field, focuses the first, sends nothing', async () => {
    const user = renderPage();
    await horsesLoaded();
    await write(user, field.givenName(), 'Maria');
    await user.click(submitButton());
    expect(field.familyName()).toHaveFocus();
    expect(field.familyName()).toHaveAccessibleDescription(italian.required);
    expect(field.givenName()).not.toHaveAttribute('aria-invalid');
    expect(field.benji()).toHaveAccessibleDescription(italian.noHorse);
    expect(field.declaration()).toHaveAccessibleDescription(italian.declaration);
    expect(
      screen.getByRole('radiogroup', { name: /^Con chi vivrà\?/ }),
    ).toHaveAccessibleDescription(italian.choose);
    expect(submitAdoptionApplication).not.toHaveBeenCalled();
  });

  it('explains a phone number that cannot be called', async () => {
    const user = renderPage();
    await user.type(field.phone(), 'ciao');
    await user.tab();
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining(italian.phone));
    await user.clear(field.phone());
    await user.type(field.phone(), '+39 333 123 4567');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
  });

  it('names the first missing answer under the send button and goes there', async () => {
    const user = renderPage();
    await horsesLoaded();
    await write(user, field.givenName(), 'Maria');
    expect(screen.getByText(/^Da completare:/)).toHaveTextContent(
      /^Da completare: «Cognome» e altre \d+ risposte\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Vai a «Cognome»' }));
    expect(field.familyName()).toHaveFocus();
    expect(field.familyName()).toHaveAccessibleDescription(italian.required);
  });

  it('explains a wrong e-mail address once the visitor leaves the field', async () => {
    const user = renderPage();
    await user.type(field.email(), 'maria.example.org');
    expect(field.email()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(italian.email);
  });

  it('wants a CAP of 5 digits in Italy and accepts any postcode from abroad', async () => {
    const user = renderPage();
    await user.selectOptions(field.region(), 'Lazio');
    await user.type(field.zip(), 'SW1A 1AA');
    await user.tab();
    expect(field.zip()).toHaveAccessibleDescription(expect.stringContaining(italian.italianZip));
    await user.selectOptions(field.region(), 'Estero');
    expect(field.zip()).not.toHaveAttribute('aria-invalid');
    expect(within(field.region()).getByRole('option', { name: 'Estero' })).toBeInTheDocument();
  });

  it('explains a barn code of the wrong shape', async () => {
    const user = renderPage();
    await user.type(field.barncode(), '12AB3456');
    await user.tab();
    expect(field.barncode()).toHaveAccessibleDescription(expect.stringContaining(italian.barncode));
    await user.clear(field.barncode());
    await user.type(field.barncode(), '123 ab 456');
    expect(field.barncode()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the application once, under its id, then thanks with its reference in place of the form', async () => {
    let answer: (result: Result<string>) => void = () => {};
    vi.mocked(submitAdoptionApplication).mockReturnValue(
      new Promise((resolve) => (answer = resolve)),
    );
    const user = renderPage();
    await horsesLoaded();
    await waitFor(() => expect(isAutoId(pickerId())).toBe(true));
    const id = pickerId();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /^I cavalli che cercano casa/ }));
    await write(user, field.barncode(), '123ab456');
    await user.click(screen.getByRole('button', { name: 'Finta foto' }));
    await user.click(submitButton());
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(submitAdoptionApplication).toHaveBeenCalled());
    expect(submitAdoptionApplication).toHaveBeenCalledTimes(1);
    expect(submitAdoptionApplication).toHaveBeenCalledWith(
      id,
      expectedInput({
        newsletterAdoption: true,
        horseBarncode: '123AB456',
        photos: ['abcdefghijk0.webp'],
      }),
      'it',
      // The receipt names the horses as the form shows them.
      ['Benji'],
    );
    await act(async () => answer(ok(id)));

    const success = screen.getByRole('status', { name: '' });
    expect(success).toHaveFocus();
    expect(success).toHaveTextContent('Grazie!');
    expect(success).toHaveTextContent(/entro circa due settimane ti chiameremo/i);
    expect(success).toHaveTextContent(/visita di preaffido/);
    expect(success).toHaveTextContent(/nessun cavallo lascia l’Oasi senza un contratto/);
    expect(success).not.toHaveTextContent(/Within about two weeks/);
    expect(success).toHaveTextContent(
      `Il tuo codice di riferimento è ${applicationReference(id)}. Citalo se ci scrivi o ci chiami.`,
    );
    expect(success).toHaveTextContent(
      `Per qualsiasi domanda: telefono ${association.phone}, e-mail ${association.email}.`,
    );
    // The thanks replace the form: no empty copy of it is left below.
    expect(screen.queryByLabelText(/^Nome(?! del)/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('photo-picker')).not.toBeInTheDocument();
  });

  it('shows what went wrong when the send fails, and keeps everything to try again', async () => {
    vi.mocked(submitAdoptionApplication).mockResolvedValueOnce(
      fail('unavailable', 'Il servizio non risponde.'),
    );
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Non siamo riusciti a inviare la candidatura.');
    expect(alert).toHaveTextContent('Il servizio non risponde.');
    expect(alert).toHaveTextContent('Quello che hai scritto non è andato perso');
    expect(field.givenName()).toHaveValue(' Maria ');
    expect(field.benji()).toBeChecked();
    expect(field.declaration()).toBeChecked();
    const id = pickerId();
    await user.click(submitButton());
    expect(await screen.findByText('Grazie!')).toBeInTheDocument();
    expect(submitAdoptionApplication).toHaveBeenCalledTimes(2);
    expect(vi.mocked(submitAdoptionApplication).mock.calls[1]?.[0]).toBe(id);
  });

  it('accepts any suitable horse instead of a named one', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user, { chooseHorse: false });
    await user.click(field.anyHorse());
    await user.click(submitButton());
    await screen.findByText('Grazie!');
    expect(vi.mocked(submitAdoptionApplication).mock.calls[0]?.[1]).toMatchObject({
      horses: [],
      anyHorse: true,
    });
  });

  it('holds the send button while photos upload, and says why', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Finto caricamento' }));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Attendi la preparazione delle foto…');
    await user.type(field.why(), '{Enter}');
    expect(submitAdoptionApplication).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fine caricamento' }));
    expect(submitButton()).toBeEnabled();
  });

  it('lets the visitor choose any horse when the horses cannot be loaded', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadWebHorses).mockResolvedValue(fail('unavailable', 'offline'));
    renderPage(paths.adoptionApplication('it', { horse: 'benji' }));
    expect(
      await screen.findByText(/^Non siamo riusciti a caricare i cavalli che cercano casa/),
    ).toBeInTheDocument();
    await waitFor(() => expect(field.benji()).toBeChecked());
    expect(field.anyHorse()).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledExactlyOnceWith('Cavalli del sito non letti: offline');
  });

  it('says so when no horse is looking for a home, and offers any suitable horse', async () => {
    vi.mocked(loadWebHorses).mockResolvedValue(ok(horses.slice(0, 1)));
    renderPage(paths.adoptionApplication('it', { horse: 'benji' }));
    expect(
      await screen.findByText(/^In questo momento nessun cavallo cerca casa sul sito/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Benji/ })).not.toBeInTheDocument();
    expect(field.anyHorse()).not.toBeChecked();
  });

  it.each([
    ['it', /^Cognome/, 'Al massimo 100 caratteri.'],
    ['en', /^Family name/, 'At most 100 characters.'],
  ] as const)(
    'explains a text over its limit in the page language (%s)',
    async (language, label, message) => {
      const user = renderPage(paths.adoptionApplication(language), language);
      await user.click(screen.getByLabelText(label));
      await user.paste('x'.repeat(101));
      await user.tab();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    },
  );

  it('speaks English alone on the English page', async () => {
    renderPage(paths.adoptionApplication('en'), 'en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Application to adopt a horse' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Given name/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /^I declare that the information/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`Application to adopt a horse | ${association.name}`),
    );
  });
});

describe('AdoptionApplication drafts', () => {
  const draftNotice = () => screen.queryByText(/^Abbiamo ripreso quello che avevi scritto/);

  it('fills the form back with the id and the horses, never the photos, and says so', async () => {
    const user = renderPage();
    await horsesLoaded();
    await waitFor(() => expect(isAutoId(pickerId())).toBe(true));
    const id = pickerId();
    await user.type(field.givenName(), 'Maria');
    await user.click(field.rio());
    await user.click(screen.getByRole('radio', { name: 'Asini' }));
    await user.click(screen.getByRole('button', { name: 'Finta foto' }));
    cleanup();

    renderPage();
    await waitFor(() => expect(field.givenName()).toHaveValue('Maria'));
    expect(draftNotice()).toBeInTheDocument();
    await horsesLoaded();
    expect(field.rio()).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Asini' })).toBeChecked();
    expect(pickerId()).toBe(id);
    // The photos wait in the page's memory: they are picked again.
    expect(picker()).not.toHaveTextContent('stalla-0.jpg');
  });

  it('keeps no draft of the id and the horse of the address alone', async () => {
    renderPage(paths.adoptionApplication('it', { horse: 'benji' }));
    await waitFor(() => expect(field.benji()).toBeChecked());
    await waitFor(() => expect(isAutoId(pickerId())).toBe(true));
    cleanup();
    expect(localStorage.getItem('eq-draft:adoption')).toBeNull();
  });

  it('starts over on request with a new id and the horse of the address', async () => {
    const user = renderPage();
    await horsesLoaded();
    await user.type(field.givenName(), 'Maria');
    await waitFor(() => expect(isAutoId(pickerId())).toBe(true));
    const id = pickerId();
    cleanup();
    renderPage(paths.adoptionApplication('it', { horse: 'benji' }));
    await waitFor(() => expect(field.givenName()).toHaveValue('Maria'));
    await user.click(screen.getByRole('button', { name: 'Ricomincia da capo' }));
    expect(field.givenName()).toHaveValue('');
    expect(field.givenName()).toHaveFocus();
    await waitFor(() => expect(field.benji()).toBeChecked());
    await waitFor(() => expect(isAutoId(pickerId())).toBe(true));
    expect(pickerId()).not.toBe(id);
    expect(draftNotice()).not.toBeInTheDocument();
  });

  it('forgets the draft once the application is sent', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByText('Grazie!');
    expect(localStorage.getItem('eq-draft:adoption')).toBeNull();
  });

  it.each([
    ['keeps no name, phone, e-mail or address after a failed send', false],
    ['keeps them after a failed send when the visitor asks to', true],
  ])('%s', async (_, keep) => {
    vi.mocked(submitAdoptionApplication).mockResolvedValueOnce(
      fail('unavailable', 'Il servizio non risponde.'),
    );
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    if (keep) await user.click(screen.getByRole('checkbox', { name: /^Se l’invio non riesce/ }));
    await user.click(submitButton());
    await screen.findByRole('alert');
    // The page keeps them for another try; the browser's storage only when asked.
    expect(field.phone()).toHaveValue('+39 333 123 4567');
    cleanup();
    const stored = localStorage.getItem('eq-draft:adoption') ?? '';
    for (const contact of ['Maria', 'Rossi', '333 123 4567', 'maria@', '20121', 'Via dei Prati']) {
      expect(stored.includes(contact), contact).toBe(keep);
    }
    renderPage();
    await waitFor(() => expect(field.experience()).toHaveValue('Dieci anni di maneggio'));
    expect(draftNotice()).toBeInTheDocument();
    expect(field.phone()).toHaveValue(keep ? '+39 333 123 4567' : '');
    expect(field.address()).toHaveValue(keep ? 'Via dei Prati 3, Milano' : '');
  });
});

describe('AdoptionApplication prerendered', () => {
  it('hydrates the HTML built without a query, then applies ?cavallo= to the form and link', async () => {
    vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
    const snapshot = horses.map(summarizeHorse);
    const { body } = splitHead(
      renderToString(page(paths.adoptionApplication('it'), 'it', snapshot)),
    );
    expect(body).toContain('value="benji"');
    expect(body).not.toContain('value="ada"');
    expect(body).not.toContain('checked');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = body;
    const hydrationErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        page(paths.adoptionApplication('it', { horse: 'benji' }), 'it', snapshot),
        { onRecoverableError: (error) => hydrationErrors.push(error) },
      ),
    );
    try {
      await waitFor(() => expect(field.benji()).toBeChecked());
      await waitFor(() => expect(isAutoId(pickerId())).toBe(true));
      expect(hydrationErrors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
