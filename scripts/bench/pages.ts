import { paths, routePatterns } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';

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

/** The public forms (circle, adoption, cession) in each language: budgeted before any interaction. */
// The languages from the routes, not site.ts, which reads Vite's import.meta.env (absent under tsx).
const languages = Object.keys(routePatterns.circleApplication) as SiteLanguage[];
export const formPages: readonly string[] = languages.flatMap((language) => [
  paths.circleApplication(language),
  paths.adoptionApplication(language),
  paths.cessionApplication(language),
]);

/** Whether a page is one of the public forms; every other public page is an information page. */
export const isFormPage = (path: string): boolean => formPages.includes(path);

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
