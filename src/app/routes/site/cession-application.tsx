import { CessionApplication } from '#src/features/applications/public/cession/cession-application';
import { useSiteLanguage } from '#src/hooks/use-site-language';

export function CessionApplicationPage() {
  return <CessionApplication language={useSiteLanguage()} />;
}
