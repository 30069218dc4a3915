import type { SiteLanguage } from '#src/config/site';
import { AdoptionApplication } from '#src/features/applications/public/adoption/adoption-application';

/** One form, Italian and English labels; mounted at both language paths. */
export function AdoptionApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return <AdoptionApplication language={language} />;
}
