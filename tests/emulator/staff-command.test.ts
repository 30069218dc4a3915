import { parseStaffArgs } from '../../scripts/staff/args.ts';
import { portOffset } from '../../tools/emulator-config.ts';
import { adminAuth, clearAuth, deleteAdminApps, emulatorConfig } from '../support/emulators.ts';
import { runScript } from '../support/scripts.ts';
import { createAccount, followResetLink, signIn } from './staff-helpers.ts';

beforeEach(clearAuth);
afterAll(deleteAdminApps);

describe('the npm run staff arguments', () => {
  it('reads a command, an e-mail and the options', () => {
    expect(
      parseStaffArgs([
        'create',
        'a@example.org',
        '--name',
        ' Anna Bianchi ',
        '--replace-unverified',
        '--project',
        'equinozio-odv',
      ]),
    ).toEqual({
      ok: true,
      options: {
        action: 'create',
        email: 'a@example.org',
        name: 'Anna Bianchi',
        replaceUnverified: true,
        project: 'equinozio-odv',
      },
    });
    expect(parseStaffArgs(['--project', 'p', 'show', 'a@example.org'])).toMatchObject({
      ok: true,
      options: { action: 'show', project: 'p', replaceUnverified: false, name: undefined },
    });
  });

  it.each([
    [[], /Missing the command/],
    [['give', 'a@example.org'], /Unknown command "give": use grant, revoke, show, create, link/],
    [['grant'], /grant: missing the e-mail/],
    [['grant', 'anna'], /"anna" is not an e-mail address/],
    [['grant', 'a@example.org', 'b@example.org'], /Unexpected argument: b@example.org/],
    [['grant', 'a@example.org', '--name', 'Anna'], /--name goes only with create/],
    [['grant', 'a@example.org', '--replace-unverified'], /--replace-unverified goes only with/],
    [['create', 'a@example.org', '--name'], /--name needs a value/],
    [['create', 'a@example.org', '--name', '  '], /--name needs a value/],
    [['show', 'a@example.org', '--project', '--name'], /--project needs a value/],
    [['show', 'a@example.org', '--force'], /Unknown option: --force/],
  ])('refuse %j with a clear message', (argv, message) => {
    const parsed = parseStaffArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });
});

describe('the npm run staff command', () => {
  const run = (args: string[], env?: NodeJS.ProcessEnv) => runScript('staff-role.ts', args, env);

  it('explains a bad argument and exits with 2', async () => {
    const result = await run(['grant', 'anna']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/"anna" is not an e-mail address/);
    expect(result.stderr).toMatch(/Usage: npm run staff -- <command> <e-mail>/);
  });

  it('says when the Auth emulator is not running, and exits with 1', async () => {
    // Another port offset whose Auth emulator port nobody listens on (other runs may use some).
    const answers = (offset: number) =>
      fetch(
        `http://${emulatorConfig.host}:${emulatorConfig.ports.auth - portOffset() + offset}/`,
      ).then(
        () => true,
        () => false,
      );
    let free: number | undefined;
    for (const offset of [90, 80, 70, 60, 50, 40, 30, 20, 10, 0]) {
      if (offset === portOffset()) continue;
      if (!(await answers(offset))) {
        free = offset;
        break;
      }
    }
    expect(free, 'every other port offset has an Auth emulator running').toBeDefined();
    const result = await run(['show', 'a@example.org'], {
      ...process.env,
      EQ_PORT_OFFSET: String(free),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/The Auth emulator is not running on .*:\d+\. Start it/);
  });

  it('creates an account and prints a reset link that sets its password', async () => {
    const result = await run(['create', 'volontario@example.org', '--name', 'Luca Verdi']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Working on the local emulators/);
    expect(result.stdout).toMatch(
      /volontario@example.org \(\w+\) created: e-mail verified, staff, a password nobody knows/,
    );
    expect(result.stdout).toMatch(/Mandate alla persona questo link/);
    expect(result.stdout).toMatch(/npm run staff -- link volontario@example.org\n/);
    const link = /^http\S+mode=resetPassword\S+$/m.exec(result.stdout)?.[0];
    expect(link).toBeDefined();
    expect((await followResetLink(link ?? '', 'password-di-luca-1')).status).toBe(200);
    expect(await signIn('volontario@example.org', 'password-di-luca-1')).toMatchObject({
      ok: true,
      claims: { staff: true, name: 'Luca Verdi' },
    });
  });

  it('refuses to grant to an unverified account and exits with 1', async () => {
    const { uid } = await createAccount('occupata@example.org', { verified: false });
    const result = await run(['grant', 'occupata@example.org']);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Non do il ruolo di staff/);
    expect(result.stderr).toMatch(
      /npm run staff -- create occupata@example.org --replace-unverified/,
    );
    expect((await adminAuth().getUser(uid)).customClaims ?? {}).not.toHaveProperty('staff');
  });

  it('replaces a squatted account, saying which one it deleted', async () => {
    const squatter = await createAccount('occupata@example.org', { verified: false });
    const refused = await run(['create', 'occupata@example.org']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/--replace-unverified/);
    expect((await adminAuth().getUser(squatter.uid)).email).toBe('occupata@example.org');

    const result = await run(['create', 'occupata@example.org', '--replace-unverified']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `Deleted the unverified account ${squatter.uid} of occupata@example.org`,
    );
    expect(result.stdout).toMatch(/\(created \d{4}-\d\d-\d\d \d\d:\d\d UTC, last sign-in /);
    expect((await adminAuth().getUserByEmail('occupata@example.org')).uid).not.toBe(squatter.uid);
  });

  it('grants, shows and revokes a verified account', async () => {
    await createAccount('staff@example.org', { verified: true });
    const grant = await run(['grant', 'staff@example.org']);
    expect(grant.status).toBe(0);
    expect(grant.stdout).toMatch(/staff@example.org \(\w+\) is now staff/);
    expect((await run(['show', 'staff@example.org'])).stdout).toMatch(
      /is staff; e-mail verified\./,
    );
    const revoke = await run(['revoke', 'staff@example.org']);
    expect(revoke.status).toBe(0);
    expect(revoke.stdout).toMatch(/is no longer staff; their sessions were revoked/);
    expect((await run(['show', 'staff@example.org'])).stdout).toMatch(
      /is not staff; e-mail verified\./,
    );
  });

  it('prints a new link with link', async () => {
    await createAccount('staff@example.org', { verified: true, claims: { staff: true } });
    const result = await run(['link', 'staff@example.org']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/new password link/);
    const link = /^http\S+mode=resetPassword\S+$/m.exec(result.stdout)?.[0];
    expect((await followResetLink(link ?? '', 'password-nuova-1')).status).toBe(200);
    expect(await signIn('staff@example.org', 'password-nuova-1')).toMatchObject({ ok: true });
  });
});
