import { ApiError, isLoggedInAtom, portalStore, refreshSession } from '@portal/shared';

/**
 * What every staff call passes to the client: silent, since the page says what went wrong in its
 * own place, and no jump to the login page on a 401, which would lose the files a staff member
 * has chosen; `withStaffRenewal` renews the session instead.
 */
export const STAFF_CALL = { silent: true, authRedirect: false } as const;

/** The API refused the admin token (401): missing, expired or of an ended session. */
export function isAdminTokenRefused(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'auth';
}

/**
 * Sends a staff call, and once more after renewing the session when the admin token was refused:
 * it lives five minutes, and a renewal brings a staff member a fresh one. Nobody signed in, or a
 * renewal that fails, leaves the refusal to the caller.
 */
export async function withStaffRenewal<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isAdminTokenRefused(error) || !portalStore.get(isLoggedInAtom)) throw error;
    if (!(await refreshSession())) throw error;
    return send();
  }
}
