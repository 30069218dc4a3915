import { AdoptionApplication } from '#src/features/applications/public/adoption/adoption-application';
import { useSiteLanguage } from '#src/hooks/use-site-language';

export function AdoptionApplicationPage() {
  return <AdoptionApplication language={useSiteLanguage()} />;
}
