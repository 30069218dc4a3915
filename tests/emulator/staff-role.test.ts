import { setStaffRole } from '../../scripts/staff/staff-role';
import { adminAuth, clearAuth, createUser, deleteAdminApps } from '../support/emulators';

beforeEach(clearAuth);
afterAll(deleteAdminApps);

describe('the staff role script', () => {
  it('grants the staff claim, keeping other claims', async () => {
    const user = await createUser('nuova@example.org', { staff: false });
    await adminAuth().setCustomUserClaims(user.uid, { volunteerSince: 2020 });
    const result = await setStaffRole(adminAuth(), user.email, 'grant');
    expect(result).toMatchObject({ staff: true, summary: expect.stringContaining('now staff') });
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({
      volunteerSince: 2020,
      staff: true,
    });
  });

  it('revokes the claim and the sessions of the account', async () => {
    const user = await createUser('uscente@example.org', { staff: true });
    const before = (await adminAuth().getUser(user.uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await setStaffRole(adminAuth(), user.email, 'revoke');
    expect(result.staff).toBe(false);
    const after = await adminAuth().getUser(user.uid);
    expect(after.customClaims ?? {}).not.toHaveProperty('staff');
    expect(new Date(after.tokensValidAfterTime ?? 0).getTime()).toBeGreaterThan(
      new Date(before ?? 0).getTime(),
    );
  });

  it('shows the role without changing it', async () => {
    const user = await createUser('staff@example.org', { staff: true });
    expect((await setStaffRole(adminAuth(), user.email, 'show')).staff).toBe(true);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ staff: true });
  });

  it('says what to do for an e-mail without an account', async () => {
    await expect(setStaffRole(adminAuth(), 'nessuno@example.org', 'grant')).rejects.toThrow(
      /No account has the e-mail nessuno@example.org/,
    );
  });
});
