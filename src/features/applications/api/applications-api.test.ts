import * as z from 'zod/mini';
import { readCount } from '#src/lib/data/firestore-data';
import { ok } from '#src/lib/data/result';
import { aCessionApplication, anAdoptionApplication, staffUser } from '#src/test-support/factories';
import {
  adoptionApplications,
  cessionApplications,
  countNewAdoptionApplications,
  countNewCessionApplications,
  countNewCircleApplications,
  newApplicationsSpec,
  openAdoptionApplication,
  openCessionApplication,
  updateAdoptionApplication,
  updateCessionApplication,
} from './applications-api';
import { setApplicationFieldsLogged, updateApplicationLogged } from './application-writes';

vi.mock('#src/lib/firebase/firestore', () => ({ db: {} }));
vi.mock('#src/lib/data/firestore-data', () => ({
  readCount: vi.fn(),
  readDocument: vi.fn(),
  readList: vi.fn(),
  readPage: vi.fn(),
}));
vi.mock('./application-writes', () => ({
  addApplicationLogged: vi.fn(),
  deleteApplicationLogged: vi.fn(),
  setApplicationFieldsLogged: vi.fn(),
  updateApplicationLogged: vi.fn(),
}));

afterEach(() => {
  vi.mocked(readCount).mockReset();
  vi.mocked(setApplicationFieldsLogged).mockReset();
  vi.mocked(updateApplicationLogged).mockReset();
});

describe('the new applications', () => {
  it('are counted with a count query on isNew, needing no composite index', async () => {
    vi.mocked(readCount).mockResolvedValue(ok(3));
    expect(await countNewAdoptionApplications()).toEqual(ok(3));
    expect(readCount).toHaveBeenCalledWith({
      collection: 'adoptionApplications',
      equals: [['isNew', true]],
      orderBy: [],
    });
    await countNewCessionApplications();
    expect(readCount).toHaveBeenLastCalledWith(newApplicationsSpec(cessionApplications));
    expect(newApplicationsSpec(cessionApplications).collection).toBe('cessionApplications');
  });

  it('count the circle members still "Da contattare", the status the form stores', async () => {
    vi.mocked(readCount).mockResolvedValue(ok(2));
    expect(await countNewCircleApplications()).toEqual(ok(2));
    expect(readCount).toHaveBeenLastCalledWith({
      collection: 'circleApplications',
      equals: [['status', '']],
      orderBy: [],
    });
  });

  it('are marked as opened with a logged write of { isNew: false } only', async () => {
    vi.mocked(setApplicationFieldsLogged).mockResolvedValue(ok(true));
    expect(await openAdoptionApplication(staffUser, 'aBcDeFgHiJkLmNoPqRsT')).toEqual(ok(true));
    expect(setApplicationFieldsLogged).toHaveBeenCalledWith(
      staffUser,
      'openAdoptionApplication',
      adoptionApplications,
      'aBcDeFgHiJkLmNoPqRsT',
      { isNew: false },
    );
    await openCessionApplication(staffUser, 'c1');
    expect(setApplicationFieldsLogged).toHaveBeenLastCalledWith(
      staffUser,
      'openCessionApplication',
      cessionApplications,
      'c1',
      { isNew: false },
    );
  });
});

describe('a staff save', () => {
  it('writes every field but isNew, so that it never marks an opened application new again', async () => {
    vi.mocked(updateApplicationLogged).mockImplementation(
      async (_actor, _operation, schema, _target, _id, input) => ok(z.parse(schema, input)),
    );
    const item = anAdoptionApplication({ evaluation: 'Promosso', isNew: true, anyHorse: true });
    const saved = await updateAdoptionApplication(staffUser, 'adozione-001', item);

    const [, operation, schema, target, id] =
      vi.mocked(updateApplicationLogged).mock.calls[0] ?? [];
    expect([operation, target, id]).toEqual([
      'updateAdoptionApplication',
      adoptionApplications,
      'adozione-001',
    ]);
    const written = z.parse(schema as z.ZodMiniType, item) as Record<string, unknown>;
    expect(written).not.toHaveProperty('isNew');
    expect(written).toMatchObject({ evaluation: 'Promosso', anyHorse: true });
    expect(saved).toEqual(ok(item));
    expect(adoptionApplications.staffFields).toEqual(['evaluation', 'homecheck', 'internalNotes']);
  });

  it('does the same for a cession application', async () => {
    vi.mocked(updateApplicationLogged).mockImplementation(
      async (_actor, _operation, schema, _target, _id, input) => ok(z.parse(schema, input)),
    );
    const item = aCessionApplication({ status: 'In carico', isNew: false, declaration: true });
    expect(await updateCessionApplication(staffUser, 'cessione-001', item)).toEqual(ok(item));
    const schema = vi.mocked(updateApplicationLogged).mock.calls[0]?.[2] as z.ZodMiniType;
    expect(z.parse(schema, item)).not.toHaveProperty('isNew');
    expect(cessionApplications.staffFields).toEqual(['status']);
  });

  it('passes a failed save on as it is', async () => {
    const refused = {
      success: false as const,
      error: { code: 'not-found', message: 'Non trovato.' },
    };
    vi.mocked(updateApplicationLogged).mockResolvedValue(refused);
    expect(
      await updateAdoptionApplication(
        staffUser,
        'nessuna',
        anAdoptionApplication({ slug: 'nessuna' }),
      ),
    ).toEqual(refused);
  });
});
