import type { SiteLanguage } from '#src/config/site';
import { CircleApplication } from '#src/features/circles/components/circle-application';

export function CircleApplicationPage({ language }: { readonly language: SiteLanguage }) {
  return <CircleApplication language={language} />;
}
