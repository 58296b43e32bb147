import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import type { StaffSession } from '@portal/contract';
import { STAFF_CALL, withStaffRenewal } from './staff-call';

/**
 * The staff member the session's admin token names. The API decides who is staff: 403 for a
 * signed-in reader, 401 without a staff sign-in.
 */
export function getStaffSession(signal?: AbortSignal): Promise<StaffSession> {
  return withStaffRenewal(() => apiGet('/staff/session', undefined, { ...STAFF_CALL, signal }));
}

/** Asked again for each person signed in (`user`), and each time a staff page is opened. */
export function useStaffSession(user: string | null) {
  return useQuery({
    queryKey: ['staff', 'session', user],
    queryFn: ({ signal }) => getStaffSession(signal),
    enabled: user !== null,
    staleTime: 0,
  });
}
