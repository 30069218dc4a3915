import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { association } from '#src/config/association';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { readApplicationMail, sendStaffMessage } from '../api/mail-api';
import type { MailRecord } from '../model/mail-record';
import { ApplicationMailSection } from './application-mail-section';

vi.mock('../api/mail-api', () => ({ readApplicationMail: vi.fn(), sendStaffMessage: vi.fn() }));

const applicant = {
  kind: 'adoption',
  id: 'adozione-003',
  email: 'sara@example.org',
  givenName: 'Sara',
} as const;

const sent: MailRecord = {
  id: 'adozione-003.message-AbCdEfGhIj0123456789',
  to: ['sara@example.org'],
  template: 'staff-message-en',
  preset: 'declined',
  subject: 'Your application',
  date: new Date('2026-11-20T10:00:00Z'),
  state: 'ERROR',
  error: 'Mailbox full',
  attempts: 1,
};

const section = () => screen.getByRole('region', { name: 'E-mail al richiedente' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(readApplicationMail).mockResolvedValue(
    ok({ applicant, mails: [sent], language: 'en' }),
  );
});

it('lists what was sent, with the preset and why it failed', async () => {
  renderAdmin(<ApplicationMailSection kind="adoption" applicationId="adozione-003" />);
  const row = await within(section()).findByRole('row', { name: /Your application/ });
  expect(row).toHaveTextContent('Domanda non accolta (inglese)');
  expect(row).toHaveTextContent('Non consegnata');
  expect(row).toHaveTextContent('Mailbox full');
});

it("starts from a preset in the receipt's language, refills on a new choice, and sends the edited text", async () => {
  vi.mocked(sendStaffMessage).mockResolvedValue(ok('id'));
  const { events } = renderAdmin(
    <ApplicationMailSection kind="adoption" applicationId="adozione-003" />,
  );
  await events.click(await screen.findByRole('button', { name: "Scrivi un'e-mail" }));
  expect(screen.getByRole('radio', { name: 'Inglese' })).toBeChecked();
  expect((screen.getByLabelText(/^Testo/) as HTMLTextAreaElement).value).toMatch(
    /^Hello Sara,\n\nthank you for your adoption application/,
  );
  await events.selectOptions(screen.getByLabelText(/^Modello/), 'home-visit');
  await events.click(screen.getByRole('radio', { name: 'Italiano' }));
  expect(screen.getByLabelText(/^Oggetto/)).toHaveValue(`Fissiamo la visita – ${association.name}`);
  await events.clear(screen.getByLabelText(/^Testo/));
  await events.type(screen.getByLabelText(/^Testo/), 'Ciao Sara');
  await events.click(screen.getByRole('button', { name: 'Invia' }));
  expect(sendStaffMessage).toHaveBeenCalledWith(
    expect.objectContaining({ uid: expect.any(String) }),
    applicant,
    'it',
    'home-visit',
    { subject: expect.stringMatching(/^Fissiamo la visita/), body: 'Ciao Sara' },
  );
  expect(await screen.findByText(/E-mail messa in coda per sara@example.org/)).toBeInTheDocument();
});

it('refuses an empty text, and keeps the text when sending fails', async () => {
  vi.mocked(sendStaffMessage).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
  const { events } = renderAdmin(
    <ApplicationMailSection kind="adoption" applicationId="adozione-003" />,
  );
  await events.click(await screen.findByRole('button', { name: "Scrivi un'e-mail" }));
  await events.clear(screen.getByLabelText(/^Testo/));
  await events.click(screen.getByRole('button', { name: 'Invia' }));
  expect(screen.getByText('Scrivi il testo del messaggio.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Testo/)).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Invia' })).toHaveAccessibleDescription(
    'Da correggere: «Testo».',
  );
  expect(sendStaffMessage).not.toHaveBeenCalled();
  await events.type(screen.getByLabelText(/^Testo/), 'Ciao');
  await events.click(screen.getByRole('button', { name: 'Invia' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'E-mail non inviata: Non hai i permessi.',
  );
  expect(screen.getByLabelText(/^Testo/)).toHaveValue('Ciao');
});

it('offers no message without an e-mail', async () => {
  vi.mocked(readApplicationMail).mockResolvedValueOnce(
    ok({ applicant: { ...applicant, email: '' }, mails: [], language: 'it' }),
  );
  renderAdmin(<ApplicationMailSection kind="adoption" applicationId="adozione-003" />);
  expect(
    await within(section()).findByText(
      'La candidatura non ha un indirizzo e-mail: non si può scrivere da qui.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "Scrivi un'e-mail" })).toBeNull();
});

it('shows nothing for an application gone', async () => {
  vi.mocked(readApplicationMail).mockResolvedValueOnce(
    ok({ applicant: null, mails: [], language: 'it' }),
  );
  renderAdmin(<ApplicationMailSection kind="adoption" applicationId="adozione-003" />);
  expect(section()).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'E-mail al richiedente' })).toBeNull(),
  );
});

it("refuses a subject over its limit with the schema's message", async () => {
  const { events } = renderAdmin(
    <ApplicationMailSection kind="adoption" applicationId="adozione-003" />,
  );
  await events.click(await screen.findByRole('button', { name: "Scrivi un'e-mail" }));
  fireEvent.change(screen.getByLabelText(/^Oggetto/), { target: { value: 'o'.repeat(201) } });
  await events.click(screen.getByRole('button', { name: 'Invia' }));
  expect(screen.getByLabelText(/^Oggetto/)).toHaveAccessibleDescription(
    expect.stringContaining("L'oggetto può avere al massimo 200 caratteri."),
  );
  expect(screen.getByLabelText(/^Oggetto/)).toHaveFocus();
  expect(sendStaffMessage).not.toHaveBeenCalled();
});
