import {
  createStaffAccount,
  randomPassword,
  staffPasswordLink,
} from '../../scripts/staff/create-staff';
import { adminAuth, clearAuth, deleteAdminApps } from '../support/emulators';
import { createAccount, followResetLink, signIn } from './staff-helpers';

// docs/decisions/0025-staff-accounts.md.

beforeEach(clearAuth);
afterAll(deleteAdminApps);

describe('npm run staff -- create', () => {
  it('creates a verified staff account whose reset link sets the password', async () => {
    const email = 'volontaria@example.org';
    const result = await createStaffAccount(adminAuth(), email, { name: 'Maria Rossi' });
    expect(result.replaced).toBeUndefined();
    const user = await adminAuth().getUser(result.uid);
    expect(user).toMatchObject({
      email,
      emailVerified: true,
      displayName: 'Maria Rossi',
      customClaims: { staff: true },
    });
    expect(result.resetLink).toMatch(/mode=resetPassword/);

    const followed = await followResetLink(result.resetLink, 'la-password-di-maria-1');
    expect(followed.status).toBe(200);
    expect(followed.body).toMatch(/password has been successfully updated/);
    const session = await signIn(email, 'la-password-di-maria-1');
    expect(session).toMatchObject({
      ok: true,
      claims: { staff: true, email, email_verified: true, user_id: result.uid },
    });
  });

  it('makes a link that works once', async () => {
    const { resetLink } = await createStaffAccount(adminAuth(), 'una@example.org');
    expect((await followResetLink(resetLink, 'prima-password-1')).status).toBe(200);
    const again = await followResetLink(resetLink, 'seconda-password-1');
    expect(again.status).toBe(400);
    expect(await signIn('una@example.org', 'seconda-password-1')).toMatchObject({ ok: false });
    expect(await signIn('una@example.org', 'prima-password-1')).toMatchObject({ ok: true });
  });

  it('leaves the display name empty without --name', async () => {
    const { uid } = await createStaffAccount(adminAuth(), 'senzanome@example.org');
    expect((await adminAuth().getUser(uid)).displayName).toBeUndefined();
  });

  it('refuses an existing verified account, pointing to grant', async () => {
    const { uid } = await createAccount('verificata@example.org', { verified: true });
    const create = createStaffAccount(adminAuth(), 'verificata@example.org', {
      replaceUnverified: true,
      project: 'equinozio-odv',
    });
    await expect(create).rejects.toThrow(/Esiste già un account con l'e-mail verificata/);
    await expect(create).rejects.toThrow(
      'npm run staff -- grant verificata@example.org --project equinozio-odv',
    );
    await expect(create).rejects.toThrow(/Refused: .* already exists; use grant/);
    const user = await adminAuth().getUser(uid);
    expect(user.customClaims ?? {}).not.toHaveProperty('staff');
    expect((await adminAuth().listUsers()).users).toHaveLength(1);
  });

  it('refuses an existing verified staff account, pointing to link', async () => {
    await createAccount('staff@example.org', { verified: true, claims: { staff: true } });
    const create = createStaffAccount(adminAuth(), 'staff@example.org');
    await expect(create).rejects.toThrow(/È già staff/);
    await expect(create).rejects.toThrow('npm run staff -- link staff@example.org\n');
  });

  it('refuses an existing unverified account without --replace-unverified, leaving it alone', async () => {
    const email = 'occupata@example.org';
    const { uid, password } = await createAccount(email, { verified: false });
    const create = createStaffAccount(adminAuth(), email);
    await expect(create).rejects.toThrow(/l'indirizzo non è verificato: può averlo registrato/);
    await expect(create).rejects.toThrow(
      /\(creato il \d{4}-\d\d-\d\d \d\d:\d\d UTC, (ultimo accesso|mai usato)/,
    );
    await expect(create).rejects.toThrow(
      'npm run staff -- create occupata@example.org --replace-unverified',
    );
    await expect(create).rejects.toThrow(/Refused: an account with occupata@example.org exists/);
    expect((await adminAuth().getUser(uid)).customClaims ?? {}).not.toHaveProperty('staff');
    expect(await signIn(email, password)).toMatchObject({ ok: true });
  });

  it('with --replace-unverified deletes the squatted account and creates a fresh one', async () => {
    const email = 'occupata@example.org';
    const squatter = await createAccount(email, { verified: false });
    await signIn(email, squatter.password);
    const result = await createStaffAccount(adminAuth(), email, { replaceUnverified: true });
    expect(result.replaced).toMatchObject({
      uid: squatter.uid,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
      lastSignIn: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
    });
    expect(result.uid).not.toBe(squatter.uid);
    await expect(adminAuth().getUser(squatter.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    expect(await signIn(email, squatter.password)).toMatchObject({ ok: false });
    expect(await adminAuth().getUser(result.uid)).toMatchObject({
      emailVerified: true,
      customClaims: { staff: true },
    });
    expect((await followResetLink(result.resetLink, 'la-nuova-password-1')).status).toBe(200);
    expect(await signIn(email, 'la-nuova-password-1')).toMatchObject({
      ok: true,
      claims: { staff: true, user_id: result.uid },
    });
  });

  it('with --replace-unverified and no account, just creates it', async () => {
    const result = await createStaffAccount(adminAuth(), 'nuova@example.org', {
      replaceUnverified: true,
    });
    expect(result.replaced).toBeUndefined();
    expect((await adminAuth().getUser(result.uid)).customClaims).toEqual({ staff: true });
  });

  it('uses a long random password with every character class', () => {
    const first = randomPassword();
    expect(first).not.toBe(randomPassword());
    expect(first.length).toBeGreaterThanOrEqual(32);
    for (const kind of [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/]) expect(first).toMatch(kind);
  });
});

describe('npm run staff -- link', () => {
  it('prints a new reset link for a verified account', async () => {
    const email = 'staff@example.org';
    const { uid } = await createAccount(email, { verified: true, claims: { staff: true } });
    const result = await staffPasswordLink(adminAuth(), email);
    expect(result.uid).toBe(uid);
    expect((await followResetLink(result.resetLink, 'password-ritrovata-1')).status).toBe(200);
    expect(await signIn(email, 'password-ritrovata-1')).toMatchObject({
      ok: true,
      claims: { staff: true },
    });
  });

  it('refuses an unverified account, saying what to do', async () => {
    await createAccount('occupata@example.org', { verified: false });
    const link = staffPasswordLink(adminAuth(), 'occupata@example.org');
    await expect(link).rejects.toThrow(/Non genero il link per la password/);
    await expect(link).rejects.toThrow('create occupata@example.org --replace-unverified');
  });

  it('refuses an e-mail without an account, pointing to create', async () => {
    await expect(staffPasswordLink(adminAuth(), 'nessuno@example.org')).rejects.toThrow(
      /No account has the e-mail nessuno@example.org: create it/,
    );
  });
});
