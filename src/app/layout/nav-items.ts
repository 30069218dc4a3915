import { paths } from '#src/config/paths';
import { normalisePath } from '#src/components/seo/head-urls';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  /** 'exact': active on its own path only; 'contains': on any path containing the route. */
  readonly match: 'exact' | 'contains';
}

/** Header links, in the order of docs/product.md §2. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home(), match: 'exact' },
  { label: 'Associazione', to: paths.association(), match: 'contains' },
  { label: 'Sostienici', to: paths.support(), match: 'contains' },
  { label: 'Cavalli', to: paths.horses(), match: 'contains' },
  { label: 'Contatti', to: paths.contacts(), match: 'exact' },
];

/**
 * Whether a header link is active for `pathname`. "Contains" compares whole path segments, so
 * /sostienici/cerchie activates Sostienici but a hypothetical /cavallini does not activate Cavalli.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (item.match === 'exact') return path === item.to;
  return `${path}/`.includes(`${item.to}/`);
}
