import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export type LighthouseScores = Record<(typeof lighthouseCategories)[number], number>;

/**
 * Lighthouse (its default: a mobile phone on a slow 4G network) on each URL, in Debian's Chromium,
 * offline. Returns the category scores out of 100.
 */
export async function runLighthouse(
  urls: string[],
  chromePath: string,
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
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
      });
      const categories = result?.lhr.categories ?? {};
      scores.set(
        url,
        Object.fromEntries(
          lighthouseCategories.map((name) => [
            name,
            Math.round((categories[name]?.score ?? 0) * 100),
          ]),
        ) as LighthouseScores,
      );
      if (process.env.BENCH_VERBOSE) {
        const audits = result?.lhr.audits ?? {};
        const failing = Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`);
        console.log(url, failing);
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
