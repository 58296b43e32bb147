import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  sessionTypeAtom,
  useReturnUrl,
  type ConfirmDialogProps,
  type UserInfo,
  useSessionValue,
} from '@portal/shared';
import { useServerErrors } from '@portal/parts/forms';

export type LoginKind = 'personal' | 'organization';

type Login = () => Promise<UserInfo>;

/** A sign-in's refusal is about the whole form: its fields are the page's to check. */
const NO_FIELDS = {};

export interface SignIn {
  /** Signs in with `login`, first asking when it would end a session of the other kind. */
  signIn: (login: Login) => void;
  pending: boolean;
  /**
   * Why the last attempt failed, or '': the server's reason when it wrote one for readers, ours
   * when it named the input it refused.
   */
  error: string;
  /** Forgets why the last attempt failed, when the page's own check finds a mistake. */
  clearError: () => void;
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
  const server = useServerErrors<never>(NO_FIELDS);
  const [waiting, setWaiting] = useState<Login | null>(null);

  const run = async (login: Login) => {
    setPending(true);
    server.clear();
    try {
      await login();
      navigate(returnUrl, { replace: true });
    } catch (caught) {
      server.show(caught);
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
    error: server.formError(t('shell:login.failed')) ?? '',
    clearError: server.clear,
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
