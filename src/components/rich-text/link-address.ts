/**
 * The links staff may keep: http(s), mailto and tel, and paths of this site (`/adozioni`, which
 * texts written before the editor may have; never `//host` or `/\\host`, which leave the site).
 */
const allowedHref = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;

/** Whether a link's address may stay in a text. */
export function isAllowedHref(href: string): boolean {
  return allowedHref.test(href.trim());
}

/** Why an address typed for a link was refused. */
export const linkAddressError =
  'Indirizzo non valido: scrivi un indirizzo web (https://…), un’email o un numero di telefono.';

/**
 * The href of an address typed for a link, or undefined when it cannot be one: a web address may
 * omit https://, an e-mail address mailto: and a phone number tel:; a path of this site stays as it
 * is; other schemes are refused.
 */
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
