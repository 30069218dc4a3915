import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { logoPath } from '#src/config/site';
import { signOutUser } from '../api/auth-api';
import { loginMessages } from '../model/login-errors';
import { redirectTarget, signedOutReason } from '../model/login-redirect';
import type { SignedOutReason } from '../use-staff-session';
import { LoginForm } from './login-form';

const notices: Partial<Record<SignedOutReason, string>> = {
  'no-access': loginMessages.noAccess,
  'access-revoked': loginMessages.accessRevoked,
  'session-ended': loginMessages.sessionEnded,
};

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const reason = signedOutReason(state);
  const notice = reason ? notices[reason] : undefined;

  useEffect(() => {
    void signOutUser();
  }, []);

  return (
    <main className="admin-login">
      <PageHead title="Accesso area riservata" noindex />
      <div className="admin-login__card">
        <Link to={paths.home()} className="admin-login__brand">
          <img src={logoPath} alt="" width={64} height={64} />
          <span>{association.name}</span>
        </Link>
        <h1 className="admin-login__title">Area riservata</h1>
        {notice && (
          <p className="alert alert-warning" role="status">
            {notice}
          </p>
        )}
        <LoginForm onSignedIn={() => navigate(redirectTarget(state), { replace: true })} />
      </div>
    </main>
  );
}
