import { describeCpu, parseCpuLine } from './machine-cpu.ts';

describe('the machine CPU of a run', () => {
  it('reads busy and total ticks from /proc/stat, idle and iowait being the idle ones', () => {
    const stat = 'cpu  100 5 20 300 10 1 2 0 0 0\ncpu0 50 2 10 150 5 0 1 0 0 0\nintr 1 2 3\n';
    expect(parseCpuLine(stat)).toEqual({ busy: 128, total: 438 });
  });

  it('refuses what is not a cpu line', () => {
    expect(parseCpuLine('intr 1 2 3\n')).toBeUndefined();
    expect(parseCpuLine('cpu  a b c d e\n')).toBeUndefined();
  });

  it('says the seconds used and the share of the cores between two readings', () => {
    expect(describeCpu({ busy: 1_000, total: 2_000 }, { busy: 85_300, total: 88_800 }, 2)).toBe(
      '843 s of CPU, 97% of 2 cores',
    );
  });

  it('says nothing without two readings in order', () => {
    expect(describeCpu(undefined, { busy: 1, total: 2 }, 2)).toBeUndefined();
    expect(describeCpu({ busy: 5, total: 9 }, { busy: 5, total: 9 }, 2)).toBeUndefined();
  });
});
