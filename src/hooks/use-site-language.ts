import { useLocation } from 'react-router';
import { languageOfPath } from '#src/config/language-pages';
import type { SiteLanguage } from '#src/config/site';

/** The language of the address shown: every part of a public page speaks it. */
export function useSiteLanguage(): SiteLanguage {
  return languageOfPath(useLocation().pathname);
}
