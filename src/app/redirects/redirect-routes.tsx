import type { RouteObject } from 'react-router';
import { siteLanguages } from '#src/config/site';
import { LegacyRedirect } from './legacy-redirect';
import { TypedAddressRedirect } from './typed-address-redirect';
import { typedAddresses } from './typed-addresses';

/**
 * One catch-all per language prefix: real pages below a prefix have more static segments and rank
 * above it. Then the addresses a visitor types without the prefix (`/eventi`).
 */
export const redirectRoutes: RouteObject[] = [
  ...siteLanguages.map((language) => ({
    path: `/${language}/*`,
    Component: LegacyRedirect,
  })),
  ...typedAddresses.map(({ path }) => ({ path, Component: TypedAddressRedirect })),
];
