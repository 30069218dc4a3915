import type { SiteLanguage } from '#src/config/site';
import { CessionApplication } from '#src/features/applications/public/cession/cession-application';

export function CessionApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return <CessionApplication language={language} />;
}
