import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export type CategoryScores = Record<(typeof lighthouseCategories)[number], number>;

export interface LighthouseScores extends CategoryScores {
  layoutShift: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** The median, as Lighthouse advises (runs vary); the largest shift, as none may shift in any run. */
export function summariseRuns(samples: readonly LighthouseScores[]): LighthouseScores {
  const categories = Object.fromEntries(
    lighthouseCategories.map((name) => [name, median(samples.map((sample) => sample[name]))]),
  ) as CategoryScores;
  return {
    ...categories,
    layoutShift: Math.max(0, ...samples.map((sample) => sample.layoutShift)),
  };
}

export async function runLighthouse(
  urls: readonly string[],
  chromePath: string,
  runs = 1,
  verbose = false,
): Promise<Map<string, LighthouseScores>> {
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const scores = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const samples: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++) samples.push(await scoreOnce(url, chrome.port, verbose));
      scores.set(url, summariseRuns(samples));
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

async function scoreOnce(url: string, port: number, verbose: boolean): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
  });
  const categories = result?.lhr.categories ?? {};
  if (verbose || process.env.BENCH_VERBOSE) {
    const audits = result?.lhr.audits ?? {};
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`);
    console.log(url, failing);
  }
  const scores = Object.fromEntries(
    lighthouseCategories.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
  ) as CategoryScores;
  // Unmeasured counts as a shift: the budget is met only by a measured 0.
  const layoutShift = result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 1;
  return { ...scores, layoutShift };
}
