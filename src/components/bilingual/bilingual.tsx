import type { SiteLanguage } from '#src/config/site';

/** The page language decides which comes first. */
export interface BiText {
  readonly it: string;
  readonly en: string;
}

export const otherLanguage = (language: SiteLanguage): SiteLanguage =>
  language === 'it' ? 'en' : 'it';

export function bilingual(text: BiText, language: SiteLanguage): string {
  const first = text[language];
  const second = text[otherLanguage(language)];
  return first === second ? first : `${first} / ${second}`;
}

export interface BilingualProps {
  readonly text: BiText;
  readonly language: SiteLanguage;
  readonly separator?: '/' | '';
  readonly quiet?: boolean;
}

/** Each part carries its `lang`, so screen readers pronounce both correctly. */
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
