import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { textsFor } from '#src/lib/text/dictionary';
import { layoutTexts } from './texts';
import { normalisePath } from '#src/components/seo/head-urls';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly match: 'exact' | 'contains';
}

export function mainNavItems(language: SiteLanguage = 'it'): readonly NavItem[] {
  const label = textsFor(layoutTexts, language).nav;
  return [
    { label: label.home, to: paths.home(language), match: 'exact' },
    { label: label.association, to: paths.association(language), match: 'contains' },
    { label: label.support, to: paths.support(language), match: 'contains' },
    { label: label.horses, to: paths.horses(language), match: 'contains' },
    { label: label.contacts, to: paths.contacts(language), match: 'exact' },
  ];
}

/**
 * Whole path segments: /sostienici/cerchie activates Sostienici, a /cavallini would not activate
 * Cavalli.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (item.match === 'exact') return path === item.to;
  return `${path}/`.includes(`${item.to}/`);
}
