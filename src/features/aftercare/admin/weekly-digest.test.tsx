import { screen, waitFor } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  readWeeklyDigest,
  readWeeklyDigestSubscription,
  sendWeeklyDigest,
  subscribeToWeeklyDigest,
  unsubscribeFromWeeklyDigest,
} from '../api/weekly-digest-api';
import type { DueSources } from '../model/week-due';
import { forgetWeeklyDigestTries, WeeklyDigestAtSignIn, WeeklyDigestPanel } from './weekly-digest';

vi.mock('../api/weekly-digest-api', () => ({
  readWeeklyDigest: vi.fn(),
  readWeeklyDigestSubscription: vi.fn(),
  sendWeeklyDigest: vi.fn(),
  subscribeToWeeklyDigest: vi.fn(),
  unsubscribeFromWeeklyDigest: vi.fn(),
}));

const today = '2026-12-08';
const week = { id: '2026-W50', monday: '2026-12-07', sunday: '2026-12-13' };
const went = {
  week: '2026-W50',
  sentAt: new Date('2026-12-07T08:15:00Z'),
  sentBy: 'staff-1',
  mails: 2,
};
const sources: DueSources = [
  {
    heading: 'Cure',
    read: async () =>
      ok([
        {
          key: 'cura/luna/Dentista',
          title: 'Luna',
          detail: 'Dentista: mai registrata',
          day: today,
          late: true,
          to: '/admin/horses/luna',
        },
      ]),
  },
];

beforeEach(() => {
  forgetWeeklyDigestTries();
  vi.mocked(readWeeklyDigest).mockResolvedValue(ok(null));
  vi.mocked(readWeeklyDigestSubscription).mockResolvedValue(ok(false));
  vi.mocked(sendWeeklyDigest).mockResolvedValue(ok({ sent: true, digest: went }));
  vi.mocked(subscribeToWeeklyDigest).mockResolvedValue(ok(undefined));
  vi.mocked(unsubscribeFromWeeklyDigest).mockResolvedValue(ok(undefined));
});
afterEach(() => vi.clearAllMocks());

describe('WeeklyDigestPanel', () => {
  it('says the week’s mail has not gone, sends it now with the week’s list, then says when', async () => {
    const { events } = renderAdmin(<WeeklyDigestPanel sources={() => sources} today={today} />);
    expect(
      await screen.findByText('La mail di questa settimana (2026-W50) non è ancora partita.'),
    ).toBeVisible();
    // Not gone when the send reads it, gone when the panel reads it again.
    vi.mocked(readWeeklyDigest).mockResolvedValueOnce(ok(null)).mockResolvedValue(ok(went));
    await events.click(screen.getByRole('button', { name: 'Invia ora' }));
    expect(
      await screen.findByText(
        /La mail di questa settimana \(2026-W50\) è partita il 7 dicembre 2026 alle 09:15, a 2 persone\./,
      ),
    ).toBeVisible();
    expect(sendWeeklyDigest).toHaveBeenCalledWith(staffUser, week, [
      { heading: 'Cure', items: [expect.objectContaining({ title: 'Luna' })], failed: null },
    ]);
    expect(screen.queryByRole('button', { name: 'Invia ora' })).not.toBeInTheDocument();
  });

  it('asks for the mail and stops it for the signed-in staff member', async () => {
    const { events } = renderAdmin(<WeeklyDigestPanel sources={() => sources} today={today} />);
    expect(await screen.findByText(/Non la ricevi\./)).toBeVisible();
    vi.mocked(readWeeklyDigestSubscription).mockResolvedValue(ok(true));
    await events.click(screen.getByRole('button', { name: 'Ricevila ogni settimana' }));
    expect(subscribeToWeeklyDigest).toHaveBeenCalledWith(staffUser);
    expect(await screen.findByText(/La ricevi ogni settimana al tuo indirizzo\./)).toBeVisible();
    vi.mocked(readWeeklyDigestSubscription).mockResolvedValue(ok(false));
    await events.click(screen.getByRole('button', { name: 'Non riceverla più' }));
    expect(unsubscribeFromWeeklyDigest).toHaveBeenCalledWith(staffUser);
    expect(await screen.findByText(/Non la ricevi\./)).toBeVisible();
  });

  it('says why a send failed, and why the state cannot be read', async () => {
    vi.mocked(sendWeeklyDigest).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderAdmin(<WeeklyDigestPanel sources={() => sources} today={today} />);
    await events.click(await screen.findByRole('button', { name: 'Invia ora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    vi.mocked(readWeeklyDigest).mockResolvedValue(
      fail('unavailable', 'Servizio non raggiungibile.'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin(<WeeklyDigestPanel sources={() => sources} today={today} />);
    expect(
      await screen.findByText(/Non è stato possibile leggere lo stato della mail settimanale/),
    ).toBeVisible();
  });
});

describe('WeeklyDigestAtSignIn', () => {
  it('sends the week’s mail once per session when it has not gone', async () => {
    const first = renderAdmin(<WeeklyDigestAtSignIn sources={() => sources} />);
    await waitFor(() => expect(sendWeeklyDigest).toHaveBeenCalledTimes(1));
    first.unmount();
    renderAdmin(<WeeklyDigestAtSignIn sources={() => sources} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readWeeklyDigest).toHaveBeenCalledTimes(1);
    expect(sendWeeklyDigest).toHaveBeenCalledTimes(1);
  });

  it('tells the dashboard when it sent the week’s mail', async () => {
    renderAdmin(<WeeklyDigestPanel sources={() => sources} today={today} />);
    expect(await screen.findByText(/non è ancora partita/)).toBeVisible();
    vi.mocked(readWeeklyDigest).mockResolvedValueOnce(ok(null)).mockResolvedValue(ok(went));
    renderAdmin(<WeeklyDigestAtSignIn sources={() => sources} />);
    expect(await screen.findByText(/è partita il 7 dicembre 2026 alle 09:15/)).toBeVisible();
  });

  it('is silent when the week’s mail went already', async () => {
    vi.mocked(readWeeklyDigest).mockResolvedValue(ok(went));
    renderAdmin(<WeeklyDigestAtSignIn sources={() => sources} />);
    await waitFor(() => expect(readWeeklyDigest).toHaveBeenCalledTimes(1));
    expect(sendWeeklyDigest).not.toHaveBeenCalled();
    expect(document.body).toHaveTextContent('');
  });
});
