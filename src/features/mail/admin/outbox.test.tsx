import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { listOutboxPage, retryMail } from '../api/mail-api';
import type { MailRecord } from '../model/mail-record';
import { Outbox } from './outbox';

vi.mock('../api/mail-api', () => ({ listOutboxPage: vi.fn(), retryMail: vi.fn() }));

const mail = (overrides: Partial<MailRecord>): MailRecord => ({
  id: 'x.received',
  to: ['anna@example.org'],
  template: 'application-received-it',
  preset: '',
  subject: '',
  date: new Date('2026-11-20T10:00:00Z'),
  state: 'SUCCESS',
  error: '',
  attempts: 1,
  ...overrides,
});

const failed = mail({
  subject: 'La tua domanda è stata accolta',
  id: 'y.message-AbCdEfGhIj0123456789',
  to: ['luca@example.org'],
  template: 'staff-message-it',
  preset: 'accepted',
  state: 'ERROR',
  error: 'Mailbox full',
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listOutboxPage).mockResolvedValue(
    ok({ items: [failed, mail({})], total: 2, next: null }),
  );
});

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
const cellOf = (row: HTMLElement, header: string) => {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)];
};

it('lists every mail with its recipient, text and state, and a retry only for a failed one', async () => {
  renderAdmin(<Outbox />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Posta in uscita (2)' }),
  ).toBeInTheDocument();
  expect(rowOf('luca@example.org')).toHaveTextContent('Domanda accolta');
  expect(rowOf('luca@example.org')).toHaveTextContent('Non consegnata');
  expect(rowOf('luca@example.org')).toHaveTextContent('Mailbox full');
  expect(rowOf('anna@example.org')).toHaveTextContent('Conferma di ricevimento (italiano)');
  // The subject each mail went with; "—" only for one that has none.
  expect(cellOf(rowOf('luca@example.org'), 'Oggetto')).toHaveTextContent(
    /^La tua domanda è stata accolta$/,
  );
  expect(cellOf(rowOf('anna@example.org'), 'Oggetto')).toHaveTextContent(/^—$/);
  expect(within(rowOf('anna@example.org')).queryByRole('button')).toBeNull();
});

it('sends a failed mail again and reads the list again', async () => {
  vi.mocked(retryMail).mockResolvedValue(ok(undefined));
  const { events } = renderAdmin(<Outbox />);
  await events.click(
    await screen.findByRole('button', { name: 'Invia di nuovo a luca@example.org' }),
  );
  expect(retryMail).toHaveBeenCalledWith(
    expect.objectContaining({ uid: expect.any(String) }),
    failed.id,
  );
  expect(await screen.findByText('Nuovo invio a luca@example.org messo in coda.')).toBeVisible();
  await waitFor(() => expect(listOutboxPage).toHaveBeenCalledTimes(2));
  await screen.findByRole('heading', { level: 1, name: 'Posta in uscita (2)' });
});

it('says why a retry failed, and leaves the mail as it was', async () => {
  vi.mocked(retryMail).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
  const { events } = renderAdmin(<Outbox />);
  await events.click(
    await screen.findByRole('button', { name: 'Invia di nuovo a luca@example.org' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Nuovo invio non riuscito: Non hai i permessi.',
  );
  expect(rowOf('luca@example.org')).toHaveTextContent('Non consegnata');
  expect(listOutboxPage).toHaveBeenCalledTimes(1);
});
