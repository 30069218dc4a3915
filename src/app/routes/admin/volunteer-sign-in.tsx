import { VolunteerSignInPage } from '#src/features/auth/components/volunteer-sign-in-page';
import '#src/styles/admin.scss';

export function AdminVolunteerSignInPage() {
  return <VolunteerSignInPage />;
}
