import { createServer, type Server } from 'node:net';
import { assertPortFree, findFirestoreEmulator, javaCommand, SetupError } from './preflight.ts';

describe('backend preflight', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
    vi.unstubAllEnvs();
  });

  it('reports a busy port with the service that needs it', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const error = await assertPortFree('127.0.0.1', port, 'Firestore emulator').catch((e) => e);
    expect(error).toBeInstanceOf(SetupError);
    expect(error.message).toContain(`Port ${port} (Firestore emulator) is already in use`);
  });

  it('accepts a free port', async () => {
    await expect(assertPortFree('127.0.0.1', 0, 'anything')).resolves.toBeUndefined();
  });

  it('says how to install Java when there is none', () => {
    vi.stubEnv('JAVA', '/nonexistent/java');
    expect(() => javaCommand()).toThrow(/Java was not found.*apt-get install -y openjdk-17/);
  });

  it('says when FIRESTORE_EMULATOR_PATH points at nothing', () => {
    vi.stubEnv('FIRESTORE_EMULATOR_PATH', '/nonexistent/emulator');
    expect(() => findFirestoreEmulator()).toThrow(SetupError);
  });

  it('finds the emulator through FIRESTORE_EMULATOR_PATH given as the launcher script', () => {
    const found = findFirestoreEmulator();
    vi.stubEnv('FIRESTORE_EMULATOR_PATH', found.jar.replace(/[^/]+\.jar$/, ''));
    expect(findFirestoreEmulator().jar).toBe(found.jar);
  });
});
