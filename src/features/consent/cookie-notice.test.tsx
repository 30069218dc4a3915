import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { analytics } from '#src/lib/firebase/analytics';
import { consentStorageKey, consentStore } from './consent-store';
import { CookieNotice } from './cookie-notice';
import { withdrawAnalytics } from './withdraw-analytics';

const mocks = vi.hoisted(() => {
  const fake = {
    enabled: false,
    enable: vi.fn(async () => {
      fake.enabled = true;
      return true;
    }),
    logEvent: vi.fn(),
  };
  return { analytics: fake, configured: true };
});

vi.mock('#src/lib/firebase/analytics', () => ({ analytics: mocks.analytics }));
vi.mock('./analytics-availability', () => ({ isAnalyticsConfigured: () => mocks.configured }));
vi.mock('./withdraw-analytics', () => ({ withdrawAnalytics: vi.fn() }));

function renderSite(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/cavalli">Cavalli</Link>
      <CookiePreferencesButton />
      <CookieNotice />
    </MemoryRouter>,
  );
}

function notice() {
  return screen.queryByRole('region', { name: 'Avviso sui cookie' });
}

function storeChoice(choice: 'accepted' | 'rejected') {
  localStorage.setItem(consentStorageKey, choice);
  consentStore.reload();
}

beforeEach(() => {
  localStorage.clear();
  consentStore.reload();
  consentStore.close();
  mocks.configured = true;
  mocks.analytics.enabled = false;
  vi.mocked(analytics.enable).mockClear();
  vi.mocked(analytics.logEvent).mockClear();
  vi.mocked(withdrawAnalytics).mockClear();
});

describe('CookieNotice', () => {
  it('shows a labelled banner with equal Accetta and Rifiuta buttons while there is no choice', () => {
    renderSite();
    const region = notice();
    expect(region).toBeInTheDocument();
    expect(region).toHaveTextContent('Google Analytics for Firebase');
    const accept = screen.getByRole('button', { name: 'Accetta' });
    const reject = screen.getByRole('button', { name: 'Rifiuta' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(analytics.enable).not.toHaveBeenCalled();
  });

  it('on "Accetta" stores the choice, hides the notice and enables analytics once', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(analytics.enable).toHaveBeenCalledTimes(1);
  });

  it('on "Rifiuta" stores the choice, hides the notice and never loads analytics', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(consentStorageKey)).toBe('rejected');
    await user.click(screen.getByRole('link', { name: 'Cavalli' }));
    expect(analytics.enable).not.toHaveBeenCalled();
    expect(analytics.logEvent).not.toHaveBeenCalled();
  });

  it('can be answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderSite();
    screen.getByRole('button', { name: 'Accetta' }).focus();
    await user.keyboard('{Enter}');
    expect(notice()).not.toBeInTheDocument();
    expect(analytics.enable).toHaveBeenCalledTimes(1);
  });

  it('enables analytics on load when an earlier visit accepted, without showing the notice', () => {
    storeChoice('accepted');
    renderSite();
    expect(notice()).not.toBeInTheDocument();
    expect(analytics.enable).toHaveBeenCalledTimes(1);
  });

  it('stays hidden and keeps analytics off when an earlier visit rejected', () => {
    storeChoice('rejected');
    renderSite();
    expect(notice()).not.toBeInTheDocument();
    expect(analytics.enable).not.toHaveBeenCalled();
  });

  it('reopens from the footer button, and the new choice replaces the old one', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    const footerButton = screen.getByRole('button', { name: 'Preferenze cookie' });

    await user.click(footerButton);
    expect(notice()).toHaveTextContent('Scelta attuale: statistiche rifiutate.');
    expect(notice()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(analytics.enable).toHaveBeenCalledTimes(1);
    expect(footerButton).toHaveFocus();
  });

  it('closes a reopened notice on Escape, keeping the choice', async () => {
    const user = userEvent.setup();
    storeChoice('accepted');
    renderSite();
    await user.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(notice()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
  });

  it('withdraws analytics (cookies cleared, page reloaded) when rejecting after accepting', async () => {
    const user = userEvent.setup();
    storeChoice('accepted');
    renderSite();
    await act(async () => {}); // let enable() resolve
    expect(analytics.enabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    await user.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(localStorage.getItem(consentStorageKey)).toBe('rejected');
    expect(withdrawAnalytics).toHaveBeenCalledTimes(1);
  });

  it('keeps working when the browser blocks storage: the choice lasts for the visit', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      renderSite();
      await user.click(screen.getByRole('button', { name: 'Accetta' }));
      expect(notice()).not.toBeInTheDocument();
      expect(analytics.enable).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(consentStorageKey)).toBeNull();
    } finally {
      vi.mocked(Storage.prototype.setItem).mockRestore();
    }
  });

  describe('page views', () => {
    it('logs a page_view on route changes, leaving the start page to Firebase', async () => {
      const user = userEvent.setup();
      storeChoice('accepted');
      renderSite('/');
      await act(async () => {});
      expect(analytics.logEvent).not.toHaveBeenCalled();

      await user.click(screen.getByRole('link', { name: 'Cavalli' }));
      expect(analytics.logEvent).toHaveBeenCalledTimes(1);
      expect(analytics.logEvent).toHaveBeenCalledWith(
        'page_view',
        expect.objectContaining({ page_path: '/cavalli' }),
      );
    });

    it('logs the page it mounts on when analytics already runs (back from the back office)', () => {
      storeChoice('accepted');
      mocks.analytics.enabled = true;
      renderSite('/cavalli');
      expect(analytics.logEvent).toHaveBeenCalledTimes(1);
      expect(analytics.logEvent).toHaveBeenCalledWith(
        'page_view',
        expect.objectContaining({ page_path: '/cavalli' }),
      );
    });

    it('logs nothing while the visitor has not chosen', async () => {
      const user = userEvent.setup();
      renderSite('/');
      await user.click(screen.getByRole('link', { name: 'Cavalli' }));
      expect(analytics.logEvent).not.toHaveBeenCalled();
    });
  });

  describe('without a measurement id', () => {
    beforeEach(() => {
      mocks.configured = false;
    });

    it('shows no notice, since nothing needing consent is stored', () => {
      renderSite();
      expect(notice()).not.toBeInTheDocument();
      expect(analytics.enable).not.toHaveBeenCalled();
    });

    it('says from the footer button that analytics are off', async () => {
      const user = userEvent.setup();
      renderSite();
      await user.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
      expect(notice()).toHaveTextContent('le statistiche sono disattivate');
      expect(screen.queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Chiudi' }));
      expect(notice()).not.toBeInTheDocument();
      expect(localStorage.getItem(consentStorageKey)).toBeNull();
      expect(analytics.enable).not.toHaveBeenCalled();
    });
  });
});
