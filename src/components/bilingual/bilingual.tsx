import type { SiteLanguage } from '#src/config/site';

/** Every public text in both languages; each address shows only its own (docs/product.md §2). */
export interface BiText {
  readonly it: string;
  readonly en: string;
}

export function bilingual(text: BiText, language: SiteLanguage): string {
  return text[language];
}

/**
 * A message the form's checks and the send hook write as "Italian / English" (one wording for
 * both): the half of the page's language. Any other message (a service's) is shown as it is.
 */
export function inLanguage(message: string, language: SiteLanguage): string;
export function inLanguage(message: string | undefined, language: SiteLanguage): string | undefined;
export function inLanguage(message: string | undefined, language: SiteLanguage) {
  if (message === undefined) return undefined;
  const halves = message.split(' / ');
  if (halves.length !== 2) return message;
  return language === 'it' ? halves[0] : halves[1];
}

export interface BilingualProps {
  readonly text: BiText;
  readonly language: SiteLanguage;
}

export function Bilingual({ text, language }: BilingualProps) {
  return <span lang={language}>{text[language]}</span>;
}
