import { screen, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  eraseVolunteerAccess,
  grantVolunteerAccess,
  inviteVolunteer,
  listVolunteerAccesses,
  revokeVolunteerAccess,
} from '../../api/access-api';
import type { VolunteerAccess } from '../../model/volunteer-access';
import { accessTexts, prefilledDraft } from './access-texts';
import { VolunteerAccessPage } from './volunteer-access-page';

vi.mock('../../api/access-api', () => ({
  eraseVolunteerAccess: vi.fn(),
  grantVolunteerAccess: vi.fn(),
  inviteVolunteer: vi.fn(),
  listVolunteerAccesses: vi.fn(),
  revokeVolunteerAccess: vi.fn(),
}));

const marta: VolunteerAccess = {
  slug: 'a'.repeat(64),
  email: 'marta@example.org',
  name: 'Marta Volontaria',
  registerNumber: 7,
  active: true,
  grantedAt: new Date('2026-11-02T09:00:00Z'),
  grantedBy: 'staff-1',
  revokedAt: null,
  invitedAt: null,
};
const luca: VolunteerAccess = {
  ...marta,
  slug: 'b'.repeat(64),
  email: 'luca@example.org',
  name: 'Luca Ex',
  registerNumber: null,
  active: false,
  revokedAt: new Date('2026-11-20T17:30:00Z'),
};

beforeEach(() => {
  vi.mocked(listVolunteerAccesses).mockResolvedValue(ok([marta, luca]));
});
afterEach(() => vi.resetAllMocks());

const row = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('VolunteerAccessPage', () => {
  it('lists active and revoked accesses with their dates and actions', async () => {
    renderAdmin(<VolunteerAccessPage />, { path: '/admin/volunteer-access' });
    const active = within(await row('Marta Volontaria'));
    expect(active.getByText(accessTexts.active)).toBeInTheDocument();
    expect(active.getByText(/mai invitato/)).toBeInTheDocument();
    expect(active.getByRole('button', { name: accessTexts.invite })).toBeInTheDocument();
    expect(active.getByRole('button', { name: accessTexts.revoke })).toBeInTheDocument();
    const revoked = within(await row('Luca Ex'));
    expect(revoked.getByText(accessTexts.revoked)).toBeInTheDocument();
    expect(revoked.getByRole('button', { name: accessTexts.grantAgain })).toBeInTheDocument();
    expect(revoked.getByRole('button', { name: accessTexts.erase })).toBeInTheDocument();
    expect(active.queryByRole('button', { name: accessTexts.erase })).not.toBeInTheDocument();
  });

  it('erases a revoked access after asking, then reloads the list', async () => {
    vi.mocked(eraseVolunteerAccess).mockResolvedValue(ok(undefined));
    const { events } = renderAdmin(<VolunteerAccessPage />, { path: '/admin/volunteer-access' });
    await events.click(
      within(await row('Luca Ex')).getByRole('button', { name: accessTexts.erase }),
    );
    const dialog = await screen.findByRole('dialog', { name: accessTexts.eraseTitle });
    expect(dialog).toHaveTextContent(/L'accesso di Luca Ex sparirà/);
    await events.click(within(dialog).getByRole('button', { name: accessTexts.cancel }));
    expect(eraseVolunteerAccess).not.toHaveBeenCalled();
    await events.click(
      within(await row('Luca Ex')).getByRole('button', { name: accessTexts.erase }),
    );
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: accessTexts.erase }),
    );
    await vi.waitFor(() => expect(listVolunteerAccesses).toHaveBeenCalledTimes(2));
    expect(eraseVolunteerAccess).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'staff-1' }),
      luca.slug,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the erasure fails', async () => {
    vi.mocked(eraseVolunteerAccess).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderAdmin(<VolunteerAccessPage />, { path: '/admin/volunteer-access' });
    await events.click(
      within(await row('Luca Ex')).getByRole('button', { name: accessTexts.erase }),
    );
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: accessTexts.erase }));
    expect(await within(dialog).findByText(/Non hai i permessi/)).toBeVisible();
  });

  it('checks the form, then grants from a prefill and reloads the list', async () => {
    vi.mocked(grantVolunteerAccess).mockResolvedValue(ok('c'.repeat(64)));
    const { events } = renderAdmin(<VolunteerAccessPage />, {
      path: '/admin/volunteer-access?name=Anna%20Nuova&email=ANNA@example.org&number=12',
    });
    await row('Marta Volontaria');
    expect(screen.getByLabelText(accessTexts.name)).toHaveValue('Anna Nuova');
    await events.clear(screen.getByLabelText(accessTexts.email));
    await events.type(screen.getByLabelText(accessTexts.email), 'non-una-mail');
    await events.click(screen.getByRole('button', { name: accessTexts.grant }));
    expect(screen.getByText("Scrivi un'e-mail valida.")).toBeInTheDocument();
    expect(grantVolunteerAccess).not.toHaveBeenCalled();
    await events.clear(screen.getByLabelText(accessTexts.email));
    await events.type(screen.getByLabelText(accessTexts.email), 'anna@example.org');
    await events.click(screen.getByRole('button', { name: accessTexts.grant }));
    expect(await screen.findByText(accessTexts.granted)).toBeInTheDocument();
    expect(grantVolunteerAccess).toHaveBeenCalledWith(expect.objectContaining({ uid: 'staff-1' }), {
      name: 'Anna Nuova',
      email: 'anna@example.org',
      registerNumber: '12',
    });
    expect(listVolunteerAccesses).toHaveBeenCalledTimes(2);
  });

  it("shows the Auth emulator's link after an invitation", async () => {
    const href = 'http://localhost:5173/admin/volunteer-sign-in?mode=signIn&oobCode=x';
    vi.mocked(inviteVolunteer).mockResolvedValue(ok({ emulatorLink: href }));
    const { events } = renderAdmin(<VolunteerAccessPage />, { path: '/admin/volunteer-access' });
    const active = within(await row('Marta Volontaria'));
    await events.click(active.getByRole('button', { name: accessTexts.invite }));
    expect(await screen.findByRole('link', { name: href })).toHaveAttribute('href', href);
    expect(inviteVolunteer).toHaveBeenCalledWith(expect.anything(), marta, window.location.origin);
  });

  it('says why a revocation failed', async () => {
    vi.mocked(revokeVolunteerAccess).mockResolvedValue(
      fail('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderAdmin(<VolunteerAccessPage />, { path: '/admin/volunteer-access' });
    const active = within(await row('Marta Volontaria'));
    await events.click(active.getByRole('button', { name: accessTexts.revoke }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi');
  });
});

describe('prefilledDraft', () => {
  it('reads the query first, then the route state', () => {
    expect(
      prefilledDraft(new URLSearchParams(), {
        name: 'Rosa',
        email: 'r@example.org',
        registerNumber: 3,
      }),
    ).toEqual({ name: 'Rosa', email: 'r@example.org', registerNumber: '3' });
    expect(prefilledDraft(new URLSearchParams('name=Anna'), null)).toEqual({
      name: 'Anna',
      email: '',
      registerNumber: '',
    });
  });
});
