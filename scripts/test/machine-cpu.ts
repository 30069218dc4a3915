// What the whole machine's CPU did during a run, from Linux's /proc/stat: `npm test` is bound by
// CPU on two cores, so its time is read beside the CPU it used.
import { readFileSync } from 'node:fs';

/** Cumulative CPU ticks of all cores: busy and in total. */
export interface CpuTicks {
  busy: number;
  total: number;
}

/** The first line of /proc/stat ("cpu  user nice system idle iowait irq softirq steal …"). */
export function parseCpuLine(stat: string): CpuTicks | undefined {
  const line = stat.split('\n').find((candidate) => /^cpu\s/.test(candidate));
  const values = line?.trim().split(/\s+/).slice(1, 9).map(Number);
  if (!values || values.length < 5 || values.some((value) => !Number.isFinite(value))) {
    return undefined;
  }
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

export function readCpuTicks(): CpuTicks | undefined {
  try {
    return parseCpuLine(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * "843 s of CPU, 97% of 2 cores" between two readings (the kernel counts in 1/100 s); undefined off
 * Linux.
 */
export function describeCpu(
  before: CpuTicks | undefined,
  after: CpuTicks | undefined,
  cores: number,
): string | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  const busy = after.busy - before.busy;
  const share = Math.round((100 * busy) / (after.total - before.total));
  return `${Math.round(busy / 100)} s of CPU, ${share}% of ${cores} cores`;
}
