import type { RouteObject } from 'react-router';

/**
 * What a public page is built with at build time (scripts/prerender), declared once, on its route
 * (site-routes.tsx): a route that declares it is prerendered, with only the data named here
 * embedded; every other route (the back office, redirects, not-found) gets the app shell.
 */
export interface PrerenderSpec {
  /**
   * The horses it embeds: the whole list as lists show it, or `one`: the page's own horse in full,
   * with one page per web-visible horse (the route's `:slug`).
   */
  readonly horses?: 'list' | 'one';
  /**
   * The events it embeds: the upcoming ones (`next`), both lists split on Rome's day (`lists`), or
   * `one`: the page's own event as its page shows it in the page's language, with one page per
   * web-visible event (the route's `:slug`).
   */
  readonly events?: 'next' | 'lists' | 'one';
  /**
   * The news it embeds: `horse`, the news of the page's own horse (a route declaring `horses: 'one'`),
   * newest first (docs/decisions/0039-horse-news.md).
   */
  readonly news?: 'horse';
}

/** A route's `handle` when it is prerendered. */
export interface PrerenderHandle {
  readonly prerender: PrerenderSpec;
}

/** The `handle` of a route prerendered with `spec` (nothing embedded by default). */
export const prerendered = (spec: PrerenderSpec = {}): PrerenderHandle => ({ prerender: spec });

/** A prerendered route: its full path pattern and what its pages embed. */
export interface PrerenderRoute {
  readonly path: string;
  readonly prerender: PrerenderSpec;
}

function isPrerenderHandle(handle: unknown): handle is PrerenderHandle {
  return typeof handle === 'object' && handle !== null && 'prerender' in handle;
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The routes of a tree that declare a prerender spec, in the order they are declared. */
export function prerenderRoutesOf(routes: readonly RouteObject[], parent = '/'): PrerenderRoute[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const own: PrerenderRoute[] = isPrerenderHandle(route.handle)
      ? [{ path, prerender: route.handle.prerender }]
      : [];
    return [...own, ...prerenderRoutesOf(route.children ?? [], path)];
  });
}
