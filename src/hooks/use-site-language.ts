import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { languageOfPath } from '#src/config/language-pages';
import type { SiteLanguage } from '#src/config/site';

/**
 * The language of the address shown: every part of a public page speaks it. A part rendered
 * outside a router (alone, in a test) speaks Italian, the site's first language.
 */
export function useSiteLanguage(): SiteLanguage {
  const context = useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null;
  return languageOfPath(context?.location?.pathname ?? '/');
}
