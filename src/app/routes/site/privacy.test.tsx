import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { association, formatAddress } from '#src/config/association';
import { paths } from '#src/config/paths';
import { isAbuseProtectionConfigured } from '#src/features/consent/analytics-availability';
import { consentStore } from '#src/features/consent/consent-store';
import { PrivacyPage } from './privacy';
import { privacyTexts } from './texts/privacy';

vi.mock('#src/features/consent/analytics-availability', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  isAbuseProtectionConfigured: vi.fn(() => false),
}));

function renderPrivacy() {
  return render(
    <MemoryRouter initialEntries={[paths.privacy()]}>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

// The page's route downloads its texts before the page renders (decision 79).
beforeAll(() => Promise.all([privacyTexts.load('it'), privacyTexts.load('en')]));

describe('PrivacyPage', () => {
  beforeEach(() => consentStore.close());

  it('has the title "Informativa sulla privacy" as its only h1 and in the head', () => {
    renderPrivacy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
    ).toBeVisible();
    expect(document.title).toBe(`Informativa sulla privacy | ${association.name}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining(association.name),
    );
  });

  it('names the data controller from the association config', () => {
    renderPrivacy();
    const heading = screen.getByRole('heading', { level: 2, name: 'Titolare del trattamento' });
    const controller = heading.nextElementSibling as HTMLElement;
    expect(controller).toHaveTextContent(association.name);
    expect(controller).toHaveTextContent(formatAddress(association.legalSeatAddress));
    expect(within(controller).getByRole('link', { name: association.email })).toHaveAttribute(
      'href',
      `mailto:${association.email}`,
    );
  });

  it('explains the circle application data, where it is stored and for how long', () => {
    renderPrivacy();
    expect(screen.getByRole('link', { name: 'candidatura a una cerchia' })).toHaveAttribute(
      'href',
      paths.circleApplication(),
    );
    expect(
      screen.getByText(
        /Google Firebase \(Cloud Firestore, e Cloud Storage per\s+le foto\).*Unione europea/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/cancellate, con le loro foto, entro 12 mesi/)).toBeVisible();
    expect(screen.getByText(/24 mesi dopo la sua fine/)).toBeVisible();
  });

  it('explains the adoption and cession applications, their photos and the draft in the browser', () => {
    renderPrivacy();
    expect(
      screen.getByRole('heading', { level: 3, name: /adozione e richiesta di cessione/ }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'candidatura di adozione' })).toHaveAttribute(
      'href',
      paths.adoptionApplication(),
    );
    expect(screen.getByRole('link', { name: 'richiesta di cessione' })).toHaveAttribute(
      'href',
      paths.cessionApplication(),
    );
    expect(screen.getByText(/resta solo nel tuo browser/)).toBeVisible();
    // As the forms do: a day at most, and no contact data kept after a send attempt unless asked.
    expect(
      screen.getByText(/si cancella da sola quando invii il modulo o dopo 24 ore/),
    ).toBeVisible();
    expect(screen.getByText(/non conserva più nome, telefono, e-mail e indirizzo/)).toBeVisible();
    expect(screen.getByText(/caricate subito dopo l'invio della candidatura/)).toBeVisible();
    expect(screen.getByText(/le foto che alleghi e la data di invio/)).toBeVisible();
  });

  it('says which e-mails are sent and what is kept of them, in both languages', () => {
    const { unmount } = renderPrivacy();
    expect(
      screen.getByText(
        /il numero di telefono, l'e-mail se la indichi e se vuoi ricevere le notizie del cavallo/,
      ),
    ).toBeVisible();
    const italian = screen.getByRole('heading', { level: 3, name: 'Le e-mail che ti mandiamo' })
      .nextElementSibling as HTMLElement;
    for (const said of [
      /senza le tue risposte né i tuoi contatti/,
      /un link per disiscriverti con un clic/,
      /Trigger Email/,
      /destinatario, testo, esito dell'invio\) resta con la candidatura e viene cancellata con essa/,
      /teniamo la data della disiscrizione.*si cancella anch'essa con la candidatura/,
    ])
      expect(italian).toHaveTextContent(said);
    unmount();
    render(
      <MemoryRouter initialEntries={[paths.privacy('en')]}>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /your phone number, your e-mail if you give it and whether you want the horse’s news/,
      ),
    ).toBeVisible();
    const english = screen.getByRole('heading', { level: 3, name: 'The e-mails we send you' })
      .nextElementSibling as HTMLElement;
    for (const said of [
      /not your answers or your contact details/,
      /a link to unsubscribe with one click/,
      /Trigger Email/,
      /recipient, text, whether it was delivered\) stays with the application and is deleted with it/,
      /we keep the date you did so.*deleted with the application too/,
    ])
      expect(english).toHaveTextContent(said);
  });

  it('lists the visitor rights, how to exercise them and the complaint to the Garante', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 2, name: 'I tuoi diritti' })).toBeVisible();
    const list = screen.getByText('In qualsiasi momento puoi chiedere:')
      .nextElementSibling as HTMLElement;
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    for (const right of [/accesso/, /rettifica/, /cancellazione/, /opporti/, /revocare/]) {
      expect(
        items.some((item) => right.test(item ?? '')),
        String(right),
      ).toBe(true);
    }
    const howTo = screen.getByText(/Per esercitare i tuoi diritti scrivi a/);
    expect(within(howTo).getByRole('link', { name: association.email })).toHaveAttribute(
      'href',
      `mailto:${association.email}`,
    );
    expect(
      within(howTo).getByRole('link', { name: 'Garante per la protezione dei dati personali' }),
    ).toHaveAttribute('href', 'https://www.garanteprivacy.it/');
  });

  it('names reCAPTCHA and its cookie only when the build starts App Check', () => {
    const { unmount } = renderPrivacy();
    expect(screen.queryByText(/reCAPTCHA/)).not.toBeInTheDocument();
    unmount();
    vi.mocked(isAbuseProtectionConfigured).mockReturnValue(true);
    renderPrivacy();
    const paragraph = screen.getByText(/Google\s+reCAPTCHA Enterprise/);
    expect(paragraph).toHaveTextContent('_GRECAPTCHA');
    expect(paragraph).toHaveTextContent('legittimo interesse');
    expect(paragraph).toHaveTextContent('quando inizi a compilare un modulo');
    expect(paragraph).toHaveTextContent('Le altre pagine del sito non lo caricano.');
    vi.mocked(isAbuseProtectionConfigured).mockReturnValue(false);
  });

  it('offers a button that reopens the cookie choice', async () => {
    const user = userEvent.setup();
    renderPrivacy();
    // The unit tests run without a measurement id: the page says analytics are off.
    expect(screen.getByText(/le statistiche sono disattivate/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cambia le preferenze sui cookie' }));
    expect(consentStore.getSnapshot().reopened).toBe(true);
  });

  it('says the same in English on the English page, with the same sections and links', () => {
    const { unmount } = renderPrivacy();
    const sections = (level: 2 | 3) => screen.getAllByRole('heading', { level }).length;
    const italian = { h2: sections(2), h3: sections(3), links: screen.getAllByRole('link').length };
    unmount();
    render(
      <MemoryRouter initialEntries={[paths.privacy('en')]}>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(document.title).toBe(`Privacy notice | ${association.name}`);
    expect({
      h2: sections(2),
      h3: sections(3),
      links: screen.getAllByRole('link').length,
    }).toEqual(italian);
    expect(
      screen.getByRole('heading', { level: 3, name: 'The e-mails we send you' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'circle application' })).toHaveAttribute(
      'href',
      paths.circleApplication('en'),
    );
    // The authority's name stays Italian, marked so.
    expect(
      screen.getByRole('link', { name: 'Garante per la protezione dei dati personali' }),
    ).toHaveAttribute('lang', 'it');
    expect(screen.getByText(/the site uses no cookies at all/)).toBeVisible();
  });
});
