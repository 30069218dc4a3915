import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { readUnsubscription, resubscribeToNews } from '../api/news-subscription-api';
import { NewsSubscriptionSection } from './news-subscription';

vi.mock('../api/news-subscription-api', () => ({
  readUnsubscription: vi.fn(),
  resubscribeToNews: vi.fn(),
}));

// 08:12 in Rome on 26 November (UTC+1).
const unsubscribedAt = new Date('2026-11-26T07:12:00Z');

describe('NewsSubscriptionSection', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows nothing for a member who receives the news', async () => {
    vi.mocked(readUnsubscription).mockResolvedValue(ok(null));
    const { container } = renderAdmin(<NewsSubscriptionSection memberId="cerchia-002" />);
    await waitFor(() => expect(readUnsubscription).toHaveBeenCalledWith('cerchia-002'));
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the member unsubscribed, and puts them back only once staff confirm', async () => {
    vi.mocked(readUnsubscription).mockResolvedValue(ok({ date: unsubscribedAt }));
    vi.mocked(resubscribeToNews).mockResolvedValue(ok(undefined));
    const { events } = renderAdmin(<NewsSubscriptionSection memberId="cerchia-009" />);
    const section = await screen.findByRole('region', { name: 'Notizie del cavallo' });
    expect(
      within(section).getByText(
        "Non riceve più le notizie del cavallo: ha chiesto di non riceverle con il link di un'e-mail il 26 novembre 2026 alle 08:12.",
      ),
    ).toBeVisible();

    await events.click(
      within(section).getByRole('button', { name: 'Iscrivi di nuovo alle notizie' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Iscrivere di nuovo alle notizie?' });
    expect(dialog).toHaveTextContent(
      "Il 26 novembre 2026 alle 08:12 questa persona ha chiesto di non ricevere più le notizie del cavallo. Iscrivila di nuovo solo se ora te l'ha chiesto lei",
    );
    await events.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(resubscribeToNews).not.toHaveBeenCalled();

    await events.click(
      within(section).getByRole('button', { name: 'Iscrivi di nuovo alle notizie' }),
    );
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Iscrivi di nuovo' }),
    );
    expect(resubscribeToNews).toHaveBeenCalledWith(staffUser, 'cerchia-009');
    expect(
      await within(section).findByText(
        'Fatto: dal prossimo invio riceverà di nuovo le notizie del cavallo.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the rules refuse', async () => {
    vi.mocked(readUnsubscription).mockResolvedValue(ok({ date: unsubscribedAt }));
    vi.mocked(resubscribeToNews).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderAdmin(<NewsSubscriptionSection memberId="cerchia-009" />);
    await events.click(
      await screen.findByRole('button', { name: 'Iscrivi di nuovo alle notizie' }),
    );
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Iscrivi di nuovo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    expect(screen.getByRole('region', { name: 'Notizie del cavallo' })).toHaveTextContent(
      'Non riceve più le notizie',
    );
  });

  it('says why when the state cannot be read, and reads again', async () => {
    vi.mocked(readUnsubscription)
      .mockResolvedValueOnce(fail('unavailable', 'Il servizio non è raggiungibile.'))
      .mockResolvedValueOnce(ok({ date: unsubscribedAt }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events } = renderAdmin(<NewsSubscriptionSection memberId="cerchia-009" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stato delle notizie non caricato: Il servizio non è raggiungibile.',
    );
    await events.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('button', { name: 'Iscrivi di nuovo alle notizie' }),
    ).toBeVisible();
  });
});
