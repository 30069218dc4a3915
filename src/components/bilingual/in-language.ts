import type { SiteLanguage } from '#src/config/site';

/**
 * A message the public forms' checks and the send hook still write as "Italian / English" (one
 * wording for both): the half of the page's language. Any other message (a service's) is shown as
 * it is. The forms' texts are dictionaries (decision 79); these messages become keys of them when
 * the checks come from the input schemas (decision 81, "Public forms").
 */
export function inLanguage(message: string, language: SiteLanguage): string;
export function inLanguage(message: string | undefined, language: SiteLanguage): string | undefined;
export function inLanguage(message: string | undefined, language: SiteLanguage) {
  if (message === undefined) return undefined;
  const halves = message.split(' / ');
  if (halves.length !== 2) return message;
  return language === 'it' ? halves[0] : halves[1];
}
