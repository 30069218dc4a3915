import { LoginPage } from '#src/features/auth/components/login-page';
import '#src/styles/admin.scss';

export function AdminLoginPage() {
  return <LoginPage />;
}
