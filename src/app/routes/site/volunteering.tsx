import { VolunteerApplication } from '#src/features/volunteers';
import { useSiteLanguage } from '#src/hooks/use-site-language';

export function VolunteeringPage() {
  return <VolunteerApplication language={useSiteLanguage()} />;
}
