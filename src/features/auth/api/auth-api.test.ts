// @vitest-environment jsdom
import {
  getIdTokenResult,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { readOwnAccess } from '#src/features/volunteers/admin';
import { failure } from '#src/lib/data/errors';
import { fail, ok } from '#src/lib/data/result';
import { loginMessages } from '../model/login-errors';
import { readStoredUser, signedInUserStorageKey } from '#src/lib/session/session-storage';
import { signInStaff, signOutUser, watchAuth, type AuthSnapshot } from './auth-api';

vi.mock('#src/lib/firebase/auth', () => ({ auth: { name: 'test-auth' } }));
vi.mock('#src/features/volunteers/admin', () => ({ readOwnAccess: vi.fn() }));
vi.mock('firebase/auth', () => ({
  getIdTokenResult: vi.fn(),
  onIdTokenChanged: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(async () => {}),
}));

const user = {
  uid: 'staff-1',
  email: 'staff@example.org',
  emailVerified: true,
  displayName: 'Anna Bianchi',
  phoneNumber: null,
} as unknown as User;

function claims(value: Record<string, unknown>) {
  vi.mocked(getIdTokenResult).mockResolvedValue({ claims: value } as never);
}

function authError(code: string) {
  return Object.assign(new Error(code), { code });
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(signInWithEmailAndPassword).mockReset();
  vi.mocked(getIdTokenResult).mockReset();
  vi.mocked(signOut).mockClear();
  vi.mocked(readOwnAccess).mockReset();
  vi.mocked(readOwnAccess).mockResolvedValue(fail('not-found', 'non esiste'));
});

const access = (active: boolean) =>
  ok({
    slug: 'k',
    email: 'staff@example.org',
    name: 'Anna Bianchi',
    registerNumber: 3,
    active,
    grantedAt: new Date(),
    grantedBy: 'staff-9',
    revokedAt: null,
    invitedAt: null,
  });

describe('signInStaff', () => {
  it('signs a staff user in and stores the user of docs/product.md §3', async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never);
    claims({ staff: true });
    const result = await signInStaff('staff@example.org', 'secret');
    expect(result).toEqual({
      success: true,
      data: {
        uid: 'staff-1',
        email: 'staff@example.org',
        emailVerified: true,
        displayName: 'Anna Bianchi',
        phoneNumber: null,
        given_name: 'Anna',
        family_name: 'Bianchi',
      },
    });
    expect(readStoredUser()).toEqual(result.data);
  });

  it('signs a user without the staff claim out at once and says why', async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({ user } as never);
    claims({});
    const result = await signInStaff('volontario@example.org', 'secret');
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe(loginMessages.noAccess);
    expect(signOut).toHaveBeenCalled();
    expect(localStorage.getItem(signedInUserStorageKey)).toBeNull();
  });

  it('turns a wrong password into words, without logging it', async () => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError('auth/invalid-credential'));
    const result = await signInStaff('staff@example.org', 'wrong');
    expect(result.error).toEqual({
      code: 'auth/invalid-credential',
      message: loginMessages.wrongCredentials,
    });
  });

  it('says "Something went wrong" for an unexpected failure and logs it', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(new Error('boom'));
    const result = await signInStaff('staff@example.org', 'secret');
    expect(result.error?.message).toBe('Something went wrong');
    expect(console.error).toHaveBeenCalled();
  });
});

describe('signOutUser', () => {
  it('clears the stored user and signs out', async () => {
    localStorage.setItem(signedInUserStorageKey, JSON.stringify({ uid: 'x' }));
    await signOutUser();
    expect(localStorage.getItem(signedInUserStorageKey)).toBeNull();
    expect(signOut).toHaveBeenCalled();
  });
});

describe('watchAuth', () => {
  function watch() {
    let emit: (value: User | null) => void = () => {};
    vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
      emit = next as (value: User | null) => void;
      return () => {};
    });
    const snapshots: AuthSnapshot[] = [];
    watchAuth((snapshot) => snapshots.push(snapshot));
    return { emit: (value: User | null) => emit(value), snapshots };
  }

  it('reports a staff user and stores it', async () => {
    claims({ staff: true });
    const { emit, snapshots } = watch();
    emit(user);
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(snapshots[0]).toMatchObject({ status: 'signed-in', user: { uid: 'staff-1' } });
    expect(readStoredUser()?.uid).toBe('staff-1');
  });

  it('reports a user who lost the claim as no-access and signs them out', async () => {
    claims({ staff: false });
    const { emit, snapshots } = watch();
    emit(user);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(snapshots).toEqual([{ status: 'no-access' }]);
  });

  it('reports a volunteer with an active access, by their verified e-mail (decision 87)', async () => {
    claims({});
    vi.mocked(readOwnAccess).mockResolvedValue(access(true));
    const { emit, snapshots } = watch();
    emit(user);
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    expect(snapshots[0]).toMatchObject({ status: 'signed-in', user: { role: 'volunteer' } });
    expect(readOwnAccess).toHaveBeenCalledWith('staff@example.org');
    expect(readStoredUser()?.role).toBe('volunteer');
  });

  it('reports a revoked access as no-access, and never reads one for an unverified e-mail', async () => {
    claims({});
    vi.mocked(readOwnAccess).mockResolvedValue(access(false));
    const first = watch();
    first.emit(user);
    await vi.waitFor(() => expect(first.snapshots).toEqual([{ status: 'no-access' }]));
    vi.mocked(readOwnAccess).mockClear();
    const second = watch();
    second.emit({ ...user, emailVerified: false } as User);
    await vi.waitFor(() => expect(second.snapshots).toEqual([{ status: 'no-access' }]));
    expect(readOwnAccess).not.toHaveBeenCalled();
  });

  it('signs a volunteer out saying why when a refused request finds the access revoked', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    claims({});
    vi.mocked(readOwnAccess).mockResolvedValue(access(true));
    const { emit, snapshots } = watch();
    emit(user);
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    vi.mocked(readOwnAccess).mockResolvedValue(access(false));
    failure(
      'Reading barnHorses',
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    await vi.waitFor(() => expect(snapshots.at(-1)).toEqual({ status: 'access-revoked' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('keeps a volunteer whose access still stands after a refused request', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    claims({});
    vi.mocked(readOwnAccess).mockResolvedValue(access(true));
    const { emit, snapshots } = watch();
    emit(user);
    await vi.waitFor(() => expect(snapshots).toHaveLength(1));
    failure('Reading x', Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await vi.waitFor(() => expect(readOwnAccess).toHaveBeenCalledTimes(2));
    expect(snapshots).toHaveLength(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('reports a sign-out by the provider and clears the stored user', () => {
    localStorage.setItem(signedInUserStorageKey, JSON.stringify({ uid: 'staff-1' }));
    const { emit, snapshots } = watch();
    emit(null);
    expect(snapshots).toEqual([{ status: 'signed-out' }]);
    expect(localStorage.getItem(signedInUserStorageKey)).toBeNull();
  });
});
