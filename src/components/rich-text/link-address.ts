/**
 * Never `//host` or `/\\host`, which leave the site; paths are there in texts written before the
 * editor.
 */
const allowedHref = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;

export function isAllowedHref(href: string): boolean {
  return allowedHref.test(href.trim());
}

export const linkAddressError =
  'Indirizzo non valido: scrivi un indirizzo web (https://…), un’email o un numero di telefono.';

export function linkHref(typed: string): string | undefined {
  const address = typed.trim();
  if (/^\+?\d[\d\s./-]{5,}$/.test(address)) return `tel:${address.replace(/[\s./-]/g, '')}`;
  if (!address || /\s/.test(address)) return undefined;
  if (address.startsWith('/')) return isAllowedHref(address) ? address : undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(address)) {
    return isAllowedHref(address) && /^[a-z]+:(\/\/)?[^/]/i.test(address) ? address : undefined;
  }
  if (/^[^@/]+@[^@/]+\.[a-z]{2,}$/i.test(address)) return `mailto:${address}`;
  if (/^[\w-]+(\.[\w-]+)*\.[a-z]{2,}([/?#:].*)?$/i.test(address)) return `https://${address}`;
  return undefined;
}
