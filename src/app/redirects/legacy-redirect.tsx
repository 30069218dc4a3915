import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../routes/site/not-found';
import { legacyRedirectTarget } from './legacy-redirects';

/** Replacing the history entry, so Back does not bounce through the old address. */
export function LegacyRedirect() {
  const { pathname } = useLocation();
  const target = legacyRedirectTarget(pathname);
  return target === null ? <NotFoundPage /> : <Navigate to={target} replace />;
}
