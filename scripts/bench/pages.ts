import { paths } from '../../src/config/paths.ts';

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
 * Every public page the bench measures: each page the prerenderer wrote except the horse pages,
 * one horse page for all of them, an event page and both addresses of the circle form (those three
 * get the app shell and render in the browser).
 */
export function benchPages(prerendered: readonly string[]): string[] {
  const horsePrefix = `${paths.horses()}/`;
  const horse = paths.horse(sampleHorse);
  if (!prerendered.includes(horse)) {
    throw new Error(`The prerenderer wrote no ${horse}: is the demo data loaded?`);
  }
  // The horse page comes after the horse list, in the prerenderer's order of the others.
  const pages = prerendered
    .filter((path) => !path.startsWith(horsePrefix))
    .flatMap((path) => (path === paths.horses() ? [path, horse] : [path]));
  pages.push(
    paths.event('it', sampleEvent),
    paths.circleApplication('it'),
    paths.circleApplication('en'),
  );
  if (!pages.includes(horse)) pages.push(horse);
  return [...new Set(pages)];
}
