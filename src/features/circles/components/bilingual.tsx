import type { SiteLanguage } from '#src/config/site';
import { otherLanguage, type BiText } from './circle-text';

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
