import { CircleApplication } from '#src/features/circles/components/circle-application';
import { useSiteLanguage } from '#src/hooks/use-site-language';

export function CircleApplicationPage() {
  return <CircleApplication language={useSiteLanguage()} />;
}
