import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import { loadNewsAudience, sendHorseNews } from '../api/horse-news-mail-api';
import type { NewsRecipient, NewsToSend } from '../model/mail';
import { SendNewsToCircle } from './send-news-to-circle';

vi.mock('../api/horse-news-mail-api', () => ({
  loadNewsAudience: vi.fn(),
  sendHorseNews: vi.fn(),
}));

const news: NewsToSend = {
  id: 'NewsAbCdEf0123456789',
  horseSlug: 'ada',
  horseName: 'Ada',
  title: 'Un nuovo amico',
  text: '<p>Con Blu.</p>',
};
const recipient = (memberId: string): NewsRecipient => ({
  memberId,
  email: `${memberId}@example.org`,
  token: 'T'.repeat(32),
  language: 'it',
});
const two = [recipient('cerchia-001'), recipient('cerchia-003')];

function renderButton() {
  const say = vi.fn();
  const view = renderAdmin(<SendNewsToCircle news={news} say={say} />);
  const open = () =>
    view.events.click(screen.getByRole('button', { name: 'Invia alla cerchia: Un nuovo amico' }));
  return { ...view, say, open };
}

describe('SendNewsToCircle', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says how many will receive the news, then sends it and says so', async () => {
    vi.mocked(loadNewsAudience).mockResolvedValue(ok({ recipients: two, sent: null }));
    vi.mocked(sendHorseNews).mockResolvedValue(ok({ sent: 2 }));
    const { events, say, open } = renderButton();
    await open();
    const dialog = await screen.findByRole('dialog', {
      name: 'Invia la notizia alla cerchia di Ada',
    });
    expect(
      await within(dialog).findByText(
        'La notizia «Un nuovo amico» arriverà per e-mail a 2 sostenitori di Ada.',
      ),
    ).toBeVisible();
    await events.click(within(dialog).getByRole('button', { name: 'Invia a 2 sostenitori' }));
    expect(sendHorseNews).toHaveBeenCalledWith(staffUser, news, two);
    await waitFor(() =>
      expect(say).toHaveBeenLastCalledWith({
        tone: 'success',
        text: 'La notizia «Un nuovo amico» è stata inviata a 2 sostenitori di Ada.',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when nobody may receive it', async () => {
    vi.mocked(loadNewsAudience).mockResolvedValue(ok({ recipients: [], sent: null }));
    const { open } = renderButton();
    await open();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Nessun sostenitore di Ada può riceverla/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Invia a 0 sostenitori' })).toBeDisabled();
  });

  it('asks before sending the same news again', async () => {
    vi.mocked(loadNewsAudience).mockResolvedValue(
      ok({
        recipients: [recipient('cerchia-001')],
        sent: { date: new Date('2026-11-20T10:30:00Z'), count: 2 },
      }),
    );
    vi.mocked(sendHorseNews).mockResolvedValue(ok({ sent: 1 }));
    const { events, open } = renderButton();
    await open();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        /Questa notizia è già stata inviata il 20 novembre 2026 alle 11:30 \(2 e-mail\)/,
      ),
    ).toBeVisible();
    const send = within(dialog).getByRole('button', { name: 'Invia a 1 sostenitore' });
    expect(send).toBeDisabled();
    await events.click(within(dialog).getByLabelText('Sì, inviala di nuovo'));
    expect(send).toBeEnabled();
    await events.click(send);
    await waitFor(() => expect(sendHorseNews).toHaveBeenCalledTimes(1));
  });

  it('keeps the dialog open with the error, counts again and asks again', async () => {
    vi.mocked(loadNewsAudience).mockResolvedValue(ok({ recipients: two, sent: null }));
    vi.mocked(sendHorseNews).mockResolvedValue(
      fail('permission-denied', 'Inviata a 5 di 7; poi: non hai i permessi.'),
    );
    const { events, say, open } = renderButton();
    await open();
    const dialog = await screen.findByRole('dialog');
    await events.click(
      await within(dialog).findByRole('button', { name: 'Invia a 2 sostenitori' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Inviata a 5 di 7');
    await waitFor(() => expect(loadNewsAudience).toHaveBeenCalledTimes(2));
    expect(say).not.toHaveBeenCalledWith(expect.objectContaining({ tone: 'success' }));
  });

  it('says when the circle cannot be read, with a retry', async () => {
    vi.mocked(loadNewsAudience).mockResolvedValue(fail('unavailable', 'Rete assente.'));
    vi.mocked(console.error).mockImplementation(() => {});
    const { open } = renderButton();
    await open();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Non riusciamo a contare i destinatari: Rete assente/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Riprova' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /Invia a/ })).toBeDisabled();
  });
});
