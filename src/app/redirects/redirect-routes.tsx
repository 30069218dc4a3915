import type { RouteObject } from 'react-router';
import { siteLanguages } from '#src/config/site';
import { typedAddresses } from './typed-addresses';

/**
 * One catch-all per language prefix: real pages below a prefix have more static segments and rank
 * above it. Then the addresses a visitor types without the prefix (`/eventi`). Hosting answers
 * both with its own redirects (firebase.json), so their components load only when the app itself
 * meets such an address (the development server, a preview): never in a public page's first visit.
 */
export const redirectRoutes: RouteObject[] = [
  ...siteLanguages.map((language) => ({
    path: `/${language}/*`,
    lazy: async () => ({ Component: (await import('./legacy-redirect')).LegacyRedirect }),
  })),
  ...typedAddresses.map(({ path }) => ({
    path,
    lazy: async () => ({
      Component: (await import('./typed-address-redirect')).TypedAddressRedirect,
    }),
  })),
];
