import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { parseRetentionArgs } from '../../scripts/retention/args.ts';
import {
  deleteExpiredApplications,
  findExpiredApplications,
  retentionCutoff,
  retentionLogFunction,
  type RetentionOperator,
} from '../../scripts/retention/retention.ts';
import { repoRoot } from '../../tools/emulator-config.ts';
import { adminDb, clearFirestore, deleteAdminApps } from '../support/emulators.ts';

// npm run retention (docs/decisions/0022-retention.md) against the Firestore emulator: a dry run lists
// and deletes nothing; --delete deletes exactly what is older than the limit, logging each deletion.

const now = new Date('2026-11-21T10:00:00.000Z');
const cutoff = retentionCutoff(now, 24); // 2024-11-21T10:00:00.000Z
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const operator: RetentionOperator = {
  uid: 'script:retention',
  email: 'segreteria@example.org',
  displayName: 'npm run retention (segreteria@example.org)',
};

/** The applications of the tests, around the 24-month limit. */
const applications: [collection: string, id: string, date: Timestamp, name: string][] = [
  ['adoptionApplications', 'adozione-vecchia', at('2023-05-02T08:00:00Z'), 'Anna Bianchi'],
  [
    'adoptionApplications',
    'adozione-limite-meno-1ms',
    at('2024-11-21T09:59:59.999Z'),
    'Bruno Verdi',
  ],
  ['adoptionApplications', 'adozione-al-limite', at('2024-11-21T10:00:00.000Z'), 'Carla Neri'],
  ['adoptionApplications', 'adozione-recente', at('2026-10-01T08:00:00Z'), 'Dario Gialli'],
  ['cessionApplications', 'cessione-vecchia', at('2022-01-15T08:00:00Z'), 'Elena Rossi'],
  ['cessionApplications', 'cessione-recente', at('2025-06-01T08:00:00Z'), 'Franco Blu'],
  ['circleApplications', 'cerchia-vecchia', at('2024-03-10T08:00:00Z'), 'Giulia Viola'],
  ['circleApplications', 'cerchia-recente', at('2025-12-24T08:00:00Z'), 'Ivo Grigi'],
];
const expiredIds = [
  'adozione-vecchia',
  'adozione-limite-meno-1ms',
  'cessione-vecchia',
  'cerchia-vecchia',
];

async function seedApplications(): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  for (const [collection, id, date, name] of applications) {
    const [givenName, familyName] = name.split(' ');
    batch.set(db.collection(collection).doc(id), { slug: id, givenName, familyName, date });
  }
  await batch.commit();
}

async function remainingIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const collection of ['adoptionApplications', 'cessionApplications', 'circleApplications']) {
    const snapshot = await adminDb().collection(collection).get();
    ids.push(...snapshot.docs.map((doc) => doc.id));
  }
  return ids.sort();
}

const allKinds = ['adoption', 'cession', 'circle'] as const;

beforeEach(async () => {
  await clearFirestore();
  await seedApplications();
});
afterAll(deleteAdminApps);

describe('the retention limit', () => {
  it('is the same time of day, that many calendar months earlier', () => {
    expect(cutoff.toISOString()).toBe('2024-11-21T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });
});

describe('a dry run', () => {
  it('lists the applications older than the limit, with kind, date and applicant', async () => {
    const expired = await findExpiredApplications(adminDb(), allKinds, cutoff);
    expect(expired.map((application) => application.id).sort()).toEqual([...expiredIds].sort());
    expect(expired.find((application) => application.id === 'cessione-vecchia')).toEqual({
      id: 'cessione-vecchia',
      kind: 'cession',
      collection: 'cessionApplications',
      date: new Date('2022-01-15T08:00:00Z'),
      applicant: 'Elena Rossi',
    });
  });

  it('keeps the application dated exactly at the limit and deletes nothing', async () => {
    const expired = await findExpiredApplications(adminDb(), allKinds, cutoff);
    expect(expired.map((application) => application.id)).not.toContain('adozione-al-limite');
    expect(await remainingIds()).toHaveLength(applications.length);
    expect((await adminDb().collection('logs').get()).size).toBe(0);
  });

  it('lists one kind only when asked', async () => {
    const expired = await findExpiredApplications(adminDb(), ['circle'], cutoff);
    expect(expired.map((application) => application.id)).toEqual(['cerchia-vecchia']);
  });
});

describe('a run with --delete', () => {
  it('deletes exactly the applications older than the limit', async () => {
    const expired = await findExpiredApplications(adminDb(), allKinds, cutoff);
    const deleted = await deleteExpiredApplications(adminDb(), expired, operator);
    expect(deleted.map((application) => application.id).sort()).toEqual([...expiredIds].sort());
    const kept = applications.map(([, id]) => id).filter((id) => !expiredIds.includes(id));
    expect(await remainingIds()).toEqual(kept.sort());
  });

  it('logs each deletion, with the operator and without the personal data', async () => {
    const expired = await findExpiredApplications(adminDb(), ['adoption'], cutoff);
    await deleteExpiredApplications(adminDb(), expired, operator);
    const logs = (await adminDb().collection('logs').get()).docs.map((doc) => doc.data());
    expect(logs).toHaveLength(2);
    expect(logs.map((log) => log.params.slug).sort()).toEqual([
      'adozione-limite-meno-1ms',
      'adozione-vecchia',
    ]);
    for (const log of logs) {
      expect(log).toMatchObject({
        user: operator,
        function: retentionLogFunction,
        params: { item: { kind: 'adoption', collection: 'adoptionApplications' } },
      });
      expect(log.date).toBeInstanceOf(Timestamp);
      expect(JSON.stringify(log)).not.toMatch(/Bianchi|Verdi/);
    }
  });

  it('works in batches and reports every deletion', async () => {
    const expired = await findExpiredApplications(adminDb(), allKinds, cutoff);
    const reported: string[] = [];
    await deleteExpiredApplications(adminDb(), expired, operator, {
      batchSize: 3,
      onDeleted: (application) => reported.push(application.id),
    });
    expect(reported.sort()).toEqual([...expiredIds].sort());
    expect((await adminDb().collection('logs').get()).size).toBe(expiredIds.length);
    expect(await findExpiredApplications(adminDb(), allKinds, cutoff)).toEqual([]);
  });
});

describe('the arguments', () => {
  it('accept months or years, a kind and --delete', () => {
    expect(parseRetentionArgs(['--older-than', '2y', '--kind', 'cession', '--delete'])).toEqual({
      ok: true,
      options: {
        months: 24,
        kinds: ['cession'],
        delete: true,
        project: undefined,
        operator: undefined,
      },
    });
    const defaults = parseRetentionArgs(['--older-than', '12m']);
    expect(defaults.ok && defaults.options).toMatchObject({
      kinds: ['adoption', 'cession', 'circle'],
      delete: false,
    });
  });

  it.each([
    [[], /--older-than is required/],
    [['--older-than'], /--older-than needs a value/],
    [['--older-than', '24'], /write a number of months or years, e.g. 24m/],
    [['--older-than', '24d'], /write a number of months or years/],
    [['--older-than', '2m'], /under 6 months/],
    [['--older-than', '24m', '--kind', 'adozione'], /--kind "adozione": use adoption, cession/],
    [['--older-than', '24m', '--yes'], /Unknown argument: --yes/],
    [['--older-than', '24m', '--project', '--delete'], /--project needs a value/],
  ])('refuse %j with a clear message', (argv, message) => {
    const parsed = parseRetentionArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });
});

describe('the npm run retention command', () => {
  const run = (args: string[]) =>
    spawnSync(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [join('scripts', 'retention.ts'), ...args],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );

  it('explains a bad argument and exits with 2', () => {
    const result = run(['--older-than', '24']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--older-than "24": write a number of months or years/);
    expect(result.stderr).toMatch(/Usage: npm run retention/);
  });

  it('lists without deleting on the emulators by default', async () => {
    // Against today's date: 2022-01-15 is more than 24 months ago whatever the day the test runs.
    const result = run(['--older-than', '24m', '--kind', 'cession']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/cessione-vecchia\s+cession\s+2022-01-15T08:00:00\s+Elena Rossi/);
    expect(result.stdout).toMatch(/Dry run: nothing was deleted/);
    expect(await remainingIds()).toHaveLength(applications.length);
  });

  it('deletes with --delete, naming the operator in the log', async () => {
    const result = run([
      '--older-than',
      '24m',
      '--kind',
      'circle',
      '--delete',
      '--operator',
      'segreteria@example.org',
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/deleted cerchia-vecchia\s+circle/);
    expect(result.stdout).toMatch(/Deleted 1 applications/);
    expect(await remainingIds()).not.toContain('cerchia-vecchia');
    const logs = (await adminDb().collection('logs').get()).docs.map((doc) => doc.data());
    expect(logs).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ uid: 'script:retention', email: 'segreteria@example.org' }),
        params: expect.objectContaining({ slug: 'cerchia-vecchia' }),
      }),
    ]);
  });
});
