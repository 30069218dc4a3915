import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../routes/site/not-found';
import { typedAddressTarget } from './typed-addresses';

/** As the legacy redirects: replacing the history entry, so Back does not bounce through it. */
export function TypedAddressRedirect() {
  const { pathname } = useLocation();
  const target = typedAddressTarget(pathname);
  return target === null ? <NotFoundPage /> : <Navigate to={target} replace />;
}
