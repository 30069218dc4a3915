import { LoginPage } from '../../../features/auth/components/login-page';
import '../../../styles/admin.scss';

export function AdminLoginPage() {
  return <LoginPage />;
}
