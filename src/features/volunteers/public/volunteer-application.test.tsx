import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DEFAULT_MIN_FILL_MS } from '#src/components/forms/use-send-form';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { fail, ok } from '#src/lib/data/result';
import { PageData } from '#src/test-support/page-data';
import { submitVolunteerApplication } from '../api/volunteer-application-public-api';
import { VolunteerApplication } from './volunteer-application';

vi.mock('../api/volunteer-application-public-api', () => ({
  submitVolunteerApplication: vi.fn(),
}));

const id = 'AbCdEfGhIjKlMnOpQrSt';

beforeEach(() => {
  localStorage.clear();
  // The clock moves only when told, so the bots' minimum fill time is passed on purpose.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(submitVolunteerApplication).mockResolvedValue(ok(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitVolunteerApplication).mockReset();
});

function renderPage(language: SiteLanguage) {
  const user = userEvent.setup();
  render(
    <PageData path={paths.volunteering(language)}>
      <VolunteerApplication language={language} />
    </PageData>,
  );
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /^(Send the application|Sending…)/ });

async function fillInEnglish(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Given name/), 'Jane');
  await user.type(screen.getByLabelText(/^Family name/), 'Doe');
  await user.type(screen.getByLabelText(/^E-mail/), 'jane@example.org');
  await user.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0958');
  await user.click(screen.getByRole('radio', { name: '16 or 17' }));
  await user.click(screen.getByRole('checkbox', { name: /parent or guardian agrees/ }));
  await user.type(screen.getByLabelText(/^Name of the parent or guardian/), 'John Doe');
  await user.selectOptions(screen.getByLabelText(/^Province where you live/), 'FI');
  await user.click(screen.getByRole('checkbox', { name: 'Weekends, morning' }));
  await user.click(screen.getByRole('checkbox', { name: 'Photos' }));
  await user.click(screen.getByRole('checkbox', { name: /Events/ }));
  await user.click(screen.getByRole('radio', { name: 'Some' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read the privacy notice/ }));
  vi.advanceTimersByTime(DEFAULT_MIN_FILL_MS);
}

describe('VolunteerApplication', () => {
  it('is titled in its language, lists the provinces by name and leaves the news unticked', () => {
    renderPage('it');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diventa volontario');
    const province = screen.getByLabelText(/^Provincia in cui vivi/);
    expect(province.querySelectorAll('option')).toHaveLength(108);
    expect(province.querySelectorAll('option')[1]).toHaveTextContent('Agrigento (AG)');
    expect(screen.getByRole('checkbox', { name: /notizie dell’associazione/ })).not.toBeChecked();
    // A guardian is asked only of a 16-17 year old.
    expect(screen.queryByLabelText(/genitore o tutore/)).not.toBeInTheDocument();
  });

  it("words a field's error in the page's language once the visitor leaves it", async () => {
    const user = renderPage('en');
    await user.click(screen.getByLabelText(/^Given name/));
    await user.tab();
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    const photos = screen.getByRole('checkbox', { name: 'Photos' });
    await user.click(photos);
    await user.click(photos);
    await user.tab();
    expect(await screen.findByText('Choose at least one.')).toBeInTheDocument();
  });

  it('the Italian page words the same errors in Italian', async () => {
    const user = renderPage('it');
    await user.type(screen.getByLabelText(/^E-mail/), 'luca@');
    await user.tab();
    expect(await screen.findByText('Scrivi un indirizzo e-mail valido.')).toBeInTheDocument();
  });

  it("sends a 16-17 year old's application with the consent, and thanks with the reference", async () => {
    const user = renderPage('en');
    await fillInEnglish(user);
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await waitFor(() => expect(submitVolunteerApplication).toHaveBeenCalledTimes(1));
    expect(submitVolunteerApplication).toHaveBeenCalledWith({
      givenName: 'Jane',
      familyName: 'Doe',
      email: 'jane@example.org',
      phone: '+44 20 7946 0958',
      ageBand: '16-17',
      guardianConsent: true,
      guardianName: 'John Doe',
      province: 'FI',
      availability: ['Weekend mattina'],
      activities: ['Eventi', 'Foto'],
      experience: 'Poca',
      notes: '',
      privacyConsent: true,
      newsConsent: false,
      language: 'en',
    });
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you!');
    expect(thanks).toHaveTextContent('Jane, your application has reached us');
    expect(thanks).toHaveTextContent('Your reference is ABCD-EFGH');
  });

  it('says in English when the anti-spam check did not load, keeping what was typed', async () => {
    vi.mocked(submitVolunteerApplication).mockResolvedValue(
      fail('app-check-unavailable', 'App Check has no token.'),
    );
    const user = renderPage('en');
    await fillInEnglish(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not send your application.');
    expect(alert).toHaveTextContent('Google’s anti-spam check (reCAPTCHA) did not load');
    expect(screen.getByLabelText(/^Given name/)).toHaveValue('Jane');
  });

  it('sends nothing when filled in faster than a person could (a bot)', async () => {
    const user = renderPage('en');
    await fillInEnglish(user);
    vi.setSystemTime(Date.now() - DEFAULT_MIN_FILL_MS);
    await user.click(submitButton());
    expect(submitVolunteerApplication).not.toHaveBeenCalled();
  });
});
