import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export type CategoryScores = Record<(typeof lighthouseCategories)[number], number>;

/** A page's category scores (the median of its runs) and its layout shift (the largest of any run). */
export interface LighthouseScores extends CategoryScores {
  layoutShift: number;
}

/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * The figures of a page from its runs: each category's median, as Lighthouse's own guidance on
 * variability recommends (one run on a shared machine moves by a few points), and the largest
 * cumulative layout shift, since "no layout shift" must hold in every run.
 */
export function summariseRuns(samples: readonly LighthouseScores[]): LighthouseScores {
  const categories = Object.fromEntries(
    lighthouseCategories.map((name) => [name, median(samples.map((sample) => sample[name]))]),
  ) as CategoryScores;
  return {
    ...categories,
    layoutShift: Math.max(0, ...samples.map((sample) => sample.layoutShift)),
  };
}

/**
 * Lighthouse (its default: a mobile phone on a slow 4G network) on each URL, in Debian's Chromium,
 * offline. Returns the category scores out of 100 and the layout shift, over `runs` runs
 * (summariseRuns).
 */
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
  // --verbose (or BENCH_VERBOSE=1): the audits that cost points, to see what to fix.
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
