import { isNavItemActive, mainNavItems, type NavItem } from './nav-items';

function item(label: string): NavItem {
  const found = mainNavItems().find((navItem) => navItem.label === label);
  if (!found) throw new Error(`No nav item ${label}`);
  return found;
}

function activeLabels(pathname: string): string[] {
  return mainNavItems()
    .filter((navItem) => isNavItemActive(navItem, pathname))
    .map((navItem) => navItem.label);
}

describe('mainNavItems', () => {
  it('lists the header links in the order of docs/product.md §2', () => {
    expect(mainNavItems().map((navItem) => [navItem.label, navItem.to])).toEqual([
      ['Home', '/'],
      ['Associazione', '/associazione'],
      ['Sostienici', '/sostienici'],
      ['Cavalli', '/cavalli'],
      ['Contatti', '/contatti'],
    ]);
  });
});

describe('isNavItemActive', () => {
  it('activates Home on the exact root path only', () => {
    expect(isNavItemActive(item('Home'), '/')).toBe(true);
    expect(isNavItemActive(item('Home'), '/cavalli')).toBe(false);
  });

  it('activates Contatti on its exact path only', () => {
    expect(isNavItemActive(item('Contatti'), '/contatti')).toBe(true);
    expect(isNavItemActive(item('Contatti'), '/contatti/')).toBe(true);
    expect(isNavItemActive(item('Contatti'), '/contatti/altro')).toBe(false);
  });

  it('activates the other links on any path containing their route', () => {
    expect(activeLabels('/sostienici/cerchie/candidatura-cerchia')).toEqual(['Sostienici']);
    expect(activeLabels('/sostienici/cinque-x-mille')).toEqual(['Sostienici']);
    expect(activeLabels('/cavalli/frodo')).toEqual(['Cavalli']);
    expect(activeLabels('/it/cavalli/frodo')).toEqual(['Cavalli']);
    expect(activeLabels('/associazione')).toEqual(['Associazione']);
  });

  it('compares whole path segments', () => {
    expect(activeLabels('/cavallini')).toEqual([]);
    expect(activeLabels('/en/events')).toEqual([]);
  });
});
