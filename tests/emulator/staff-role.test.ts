import { setStaffRole } from '../../scripts/staff/staff-role';
import { adminAuth, clearAuth, deleteAdminApps } from '../support/emulators';
import { createAccount, signIn } from './staff-helpers';

// docs/decisions/0025-staff-accounts.md.

beforeEach(clearAuth);
afterAll(deleteAdminApps);

describe('the staff role script', () => {
  it('grants the staff claim to a verified account, keeping other claims', async () => {
    const email = 'nuova@example.org';
    const { uid, password } = await createAccount(email, {
      verified: true,
      claims: { volunteerSince: 2020 },
    });
    const result = await setStaffRole(adminAuth(), email, 'grant');
    expect(result).toMatchObject({ staff: true, summary: expect.stringContaining('now staff') });
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({
      volunteerSince: 2020,
      staff: true,
    });
    expect(await signIn(email, password)).toMatchObject({ ok: true, claims: { staff: true } });
  });

  it('says when a verified account was already staff', async () => {
    await createAccount('gia@example.org', { verified: true, claims: { staff: true } });
    const result = await setStaffRole(adminAuth(), 'gia@example.org', 'grant');
    expect(result).toMatchObject({ staff: true, summary: 'was already staff' });
  });

  it('refuses to grant to an account whose e-mail is not verified, saying why and what to do', async () => {
    const email = 'occupata@example.org';
    const { uid, password } = await createAccount(email, { verified: false });
    const grant = setStaffRole(adminAuth(), email, 'grant', { project: 'equinozio-odv' });
    await expect(grant).rejects.toThrow(/Non do il ruolo di staff/);
    await expect(grant).rejects.toThrow(/non è verificato, quindi può averlo registrato chiunque/);
    await expect(grant).rejects.toThrow(
      /Refused \(no staff role given\): the e-mail .* not verified/,
    );
    await expect(grant).rejects.toThrow(
      'npm run staff -- create occupata@example.org --replace-unverified --project equinozio-odv',
    );
    expect((await adminAuth().getUser(uid)).customClaims ?? {}).not.toHaveProperty('staff');
    const session = await signIn(email, password);
    expect(session.ok && session.claims).not.toHaveProperty('staff');
  });

  it('suggests the command without --project on the emulators', async () => {
    await createAccount('occupata@example.org', { verified: false });
    await expect(setStaffRole(adminAuth(), 'occupata@example.org', 'grant')).rejects.toThrow(
      /create occupata@example.org --replace-unverified\n/,
    );
  });

  it('revokes the claim and the sessions of the account', async () => {
    const email = 'uscente@example.org';
    const { uid } = await createAccount(email, { verified: true, claims: { staff: true } });
    const before = (await adminAuth().getUser(uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await setStaffRole(adminAuth(), email, 'revoke');
    expect(result.staff).toBe(false);
    const after = await adminAuth().getUser(uid);
    expect(after.customClaims ?? {}).not.toHaveProperty('staff');
    expect(new Date(after.tokensValidAfterTime ?? 0).getTime()).toBeGreaterThan(
      new Date(before ?? 0).getTime(),
    );
  });

  it('revokes the claim of an unverified account too (staff made before grant checked)', async () => {
    const email = 'vecchia@example.org';
    const { uid } = await createAccount(email, {
      verified: false,
      claims: { staff: true, volunteerSince: 2019 },
    });
    const result = await setStaffRole(adminAuth(), email, 'revoke');
    expect(result).toMatchObject({ staff: false, summary: expect.stringContaining('no longer') });
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ volunteerSince: 2019 });
  });

  it('shows the role and whether the e-mail is verified, without changing anything', async () => {
    const { uid } = await createAccount('staff@example.org', {
      verified: true,
      claims: { staff: true },
    });
    expect(await setStaffRole(adminAuth(), 'staff@example.org', 'show')).toMatchObject({
      staff: true,
      emailVerified: true,
      summary: 'is staff; e-mail verified',
    });
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ staff: true });

    await createAccount('altra@example.org', { verified: false });
    expect(await setStaffRole(adminAuth(), 'altra@example.org', 'show')).toMatchObject({
      staff: false,
      emailVerified: false,
      summary: 'is not staff; e-mail NOT verified (grant refuses it)',
    });
  });

  it('says what to do for an e-mail without an account', async () => {
    const grant = setStaffRole(adminAuth(), 'nessuno@example.org', 'grant');
    await expect(grant).rejects.toThrow(/No account has the e-mail nessuno@example.org/);
    await expect(grant).rejects.toThrow('npm run staff -- create nessuno@example.org');
    await expect(setStaffRole(adminAuth(), 'nessuno@example.org', 'revoke')).rejects.toThrow(
      "Nessun account ha l'e-mail nessuno@example.org. / No account has the e-mail",
    );
    await expect(setStaffRole(adminAuth(), 'nessuno@example.org', 'show')).rejects.toThrow(
      /No account has the e-mail nessuno@example.org/,
    );
  });
});
