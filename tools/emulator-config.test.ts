import { join } from 'node:path';
import {
  backendDataDir,
  perOffset,
  portOffset,
  readEmulatorConfig,
  repoRoot,
} from './emulator-config.ts';

describe('EQ_PORT_OFFSET', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is 0 when unset or blank', () => {
    expect(portOffset({})).toBe(0);
    expect(portOffset({ EQ_PORT_OFFSET: ' ' })).toBe(0);
  });

  it('refuses anything but a whole number in range, naming the value', () => {
    expect(() => portOffset({ EQ_PORT_OFFSET: '10.5' })).toThrow(/"10\.5"/);
    expect(() => portOffset({ EQ_PORT_OFFSET: '-10' })).toThrow(/EQ_PORT_OFFSET/);
    expect(() => portOffset({ EQ_PORT_OFFSET: 'abc' })).toThrow(/EQ_PORT_OFFSET/);
    expect(() => portOffset({ EQ_PORT_OFFSET: '15' })).toThrow(/multiple of 10/);
  });

  it('refuses offsets that would make two runs share a port, suggesting a safe one', () => {
    expect(() => portOffset({ EQ_PORT_OFFSET: '100' })).toThrow(/e\.g\. 10$/);
    expect(() => portOffset({ EQ_PORT_OFFSET: '300' })).toThrow(/e\.g\. 30$/);
    expect(portOffset({ EQ_PORT_OFFSET: '90' })).toBe(90);
  });

  it('keeps every port of every run apart for all allowed offsets', () => {
    vi.stubEnv('EQ_PORT_OFFSET', '');
    const base = Object.values(readEmulatorConfig().ports).concat(4173, 4174, 5173);
    const used = new Map<number, string>();
    for (let offset = 0; offset <= 90; offset += 10) {
      for (const port of base) {
        const owner = used.get(port + offset);
        expect(owner, `port ${port + offset}`).toBeUndefined();
        used.set(port + offset, `${offset}`);
      }
    }
  });

  it('refuses an offset that puts a port where fetch and browsers will not go, naming it', () => {
    // Hosting's 5000 + 60 is SIP's 5060, one of the Fetch standard's "bad ports".
    expect(() => readEmulatorConfig({ EQ_PORT_OFFSET: '60' })).toThrow(
      /offset of 60 puts hosting 5060 on a port browsers and fetch refuse/,
    );
    expect(() => readEmulatorConfig({ EQ_PORT_OFFSET: '10', EQ_TEST_LANE: '7' })).toThrow(
      /preview 4190/,
    );
    expect(readEmulatorConfig({ EQ_PORT_OFFSET: '70' }).ports.hosting).toBe(5070);
  });

  it('shifts every emulator port and names folders per offset', () => {
    // Whatever lane the suite itself runs on.
    vi.stubEnv('EQ_TEST_LANE', '');
    vi.stubEnv('EQ_PORT_OFFSET', '');
    const base = readEmulatorConfig().ports;
    vi.stubEnv('EQ_PORT_OFFSET', '30');
    const shifted = readEmulatorConfig().ports;
    for (const name of Object.keys(base) as (keyof typeof base)[]) {
      expect(shifted[name]).toBe(base[name] + 30);
    }
    expect(perOffset('dist-emulator')).toBe('dist-emulator-30');
    expect(perOffset('dist-emulator', 0)).toBe('dist-emulator');
  });
});

describe('EQ_TEST_LANE', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("adds 1 to 9 to the run's offset, so the lanes of two runs never share a port", () => {
    expect(portOffset({ EQ_PORT_OFFSET: '20', EQ_TEST_LANE: '3' })).toBe(23);
    expect(portOffset({ EQ_TEST_LANE: '9' })).toBe(9);
    const offsets = new Set<number>();
    for (let run = 0; run <= 90; run += 10) {
      for (let lane = 0; lane <= 9; lane++) {
        offsets.add(portOffset({ EQ_PORT_OFFSET: String(run), EQ_TEST_LANE: String(lane) }));
      }
    }
    expect(offsets.size).toBe(100);
  });

  it('never gives Hosting 5001, which firebase-tools keeps for Functions, nor a port of another lane', () => {
    expect(readEmulatorConfig({ EQ_TEST_LANE: '1' }).ports.hosting).toBe(5101);
    expect(readEmulatorConfig({ EQ_TEST_LANE: '2' }).ports.hosting).toBe(5002);
    expect(readEmulatorConfig({ EQ_PORT_OFFSET: '10', EQ_TEST_LANE: '1' }).ports.hosting).toBe(
      5011,
    );
    // Every offset a run and a lane can add up to (some are refused for other ports' sake).
    const hosting: number[] = [];
    for (let offset = 0; offset <= 99; offset++) {
      try {
        const lane = offset % 10;
        const run = offset - lane;
        const env = { EQ_PORT_OFFSET: String(run), EQ_TEST_LANE: String(lane) };
        hosting.push(readEmulatorConfig(env).ports.hosting);
      } catch {
        // A refused offset serves nothing.
      }
    }
    expect(hosting).not.toContain(5001);
    expect(new Set(hosting).size).toBe(hosting.length);
  });

  it('refuses a lane outside 0 to 9, naming the value', () => {
    expect(() => portOffset({ EQ_TEST_LANE: '10' })).toThrow(/EQ_TEST_LANE.*"10"/);
    expect(() => portOffset({ EQ_TEST_LANE: 'a' })).toThrow(/EQ_TEST_LANE.*"a"/);
  });

  it('names the folders of a lane apart from those of its run', () => {
    vi.stubEnv('EQ_PORT_OFFSET', '20');
    vi.stubEnv('EQ_TEST_LANE', '2');
    expect(perOffset('dist-emulator')).toBe('dist-emulator-22');
  });
});

describe("a backend's data folder", () => {
  it('is one per port offset, lane included, under .emulator-data', () => {
    const root = join(repoRoot, '.emulator-data');
    expect(backendDataDir({})).toBe(join(root, 'offset-0'));
    expect(backendDataDir({ EQ_PORT_OFFSET: '30' })).toBe(join(root, 'offset-30'));
    expect(backendDataDir({ EQ_PORT_OFFSET: '30', EQ_TEST_LANE: '2' })).toBe(
      join(root, 'offset-32'),
    );
    expect(backendDataDir({ EQ_PORT_OFFSET: '90' })).not.toBe(backendDataDir({}));
  });

  it('goes under EQ_EMULATOR_DATA when it is set', () => {
    expect(backendDataDir({ EQ_EMULATOR_DATA: '/tmp/eq-data', EQ_PORT_OFFSET: '10' })).toBe(
      '/tmp/eq-data/offset-10',
    );
    expect(backendDataDir({ EQ_EMULATOR_DATA: ' ' })).toBe(
      join(repoRoot, '.emulator-data', 'offset-0'),
    );
  });
});
