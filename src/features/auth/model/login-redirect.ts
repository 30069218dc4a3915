import { routePatterns } from '#src/config/paths';
import type { SignedOutReason } from '../use-staff-session';

export interface LoginLocationState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
  reason?: SignedOutReason;
}

function asLoginState(state: unknown): LoginLocationState {
  return typeof state === 'object' && state !== null ? (state as LoginLocationState) : {};
}

/** Never the login itself, never outside /admin. */
export function redirectTarget(state: unknown): string {
  const from = asLoginState(state).from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const isAdminPage =
    pathname === routePatterns.admin || pathname.startsWith(`${routePatterns.admin}/`);
  if (!isAdminPage || pathname.startsWith(routePatterns.adminLogin)) return routePatterns.admin;
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

export function signedOutReason(state: unknown): SignedOutReason | undefined {
  const reason = asLoginState(state).reason;
  const reasons: readonly unknown[] = [
    'no-access',
    'access-revoked',
    'session-ended',
    'user-signed-out',
  ] satisfies readonly SignedOutReason[];
  return reasons.includes(reason) ? (reason as SignedOutReason) : undefined;
}
