import { perOffset, portOffset, readEmulatorConfig } from './emulator-config.ts';

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
    expect(() => portOffset({ EQ_PORT_OFFSET: '-1' })).toThrow(/EQ_PORT_OFFSET/);
    expect(() => portOffset({ EQ_PORT_OFFSET: 'abc' })).toThrow(/EQ_PORT_OFFSET/);
  });

  it('shifts every emulator port and names folders per offset', () => {
    vi.stubEnv('EQ_PORT_OFFSET', '');
    const base = readEmulatorConfig().ports;
    vi.stubEnv('EQ_PORT_OFFSET', '300');
    const shifted = readEmulatorConfig().ports;
    for (const name of Object.keys(base) as (keyof typeof base)[]) {
      expect(shifted[name]).toBe(base[name] + 300);
    }
    expect(perOffset('dist-emulator')).toBe('dist-emulator-300');
    expect(perOffset('dist-emulator', 0)).toBe('dist-emulator');
  });
});
