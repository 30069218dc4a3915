import { paths } from '#src/config/paths.ts';

/** The horse and the event whose pages stand for all of theirs (both in the demo data). */
export const sampleHorse = 'ada';
export const sampleEvent = 'festa-di-primavera';

/**
 * The pages the site's budget names for Lighthouse performance, measured as the median of several
 * runs (issue "The public website"); the others get the same budget, on fewer runs by default.
 */
export const lighthouseTargets: readonly string[] = [
  paths.home(),
  paths.horses(),
  paths.horse(sampleHorse),
  paths.support(),
];

/**
 * Every public page the bench measures: each page the prerenderer wrote, with one horse page standing
 * for all of them (after the horse list) and one event page for all of theirs in both languages
 * (after the event lists).
 */
export function benchPages(prerendered: readonly string[]): string[] {
  const horse = paths.horse(sampleHorse);
  const event = paths.event('it', sampleEvent);
  for (const sample of [horse, event]) {
    if (!prerendered.includes(sample)) {
      throw new Error(`The prerenderer wrote no ${sample}: is the demo data loaded?`);
    }
  }
  const detailPrefixes = [`${paths.horses()}/`, `${paths.events('it')}/`, `${paths.events('en')}/`];
  const samplesAfter = new Map<string, string>([
    [paths.horses(), horse],
    [paths.events('en'), event],
  ]);
  return prerendered
    .filter((path) => !detailPrefixes.some((prefix) => path.startsWith(prefix)))
    .flatMap((path) => {
      const sample = samplesAfter.get(path);
      return sample ? [path, sample] : [path];
    });
}
