import { Link, useLocation } from 'react-router';
import { languageVersions } from '#src/config/language-pages';
import { paths } from '#src/config/paths';
import { otherLanguage } from '#src/config/site';
import { useHydrated } from '#src/hooks/use-hydrated';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { layoutTexts } from './texts';

export interface LanguageSwitchProps {
  readonly wording: 'short' | 'long';
  readonly className?: string;
}

/** The same page in the other language, with the form's `?cavallo=` once the page has hydrated. */
export function LanguageSwitch({ wording, className }: LanguageSwitchProps) {
  const { pathname, search } = useLocation();
  const language = useSiteLanguage();
  const hydrated = useHydrated();
  const t = useTexts(layoutTexts);
  const other = otherLanguage(language);
  const versions = languageVersions(pathname);
  const target = versions ? `${versions[other]}${hydrated ? search : ''}` : paths.home(other);
  return (
    <Link to={target} lang={other} hrefLang={other} className={className}>
      {wording === 'short' ? t.switchShort : t.switchLong}
    </Link>
  );
}
