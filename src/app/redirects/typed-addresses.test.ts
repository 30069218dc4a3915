import { paths } from '#src/config/paths';
import { typedAddressTarget } from './typed-addresses';

describe('typedAddressTarget', () => {
  it.each([
    ['/eventi', paths.events('it')],
    ['/eventi/', paths.events('it')],
    ['/eventi//', paths.events('it')],
    ['/Eventi', paths.events('it')],
    ['/EVENTI/', paths.events('it')],
    ['/eventi/festa-di-primavera', paths.event('it', 'festa-di-primavera')],
    ['/eventi/festa-di-primavera/', paths.event('it', 'festa-di-primavera')],
    ['/Eventi/festa', paths.event('it', 'festa')],
  ])('takes %s to %s', (pathname, target) => {
    expect(typedAddressTarget(pathname)).toBe(target);
  });

  it('keeps the slug as typed, as the page under /it/eventi would get it', () => {
    expect(typedAddressTarget('/eventi/Festa')).toBe('/it/eventi/Festa');
    expect(typedAddressTarget('/eventi/festa%20bella')).toBe('/it/eventi/festa%20bella');
  });

  it.each([
    '/',
    '/evento',
    '/eventix',
    '/eventi/festa/foto',
    '/it/eventi',
    '/it/eventi/festa',
    '/en/events',
    '/events',
    '/x/eventi',
    '/eventi/%E0%A4%A',
  ])('leaves %s alone', (pathname) => {
    expect(typedAddressTarget(pathname)).toBeNull();
  });
});
