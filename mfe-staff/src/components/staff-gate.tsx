import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PAGES } from '@portal/pages';
import {
  ApiError,
  ErrorState,
  LoadingState,
  isLoggedInAtom,
  useHydrated,
  useSessionValue,
  userInfoAtom,
} from '@portal/shared';
import type { StaffSession } from '@portal/contract';
import { useStaffSession } from '../api/get-staff-session';
import { isAdminTokenRefused } from '../api/staff-call';

// No alert: for a visitor who is not staff this is the page, not a failure (and a release check
// takes an alert on a page for something wrong shown to readers).
const Notice = styled.div`
  padding: ${({ theme }) => `${theme.space(6)} 0`};
`;

function SignInNeeded() {
  const { t } = useTranslation('staff');
  const { pathname, search } = useLocation();
  return (
    <Notice>
      <p>{t('gate.signInNeeded')}</p>
      <Link to={PAGES.login.href({ returnUrl: `${pathname}${search}` })}>{t('gate.signIn')}</Link>
    </Notice>
  );
}

/**
 * A staff page's frame: it shows `children` to a member of the publisher's staff only, as the
 * API says (`GET /api/staff/session`); a signed-in reader is told the page is for staff, and
 * anyone not signed in is sent to sign in, back to this page afterwards. The site's server,
 * which renders every page as an anonymous reader sees it, renders only the frame: who may see
 * the rest is the browser's to ask.
 */
export function StaffGate({ children }: { children: (staff: StaffSession) => ReactNode }) {
  const { t } = useTranslation('staff');
  const signedIn = useSessionValue(isLoggedInAtom);
  const user = useSessionValue(userInfoAtom);
  const hydrated = useHydrated();
  const session = useStaffSession(hydrated && signedIn ? (user?.username ?? '') : null);

  if (!hydrated) return <LoadingState />;
  if (!signedIn) return <SignInNeeded />;
  if (session.isPending) return <LoadingState />;
  if (session.isError) {
    const { error } = session;
    if (error instanceof ApiError && error.status === 403) {
      return (
        <Notice>
          <p>{t('gate.staffOnly')}</p>
        </Notice>
      );
    }
    if (isAdminTokenRefused(error)) return <SignInNeeded />;
    return <ErrorState message={t('gate.failed')} onRetry={() => void session.refetch()} />;
  }
  return children(session.data);
}
