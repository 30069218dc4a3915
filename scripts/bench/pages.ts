import { paths, routePatterns } from '#src/config/paths.ts';
import type { SiteLanguage } from '#src/config/site.ts';

export const sampleHorse = 'ada';
export const sampleEvent = 'festa-di-primavera';

/** The pages the budget names; the others get the same budget on fewer runs by default. */
export const lighthouseTargets: readonly string[] = [
  paths.home(),
  paths.horses(),
  paths.horse(sampleHorse),
  paths.support(),
];

// From the routes, not site.ts, which reads Vite's import.meta.env (absent under tsx).
const languages = Object.keys(routePatterns.circleApplication) as SiteLanguage[];
export const formPages: readonly string[] = languages.flatMap((language) => [
  paths.circleApplication(language),
  paths.adoptionApplication(language),
  paths.cessionApplication(language),
  paths.volunteering(language),
]);

/**
 * The unsubscribe link's page, reached only from a mail and never indexed: it writes as soon as it
 * opens with its key, so it needs Firestore and App Check; not a page of the site's budgets.
 */
export const mailOnlyPages: readonly string[] = languages.map((language) =>
  paths.unsubscribe(language),
);

export const isFormPage = (path: string): boolean => formPages.includes(path);

/** One horse page (per language) stands for all of them, one event page for all of theirs. */
export function benchPages(prerendered: readonly string[]): string[] {
  const horse = paths.horse(sampleHorse);
  const event = paths.event('it', sampleEvent);
  for (const sample of [horse, event]) {
    if (!prerendered.includes(sample)) {
      throw new Error(`The prerenderer wrote no ${sample}: is the demo data loaded?`);
    }
  }
  const detailPrefixes = [
    `${paths.horses()}/`,
    `${paths.horses('en')}/`,
    `${paths.events('it')}/`,
    `${paths.events('en')}/`,
  ];
  const samplesAfter = new Map<string, string>([
    [paths.horses(), horse],
    [paths.horses('en'), paths.horse(sampleHorse, 'en')],
    [paths.events('en'), event],
  ]);
  return prerendered
    .filter((path) => !mailOnlyPages.includes(path))
    .filter((path) => !detailPrefixes.some((prefix) => path.startsWith(prefix)))
    .flatMap((path) => {
      const sample = samplesAfter.get(path);
      return sample ? [path, sample] : [path];
    });
}
