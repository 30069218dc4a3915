import type { RouteObject } from 'react-router';

/**
 * Declared on the route: the build prerenders exactly the routes that declare it, embedding only
 * what is named.
 */
export interface PrerenderSpec {
  /** `one`: a page per web-visible horse, its data its route's loader's (decision 84). */
  readonly horses?: 'list' | 'one';
  readonly events?: 'next' | 'lists' | 'one';
}

export interface PrerenderHandle {
  readonly prerender: PrerenderSpec;
}

export const prerendered = (spec: PrerenderSpec = {}): PrerenderHandle => ({ prerender: spec });

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

export function prerenderRoutesOf(routes: readonly RouteObject[], parent = '/'): PrerenderRoute[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    const own: PrerenderRoute[] = isPrerenderHandle(route.handle)
      ? [{ path, prerender: route.handle.prerender }]
      : [];
    return [...own, ...prerenderRoutesOf(route.children ?? [], path)];
  });
}
