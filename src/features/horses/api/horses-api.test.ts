import type { WriteBatch } from 'firebase/firestore/lite';
import { commitLogged, type LogRecord } from '#src/lib/data/audit-log';
import { readDocument } from '#src/lib/data/firestore-data';
import { fail, ok } from '#src/lib/data/result';
import { aHorse, staffUser } from '#src/test-support/factories';
import { COMMIT_LIMIT, FIRST_COMMIT_ROOM, LATER_COMMIT_ROOM } from '../model/horse-deletion';
import { deleteHorseFiles, readHorseBelongings, type HorseBelongings } from './horse-belongings';
import { deleteHorse, horseDeletionTexts } from './horses-api';

// The emulator does not refuse a commit of more than 500 writes, so their count is checked here.

vi.mock('firebase/firestore/lite', () => ({
  doc: vi.fn((_db: unknown, collection: string, id: string) => `${collection}/${id}`),
}));
vi.mock('#src/lib/firebase/firestore', () => ({ db: {} }));
vi.mock('#src/lib/data/audit-log', () => ({ commitLogged: vi.fn(), transactLogged: vi.fn() }));
vi.mock('#src/lib/data/firestore-data', () => ({
  readDocument: vi.fn(),
  readList: vi.fn(),
  readPage: vi.fn(),
}));
vi.mock('./coverage-api', () => ({ readAllCoverage: vi.fn(), readCoverage: vi.fn() }));
vi.mock('./horse-belongings', () => ({ readHorseBelongings: vi.fn(), deleteHorseFiles: vi.fn() }));

const ada = aHorse({ slug: 'ada', name: 'Ada' });
const careRecords = (count: number) =>
  Array.from({ length: count }, (_, n) => `careRecords/record-${n}`);

interface Commit {
  record: LogRecord;
  deleted: string[];
}

function commits(refuse: (index: number) => boolean = () => false): Commit[] {
  const made: Commit[] = [];
  vi.mocked(commitLogged).mockImplementation(async (_actor, record, write) => {
    const deleted: string[] = [];
    write({ delete: (ref: unknown) => deleted.push(String(ref)) } as unknown as WriteBatch);
    const index = made.length;
    made.push({ record, deleted });
    return refuse(index) ? fail('permission-denied', 'Non hai i permessi.') : ok(undefined);
  });
  return made;
}

/** References as the mocked `doc` makes them: their path, also as a string. */
function belongings(paths: string[], files: string[] = []) {
  const documents = paths.map((path) => ({ path, toString: () => path }));
  const found = { documents, files } as unknown as HorseBelongings;
  vi.mocked(readHorseBelongings).mockResolvedValue(ok(found));
}

beforeEach(() => {
  vi.mocked(readDocument).mockResolvedValue(ok(ada));
  vi.mocked(deleteHorseFiles).mockResolvedValue(0);
});

afterEach(() => vi.resetAllMocks());

/** A deletion's first entry names what it deletes in Storage: the photo and two folders. */
const adaFiles = [
  'horses/ada/photo/thumb.png',
  'horses/ada/photo/thumb.webp',
  'horses/ada/photo/zoom.png',
  'horses/ada/photo/zoom.webp',
  'horses/ada/news/',
  'horseDocuments/ada/',
];

describe('deleteHorse', () => {
  it('deletes the horse, its projection and its things in one commit under one entry', async () => {
    const made = commits();
    belongings(
      ['horseNews/n1', 'careRecords/c1', 'careIntervals/ada'],
      ['horses/ada/news/n1.webp'],
    );
    expect(await deleteHorse(staffUser, 'ada')).toEqual(ok({ filesLeft: 0 }));
    expect(made).toEqual([
      {
        record: {
          operation: 'deleteHorse',
          collection: 'horses',
          params: { slug: 'ada', item: ada, files: { deleted: adaFiles } },
          publishes: ['horses', 'horse:ada'],
        },
        deleted: [
          'horses/ada',
          'publicHorses/ada',
          'barnHorses/ada',
          'horseNews/n1',
          'careRecords/c1',
          'careIntervals/ada',
        ],
      },
    ]);
    expect(deleteHorseFiles).toHaveBeenCalledWith('ada', ['horses/ada/news/n1.webp']);
  });

  it('answers how many files stay, the horse deleted all the same', async () => {
    commits();
    belongings([]);
    vi.mocked(deleteHorseFiles).mockResolvedValue(3);
    expect(await deleteHorse(staffUser, 'ada')).toEqual(ok({ filesLeft: 3 }));
  });

  it('splits a horse with more things than one commit holds, never above 500 writes', async () => {
    const made = commits();
    const things = careRecords(FIRST_COMMIT_ROOM + 600);
    belongings(things);
    expect((await deleteHorse(staffUser, 'ada')).success).toBe(true);
    expect(made.map((commit) => commit.record.params)).toEqual([
      { slug: 'ada', item: ada, files: { deleted: adaFiles } },
      { slug: 'ada', item: { batch: 2, batches: 3, deletes: things[FIRST_COMMIT_ROOM] } },
      {
        slug: 'ada',
        item: { batch: 3, batches: 3, deletes: things[FIRST_COMMIT_ROOM + LATER_COMMIT_ROOM] },
      },
    ]);
    for (const commit of made) expect(commit.deleted.length + 2).toBeLessThanOrEqual(COMMIT_LIMIT);
    expect(made[0]?.deleted.slice(0, 3)).toEqual([
      'horses/ada',
      'publicHorses/ada',
      'barnHorses/ada',
    ]);
    expect(made.flatMap((commit) => commit.deleted).slice(3)).toEqual(things);
  });

  it('returns a refused first commit as it is, and deletes no file', async () => {
    commits((index) => index === 0);
    belongings(['horseNews/n1']);
    expect(await deleteHorse(staffUser, 'ada')).toEqual(
      fail('permission-denied', 'Non hai i permessi.'),
    );
    expect(deleteHorseFiles).not.toHaveBeenCalled();
  });

  it('says what stays when a later commit is refused, and stops there', async () => {
    const made = commits((index) => index === 1);
    belongings(careRecords(FIRST_COMMIT_ROOM + 600));
    expect(await deleteHorse(staffUser, 'ada')).toEqual(
      fail('permission-denied', horseDeletionTexts.unfinished(600)),
    );
    expect(made).toHaveLength(2);
    expect(deleteHorseFiles).not.toHaveBeenCalled();
    expect(horseDeletionTexts.unfinished(600)).toBe(
      'Il cavallo è stato eliminato, ma restano 600 dati tra notizie, cure e documenti: ' +
        'elimina di nuovo il cavallo per completare.',
    );
    expect(horseDeletionTexts.unfinished(1)).toContain('resta 1 dato ');
  });

  it('reads nothing more when the horse cannot be read', async () => {
    vi.mocked(readDocument).mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
    expect((await deleteHorse(staffUser, 'ada')).error?.code).toBe('permission-denied');
    expect(readHorseBelongings).not.toHaveBeenCalled();
    expect(commitLogged).not.toHaveBeenCalled();
  });

  it('commits nothing when its things cannot be read', async () => {
    vi.mocked(readHorseBelongings).mockResolvedValue(fail('unavailable', 'Non raggiungibile.'));
    expect(await deleteHorse(staffUser, 'ada')).toEqual(fail('unavailable', 'Non raggiungibile.'));
    expect(commitLogged).not.toHaveBeenCalled();
  });

  it('finishes a horse already deleted whose things stayed, and answers one with none as not found', async () => {
    vi.mocked(readDocument).mockResolvedValue(fail('not-found', 'Non trovato.'));
    const made = commits();
    belongings(['careRecords/c1']);
    expect(await deleteHorse(staffUser, 'ada')).toEqual(ok({ filesLeft: 0 }));
    expect(made).toEqual([
      {
        record: {
          operation: 'deleteHorse',
          collection: 'horses',
          params: {
            slug: 'ada',
            item: { batch: 1, batches: 1, deletes: 'careRecords/c1' },
            files: { deleted: adaFiles },
          },
          publishes: ['horses', 'horse:ada'],
        },
        deleted: ['careRecords/c1'],
      },
    ]);

    belongings([]);
    expect(await deleteHorse(staffUser, 'ada')).toEqual(fail('not-found', 'Non trovato.'));
    expect(made).toHaveLength(1);
  });
});
