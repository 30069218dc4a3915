import type { SiteLanguage } from '#src/config/site';

/**
 * A text in both languages. The public forms are each one form with Italian and English labels
 * (docs/product.md "Public forms"); the page language decides which comes first.
 */
export interface BiText {
  readonly it: string;
  readonly en: string;
}

export const otherLanguage = (language: SiteLanguage): SiteLanguage =>
  language === 'it' ? 'en' : 'it';

/** "Mensile / Monthly" on the Italian page, "Monthly / Mensile" on the English one. */
export function bilingual(text: BiText, language: SiteLanguage): string {
  const first = text[language];
  const second = text[otherLanguage(language)];
  return first === second ? first : `${first} / ${second}`;
}

export interface BilingualProps {
  readonly text: BiText;
  readonly language: SiteLanguage;
  /** '/' between short labels ("Cavallo / Horse"), nothing between sentences. */
  readonly separator?: '/' | '';
  /** The second language in a muted colour (not on coloured backgrounds such as buttons). */
  readonly quiet?: boolean;
}

/**
 * A text in the page language, then the other language in a quieter tone. Each part carries its
 * `lang`, so screen readers pronounce both correctly.
 */
export function Bilingual({ text, language, separator = '/', quiet = true }: BilingualProps) {
  const other = otherLanguage(language);
  if (text.it === text.en) return <span lang={language}>{text[language]}</span>;
  return (
    <>
      <span lang={language}>{text[language]}</span>{' '}
      <span lang={other} className={quiet ? 'text-body-secondary' : 'fw-normal'}>
        {separator && `${separator} `}
        {text[other]}
      </span>
    </>
  );
}
