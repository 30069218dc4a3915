import type { SiteLanguage } from '../../../config/site';
import { CircleApplication } from '../../../features/circles/components/circle-application';

/** One form, Italian and English labels; mounted at both language paths. */
export function CircleApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return <CircleApplication language={language} />;
}
