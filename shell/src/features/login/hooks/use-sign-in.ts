import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  LoginError,
  sessionTypeAtom,
  useReturnUrl,
  type ConfirmDialogProps,
  type UserInfo,
  useSessionValue,
} from '@portal/shared';

export type LoginKind = 'personal' | 'organization';

type Login = () => Promise<UserInfo>;

export interface SignIn {
  /** Signs in with `login`, first asking when it would end a session of the other kind. */
  signIn: (login: Login) => void;
  pending: boolean;
  /** Why the last attempt failed (the server's reason when it gave one), or ''. */
  error: string;
  /** Props of the confirmation asked before switching between the two kinds of login. */
  confirmation: ConfirmDialogProps;
}

/**
 * One kind of sign-in on the login page: runs it, keeps it pending, shows why it failed, and
 * goes to the page's return URL when it succeeds. Switching between personal and organization
 * login ends the current session, so the reader confirms it first (spec section 4).
 */
export function useSignIn(kind: LoginKind): SignIn {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnUrl = useReturnUrl();
  const current = useSessionValue(sessionTypeAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const [waiting, setWaiting] = useState<Login | null>(null);

  const run = async (login: Login) => {
    setPending(true);
    setError('');
    try {
      await login();
      navigate(returnUrl, { replace: true });
    } catch (caught) {
      setError(caught instanceof LoginError ? caught.message : t('shell:login.failed'));
    } finally {
      setPending(false);
    }
  };

  const signIn = (login: Login) => {
    if (pending) return;
    if (current !== '' && current !== kind) setWaiting(() => login);
    else void run(login);
  };

  const toOrganization = kind === 'organization';
  return {
    signIn,
    pending,
    error,
    confirmation: {
      open: waiting !== null,
      onOpenChange: (open) => {
        if (!open) setWaiting(null);
      },
      onConfirm: () => {
        if (waiting) void run(waiting);
      },
      title: t(
        toOrganization
          ? 'shell:login.switch.toOrganizationTitle'
          : 'shell:login.switch.toPersonalTitle',
      ),
      description: t(
        toOrganization
          ? 'common:user.organizationLoginConfirm'
          : 'common:user.personalLoginConfirm',
      ),
      confirmLabel: t('shell:login.switch.confirm'),
      cancelLabel: t('shell:login.switch.cancel'),
    },
  };
}
