import type { SiteLanguage } from '#src/config/site';
import { CircleApplication } from '#src/features/circles/components/circle-application';

/** One form, Italian and English labels; mounted at both language paths. */
export function CircleApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return <CircleApplication language={language} />;
}
