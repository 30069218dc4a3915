import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../routes/site/not-found';
import { legacyRedirectTarget } from './legacy-redirects';

/**
 * Sends an old address to its new page, replacing the history entry (Back does not bounce through
 * the old address) and dropping query and hash. Anything else below the prefix is not found.
 */
export function LegacyRedirect() {
  const { pathname } = useLocation();
  const target = legacyRedirectTarget(pathname);
  return target === null ? <NotFoundPage /> : <Navigate to={target} replace />;
}
