import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export type LighthouseScores = Record<(typeof lighthouseCategories)[number], number>;

/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * Lighthouse (its default: a mobile phone on a slow 4G network) on each URL, in Debian's Chromium,
 * offline. Returns the category scores out of 100: the median of `runs` runs, as Lighthouse's own
 * guidance on variability recommends (one run on a shared machine moves by a few points).
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
      scores.set(
        url,
        Object.fromEntries(
          lighthouseCategories.map((name) => [name, median(samples.map((sample) => sample[name]))]),
        ) as LighthouseScores,
      );
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
  return Object.fromEntries(
    lighthouseCategories.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
  ) as LighthouseScores;
}
