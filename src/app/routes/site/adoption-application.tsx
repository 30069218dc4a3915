import type { SiteLanguage } from '#src/config/site';
import { AdoptionApplication } from '#src/features/applications/public/adoption/adoption-application';

export function AdoptionApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return <AdoptionApplication language={language} />;
}
