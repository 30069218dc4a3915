import { paths } from '#src/config/paths';
import { normalisePath } from '#src/components/seo/head-urls';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly match: 'exact' | 'contains';
}

export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home(), match: 'exact' },
  { label: 'Associazione', to: paths.association(), match: 'contains' },
  { label: 'Sostienici', to: paths.support(), match: 'contains' },
  { label: 'Cavalli', to: paths.horses(), match: 'contains' },
  { label: 'Contatti', to: paths.contacts(), match: 'exact' },
];

/**
 * Whole path segments: /sostienici/cerchie activates Sostienici, a /cavallini would not activate
 * Cavalli.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (item.match === 'exact') return path === item.to;
  return `${path}/`.includes(`${item.to}/`);
}
