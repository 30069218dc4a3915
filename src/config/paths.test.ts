import { childPattern, fillPattern, paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the public section paths of docs/product.md §2', () => {
    expect(paths.home()).toBe('/');
    expect(paths.association()).toBe('/associazione');
    expect(paths.support()).toBe('/sostienici');
    expect(paths.circles()).toBe('/sostienici/cerchie');
    expect(paths.fivePerThousand()).toBe('/sostienici/cinque-x-mille');
    expect(paths.horses()).toBe('/cavalli');
    expect(paths.contacts()).toBe('/contatti');
  });

  it('builds horse and admin detail paths, encoding the slug', () => {
    expect(paths.horse('frodo')).toBe('/cavalli/frodo');
    expect(paths.horse('a b/c')).toBe('/cavalli/a%20b%2Fc');
    expect(paths.adminHorse('frodo')).toBe('/admin/horses/frodo');
    expect(paths.adminEvent('festa')).toBe('/admin/events/festa');
    expect(paths.adminAdoptionApplication('x1')).toBe('/admin/adoption-applications/x1');
    expect(paths.adminCessionApplication('y2')).toBe('/admin/cession-applications/y2');
    expect(paths.adminCircleApplication('z3')).toBe('/admin/circle-applications/z3');
  });

  it('builds the back-office list paths', () => {
    expect(paths.adminLogs()).toBe('/admin/logs');
    expect(childPattern(routePatterns.admin, routePatterns.adminLogs)).toBe('logs');
  });

  it('builds event paths by language', () => {
    expect(paths.events('it')).toBe('/it/eventi');
    expect(paths.events('en')).toBe('/en/events');
    expect(paths.event('it', 'festa-2024')).toBe('/it/eventi/festa-2024');
    expect(paths.event('en', 'festa-2024')).toBe('/en/events/festa-2024');
  });

  it('builds the circle application path in both languages, optionally with a horse', () => {
    expect(paths.circleApplication()).toBe('/sostienici/cerchie/candidatura-cerchia');
    expect(paths.circleApplication('en')).toBe('/en/circle-application');
    expect(paths.circleApplication('it', { horse: 'frodo' })).toBe(
      '/sostienici/cerchie/candidatura-cerchia?cavallo=frodo',
    );
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => paths.horse('')).toThrow(/slug/);
    expect(() => fillPattern('/x/:id', {})).toThrow(/id/);
  });

  it('derives child patterns for nested routes', () => {
    expect(childPattern(routePatterns.admin, routePatterns.adminHorse)).toBe('horses/:slug');
    expect(() => childPattern('/admin', '/cavalli')).toThrow();
  });
});
