import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { splitHead } from '#scripts/prerender/html';
import * as z from 'zod/mini';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { DEFAULT_MIN_FILL_MS } from '#src/components/forms/use-send-form';
import { fail, ok, type Result } from '#src/lib/data/result';
import { submitCircleApplication } from '#src/features/applications/api/public-applications-api';
import { publicHorseSchema } from '#src/features/horses/model/public-horse';
import type * as WebHorses from '#src/features/horses/web-horses';
import {
  loadWebHorses,
  summarizeHorse,
  type WebHorseSummary,
} from '#src/features/horses/web-horses';
import { PageData } from '#src/test-support/page-data';
import { CircleApplication } from './circle-application';
import { textsFor } from '#src/lib/text/dictionary';
import { circleTexts } from './texts';

/** The checks' texts an Italian page shows (the form's dictionary). */
const italian = textsFor(circleTexts, 'it').errors;

vi.mock('#src/features/horses/web-horses', async (importOriginal) => ({
  ...(await importOriginal<typeof WebHorses>()),
  loadWebHorses: vi.fn(),
}));
vi.mock('#src/features/applications/api/public-applications-api', () => ({
  submitCircleApplication: vi.fn(),
}));

const publicHorse = (slug: string, name: string, status = "Residente dell'Oasi") =>
  z.parse(publicHorseSchema, { slug, name, status });
// An adopted horse has no circle: never offered.
const horses = [
  publicHorse('ada', 'Ada'),
  publicHorse('benji', 'Benji', 'In cerca di casa'),
  publicHorse('gino', 'Gino', 'Adottato'),
];

beforeEach(() => {
  // The clock moves only when told, so the bots' minimum fill time is passed on purpose (see
  // fillForm).
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(loadWebHorses).mockResolvedValue(ok(horses));
  vi.mocked(submitCircleApplication).mockResolvedValue(ok('new-id'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadWebHorses).mockReset();
  vi.mocked(submitCircleApplication).mockReset();
});

function renderPage(
  path = paths.circleApplication('it'),
  language: SiteLanguage = 'it',
  built?: readonly WebHorseSummary[],
) {
  const user = userEvent.setup();
  render(
    <PageData path={path} built={built && ok(built)}>
      <CircleApplication language={language} />
    </PageData>,
  );
  return user;
}

const field = {
  horse: () => screen.getByLabelText(/^Cavallo/),
  donorName: () => screen.getByLabelText(/^Nome del donatore/),
  givenName: () => screen.getByLabelText(/^Nome(?! del)/),
  familyName: () => screen.getByLabelText(/^Cognome/),
  phone: () => screen.getByLabelText(/^Telefono/),
  amount: () => screen.getByLabelText(/^Importo in euro/),
  notes: () => screen.getByLabelText(/^Note \(facoltative\)/),
};
const submitButton = () =>
  screen.getByRole('button', { name: /^(Invia la candidatura|Invio in corso…)/ });

async function horsesLoaded() {
  await waitFor(() => expect(field.horse()).toBeEnabled());
}

async function fillForm(
  user: UserEvent,
  { amount = '25', chooseHorse = true, quick = false } = {},
) {
  if (chooseHorse) await user.selectOptions(field.horse(), 'Benji');
  await user.type(field.donorName(), 'Famiglia Rossi');
  await user.type(field.givenName(), 'Maria');
  await user.type(field.familyName(), 'Rossi');
  await user.type(field.phone(), '+39 333 123 4567');
  await user.click(screen.getByRole('radio', { name: 'Trimestrale' }));
  await user.type(field.amount(), amount);
  await user.click(screen.getByRole('radio', { name: 'Bonifico' }));
  if (!quick) vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
}

describe('CircleApplication', () => {
  it('shows a spinner while the horses load, then lists them by name', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei cavalli…');
    expect(field.horse()).toBeDisabled();
    await horsesLoaded();
    const options = within(field.horse()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Scegli un cavallo',
      'Ada',
      'Benji',
    ]);
    expect(screen.queryByText('Caricamento dei cavalli…')).not.toBeInTheDocument();
  });

  it('keeps submit disabled until every required field is filled', async () => {
    const user = renderPage();
    await horsesLoaded();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/Compila tutti i campi obbligatori/);
    await user.selectOptions(field.horse(), 'Benji');
    await user.type(field.donorName(), 'Famiglia Rossi');
    await user.type(field.givenName(), 'Maria');
    await user.type(field.familyName(), 'Rossi');
    await user.type(field.phone(), '333');
    await user.click(screen.getByRole('radio', { name: 'Mensile' }));
    await user.type(field.amount(), '20');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(submitButton()).toBeEnabled();
    await user.clear(field.phone());
    expect(submitButton()).toBeDisabled();
  });

  it('marks the required fields and explains the asterisk once', async () => {
    renderPage();
    await horsesLoaded();
    expect(screen.getByText('campo obbligatorio')).toBeInTheDocument();
    for (const control of [field.donorName(), field.givenName(), field.phone(), field.amount()]) {
      expect(control).toBeRequired();
    }
    expect(field.notes()).not.toBeRequired();
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.amount()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('link', { name: "l'informativa sulla privacy" })).toHaveAttribute(
      'href',
      paths.privacy(),
    );
  });

  it('preselects the horse of ?cavallo=', async () => {
    renderPage(paths.circleApplication('it', { horse: 'benji' }));
    await waitFor(() => expect(field.horse()).toHaveDisplayValue('Benji'));
  });

  it('shows the message of an invalid amount, focuses it and sends nothing', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user, { amount: 'abc' });
    await user.click(submitButton());
    expect(field.amount()).toHaveFocus();
    expect(field.amount()).toHaveAttribute('aria-invalid', 'true');
    expect(field.amount()).toHaveClass('is-invalid');
    expect(field.amount()).toHaveAccessibleDescription(
      expect.stringContaining(italian.amountFormat),
    );
    expect(submitCircleApplication).not.toHaveBeenCalled();
  });

  it('says so when a name is only spaces, once the visitor leaves the field', async () => {
    const user = renderPage();
    await horsesLoaded();
    await user.type(field.donorName(), '   ');
    expect(screen.queryByText(italian.blank)).not.toBeInTheDocument();
    await user.tab();
    expect(field.donorName()).toHaveAccessibleDescription(expect.stringContaining(italian.blank));
    // Read out as it appears.
    expect(screen.getByText(italian.blank).closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('says a choice is required once the visitor leaves the group without one', async () => {
    const user = renderPage();
    await horsesLoaded();
    const group = screen.getByRole('radiogroup', {
      name: /^Frequenza dei versamenti/,
    });
    expect(group).not.toHaveAccessibleDescription();
    const monthly = within(group).getByRole('radio', { name: 'Mensile' });
    expect(monthly).toBeRequired();
    monthly.focus();
    await user.tab();
    expect(group).toHaveAccessibleDescription(italian.required);
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio).toHaveClass('is-invalid');
      expect(radio).not.toBeChecked();
    }
    await user.click(monthly);
    expect(group).not.toHaveAccessibleDescription();
  });

  it('sends the trimmed application, confirms it and clears the form', async () => {
    let resolve: (result: Result<string>) => void = () => {};
    vi.mocked(submitCircleApplication).mockReturnValue(new Promise((done) => (resolve = done)));
    const user = renderPage(paths.circleApplication('it', { horse: 'benji' }));
    await waitFor(() => expect(field.horse()).toHaveDisplayValue('Benji'));
    await fillForm(user, { amount: '20,50', chooseHorse: false });
    await user.type(field.notes(), '  Un abbraccio  ');
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Invio in corso…');
    await waitFor(() => expect(submitCircleApplication).toHaveBeenCalled());
    expect(submitCircleApplication).toHaveBeenCalledExactlyOnceWith(
      {
        horse: 'Benji',
        horseSlug: 'benji',
        donorName: 'Famiglia Rossi',
        givenName: 'Maria',
        familyName: 'Rossi',
        phone: '+39 333 123 4567',
        frequency: 'Trimestrale',
        amount: 20.5,
        method: 'Bonifico',
        notes: 'Un abbraccio',
        email: '',
        newsConsent: false,
      },
      'it',
    );

    resolve(ok('Xk3pQ9zR0aBcDeFgHiJk'));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Grazie!');
    expect(confirmation).toHaveTextContent(
      /Entro una settimana ti contatteremo.*dati per il pagamento/,
    );
    expect(confirmation).toHaveTextContent('Il tuo codice di riferimento è XK3P-Q9ZR.');
    expect(confirmation).toHaveTextContent(
      `Per qualsiasi domanda: telefono ${association.phone}, e-mail ${association.email}.`,
    );
    expect(confirmation).toHaveFocus();
    // The thanks replace the form, until the visitor asks for an empty one.
    expect(screen.queryByLabelText(/^Nome del donatore/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia un’altra candidatura' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field.horse()).toHaveDisplayValue('Benji');
    expect(field.horse()).toHaveFocus();
    expect(field.donorName()).toHaveValue('');
    expect(field.amount()).toHaveValue('');
    expect(field.notes()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Trimestrale' })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('names the first missing answer under the disabled button and goes there', async () => {
    const user = renderPage();
    await horsesLoaded();
    await user.selectOptions(field.horse(), 'Benji');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(/^Da completare:/)).toHaveTextContent(
      'Da completare: «Nome del donatore» e altre 6 risposte.',
    );
    await user.click(screen.getByRole('button', { name: 'Vai a «Nome del donatore»' }));
    expect(field.donorName()).toHaveFocus();
    expect(field.donorName()).toHaveAccessibleDescription(
      expect.stringContaining(italian.required),
    );
  });

  it('refuses a phone that cannot be called, with its message, and sends nothing', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.clear(field.phone());
    await user.type(field.phone(), '12');
    await user.click(submitButton());
    expect(field.phone()).toHaveFocus();
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).toHaveAccessibleDescription(expect.stringContaining(italian.phone));
    expect(screen.getByText(/^Da completare:/)).toHaveTextContent('Da completare: «Telefono».');
    expect(submitCircleApplication).not.toHaveBeenCalled();
  });

  it('names the chosen horse in the confirmation, in the page language, after the form is cleared', async () => {
    const user = renderPage(paths.circleApplication('it', { horse: 'ada' }));
    await waitFor(() => expect(field.horse()).toHaveDisplayValue('Ada'));
    await user.selectOptions(field.horse(), 'Benji');
    await fillForm(user, { chooseHorse: false });
    await user.click(submitButton());

    const confirmation = await screen.findByRole('status');
    const [italian] = within(confirmation).getAllByRole('paragraph');
    expect(italian).toHaveAttribute('lang', 'it');
    expect(italian).toHaveTextContent(
      /^La tua candidatura alla cerchia di Benji è arrivata.*Benji potrà contare anche su di te\.$/,
    );
    expect(confirmation).not.toHaveTextContent('Your application');
    expect(confirmation).not.toHaveTextContent('Ada');
    expect(screen.queryByLabelText(/^Cavallo/)).not.toBeInTheDocument();
  });

  it('shows the error text of a failure and keeps what was typed', async () => {
    vi.mocked(submitCircleApplication).mockResolvedValue(
      fail('unavailable', 'Il servizio non risponde: riprova tra qualche minuto.'),
    );
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il servizio non risponde: riprova tra qualche minuto.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field.horse()).toHaveDisplayValue('Benji');
    expect(field.donorName()).toHaveValue('Famiglia Rossi');
    expect(field.amount()).toHaveValue('25');
    expect(screen.getByRole('radio', { name: 'Bonifico' })).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it('lets the visitor type the horse name when the horses cannot be loaded', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadWebHorses).mockResolvedValue(fail('unavailable', 'Non raggiungibile'));
    const user = renderPage(paths.circleApplication('it', { horse: 'sugar-smart-spot' }));
    const input = await screen.findByRole('textbox', { name: /^Cavallo/ });
    expect(input).toHaveAccessibleDescription(/Non siamo riusciti a caricare l'elenco dei cavalli/);
    expect(input).toHaveValue('Sugar smart spot');
    await user.clear(input);
    await user.type(input, 'Sugar');
    await fillForm(user, { chooseHorse: false });
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(submitCircleApplication).toHaveBeenCalledWith(
      expect.objectContaining({ horse: 'Sugar' }),
      'it',
    );
    expect(console.error).toHaveBeenCalledExactlyOnceWith(
      'Cavalli del sito non letti: Non raggiungibile',
    );
  });

  it.each([
    ['it', /^Nome del donatore/, 'Al massimo 100 caratteri.'],
    ['en', /^Donor name/, 'At most 100 characters.'],
  ] as const)(
    'explains a text over its limit in the page language (%s)',
    async (language, label, message) => {
      const user = renderPage(paths.circleApplication(language), language);
      await user.click(screen.getByLabelText(label));
      await user.paste('x'.repeat(101));
      await user.tab();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    },
  );

  it('speaks English alone on the English page', async () => {
    renderPage(paths.circleApplication('en'), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Circle application' })).toBeVisible();
    expect(screen.getByLabelText(/^Donor name/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send the application/ })).toBeDisabled();
    expect(screen.queryByText(/Nome del donatore/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Circle application | ${association.name}`));
    await waitFor(() => expect(screen.getByLabelText(/^Horse/)).toBeEnabled());
  });
});

describe('CircleApplication drafts and bots', () => {
  // 20:15 in Rome.
  const evening = Date.UTC(2026, 10, 23, 19, 15);
  const draftNotice = () => screen.queryByText(/^Abbiamo ripreso quello che avevi scritto/);
  const startOver = () => screen.getByRole('button', { name: 'Ricomincia da capo' });
  const honeypot = () => screen.getByLabelText(/^Lascia vuoto questo campo/);

  async function startAndLeave(path = paths.circleApplication('it'), horse = 'Benji') {
    const user = renderPage(path);
    await horsesLoaded();
    await user.selectOptions(field.horse(), horse);
    await user.type(field.donorName(), 'Famiglia Rossi');
    await user.click(screen.getByRole('radio', { name: 'Mensile' }));
    cleanup();
  }

  beforeEach(() => vi.setSystemTime(evening));

  it('fills the form back on the next visit with what was typed, and says so', async () => {
    await startAndLeave();
    renderPage();
    await horsesLoaded();
    await waitFor(() => expect(field.donorName()).toHaveValue('Famiglia Rossi'));
    expect(field.horse()).toHaveDisplayValue('Benji');
    expect(screen.getByRole('radio', { name: 'Mensile' })).toBeChecked();
    const notice = draftNotice()?.closest('[role="status"]');
    expect(notice).toHaveTextContent('il 23/11/2026 alle 20:15 e non avevi ancora inviato');
    expect(field.givenName()).toHaveValue('');
  });

  it('keeps no draft of a horse alone, such as the one of the address', async () => {
    renderPage(paths.circleApplication('it', { horse: 'benji' }));
    await waitFor(() => expect(field.horse()).toHaveDisplayValue('Benji'));
    cleanup();
    expect(localStorage.getItem('eq-draft:circle')).toBeNull();
  });

  it('forgets the draft once the application is sent', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Grazie!')).toBeInTheDocument();
    expect(localStorage.getItem('eq-draft:circle')).toBeNull();
    cleanup();
    renderPage();
    await horsesLoaded();
    expect(field.donorName()).toHaveValue('');
    expect(draftNotice()).not.toBeInTheDocument();
  });

  it('keeps the draft when sending fails, for the next visit, without the contact data', async () => {
    vi.mocked(submitCircleApplication).mockResolvedValue(fail('unavailable', 'Non raggiungibile'));
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.type(screen.getByLabelText(/^E-mail/), 'maria@example.org');
    await user.click(submitButton());
    await screen.findByRole('alert');
    // The page keeps them for another try; the browser's storage does not (a shared computer).
    expect(field.phone()).toHaveValue('+39 333 123 4567');
    cleanup();
    const stored = localStorage.getItem('eq-draft:circle') ?? '';
    for (const contact of ['Famiglia', 'Maria', 'Rossi', '333 123 4567', 'maria@']) {
      expect(stored, contact).not.toContain(contact);
    }
    renderPage();
    await horsesLoaded();
    await waitFor(() => expect(field.amount()).toHaveValue('25'));
    expect(screen.getByRole('radio', { name: 'Trimestrale' })).toBeChecked();
    expect(draftNotice()).toBeInTheDocument();
    expect(field.donorName()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    vi.mocked(submitCircleApplication).mockResolvedValue(ok('new-id'));
    const again = userEvent.setup();
    await again.type(field.donorName(), 'Famiglia Rossi');
    await again.type(field.givenName(), 'Maria');
    await again.type(field.familyName(), 'Rossi');
    await again.type(field.phone(), '+39 333 123 4567');
    vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
    await again.click(submitButton());
    expect(await screen.findByText('Grazie!')).toBeInTheDocument();
    expect(submitCircleApplication).toHaveBeenLastCalledWith(
      expect.objectContaining({ donorName: 'Famiglia Rossi', amount: 25 }),
      'it',
    );
  });

  it('takes the horse of the address over the draft’s, and the rest from the draft', async () => {
    await startAndLeave(paths.circleApplication('it'), 'Ada');
    renderPage(paths.circleApplication('it', { horse: 'benji' }));
    await waitFor(() => expect(field.donorName()).toHaveValue('Famiglia Rossi'));
    await waitFor(() => expect(field.horse()).toHaveDisplayValue('Benji'));
  });

  it('asks for the horse again when the draft’s is no longer on the site', async () => {
    await startAndLeave(paths.circleApplication('it'), 'Ada');
    vi.mocked(loadWebHorses).mockResolvedValue(ok([publicHorse('benji', 'Benji')]));
    const user = renderPage();
    await horsesLoaded();
    await waitFor(() => expect(field.donorName()).toHaveValue('Famiglia Rossi'));
    expect(field.horse()).toHaveDisplayValue('Scegli un cavallo');
    await user.type(field.givenName(), 'Maria');
    await user.type(field.familyName(), 'Rossi');
    await user.type(field.phone(), '333');
    await user.type(field.amount(), '20');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(submitButton()).toBeDisabled();
  });

  it('starts over on request: an empty form, the address’s horse, the focus on it', async () => {
    await startAndLeave();
    const user = renderPage(paths.circleApplication('it', { horse: 'ada' }));
    await waitFor(() => expect(field.donorName()).toHaveValue('Famiglia Rossi'));
    await user.click(startOver());
    expect(field.donorName()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Mensile' })).not.toBeChecked();
    expect(field.horse()).toHaveDisplayValue('Ada');
    expect(field.horse()).toHaveFocus();
    expect(draftNotice()).not.toBeInTheDocument();
    expect(localStorage.getItem('eq-draft:circle')).toBeNull();
  });

  it('shows a bot that filled the hidden field the usual thanks, and sends nothing', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user);
    await user.type(honeypot(), 'https://spam.example');
    await user.click(submitButton());
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Grazie!');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(submitCircleApplication).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/^Nome del donatore/)).not.toBeInTheDocument();
  });

  it('takes a form sent within seconds of opening for a bot’s', async () => {
    const user = renderPage();
    await horsesLoaded();
    await fillForm(user, { quick: true });
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Grazie!');
    expect(submitCircleApplication).not.toHaveBeenCalled();
  });
});

describe('CircleApplication prerendered', () => {
  const built = horses.map(summarizeHorse);
  const page = (path: string) => (
    <PageData path={path} built={ok(built)}>
      <CircleApplication language="it" />
    </PageData>
  );

  it('offers the horses it was built with at once, then those of the visit’s read', async () => {
    let answer: (result: Result<typeof horses>) => void = () => {};
    vi.mocked(loadWebHorses).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(paths.circleApplication('it'), 'it', built.slice(0, 1));
    const names = () =>
      within(field.horse())
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(field.horse()).toBeEnabled();
    expect(names()).toEqual(['Scegli un cavallo', 'Ada']);
    expect(screen.queryByText('Caricamento dei cavalli…')).not.toBeInTheDocument();
    answer(ok(horses));
    await waitFor(() => expect(names()).toContain('Benji'));
  });

  it('hydrates the HTML built without a query, then applies ?cavallo= to the form and link', async () => {
    vi.mocked(loadWebHorses).mockReturnValue(new Promise(() => {}));
    // As the prerenderer builds it: no query, head tags moved out of the markup.
    const { body } = splitHead(renderToString(page(paths.circleApplication('it'))));
    expect(body).toContain('<option value="Ada">Ada</option>');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = body;
    const hydrationErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(paths.circleApplication('it', { horse: 'ada' })), {
        onRecoverableError: (error) => hydrationErrors.push(error),
      }),
    );
    try {
      await waitFor(() => expect(field.horse()).toHaveDisplayValue('Ada'));
      expect(hydrationErrors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
