import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '#src/components/ui/loading';
import { PageHead } from '#src/components/seo/page-head';
import { routePatterns } from '#src/config/paths';
import type { LoginLocationState } from '../model/login-redirect';
import { SessionContext, type Session } from '#src/lib/session/session-context';
import { useStaffSession } from '../use-staff-session';

/** Waits for Auth to restore the session, so a reload does not bounce to the login. */
export function RequireStaff({ children }: { readonly children: ReactNode }) {
  const { state, signOut } = useStaffSession();
  const location = useLocation();
  const user = state.status === 'signed-in' ? state.user : undefined;
  const session = useMemo<Session | undefined>(
    () => (user ? { user, signOut } : undefined),
    [user, signOut],
  );

  if (state.status === 'loading') {
    return (
      <div className="admin-guard">
        <PageHead title="Area riservata" noindex />
        <Loading label="Verifica dell'accesso…" />
      </div>
    );
  }

  if (!session) {
    const reason = state.status === 'signed-out' ? state.reason : undefined;
    // After a deliberate sign-out the next login starts from the dashboard, not from here.
    const loginState: LoginLocationState =
      reason === 'user-signed-out' ? { reason } : { from: location, reason };
    return <Navigate to={routePatterns.adminLogin} replace state={loginState} />;
  }

  return <SessionContext value={session}>{children}</SessionContext>;
}
