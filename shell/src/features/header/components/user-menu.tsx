import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  clearSession,
  ConfirmDialog,
  LoginError,
  loginOrganization,
  logout,
  notify,
  signingOutAtom,
  VisuallyHidden,
  useSessionValue,
} from '@portal/shared';
import { PAGES } from '@portal/pages';
import { useDisclosure } from '../hooks/use-disclosure';
import { useUserMenu, type UserMenuEntry, type UserMenuState } from '../hooks/use-user-menu';
import type { MenuLayout } from './main-menu';
import { ChevronIcon, OrganizationIcon, PersonIcon } from './icons';

const Container = styled.div`
  position: relative;
`;

const triggerStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.75rem;
  max-width: 16rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Trigger = styled.button`
  ${triggerStyles}
`;

const TriggerLink = styled(Link)`
  ${triggerStyles}
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  min-width: 13rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const DrawerSection = styled.section`
  padding-top: ${({ theme }) => theme.space(4)};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: inherit;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const entryStyles = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

const EntryLink = styled(Link)`
  ${entryStyles}
`;

const EntryButton = styled.button`
  ${entryStyles}
`;

type Confirming = 'organization' | 'personal' | null;

function UserIcon({ kind }: { kind: UserMenuState['kind'] }) {
  return kind === 'organization' ? <OrganizationIcon /> : <PersonIcon />;
}

/** The signed-in user's name (or a dash), after the kind of account for screen readers. */
function Identity({ state }: { state: UserMenuState }) {
  const { t } = useTranslation();
  if (!state.user) return <Name>{t('common:user.login')}</Name>;
  return (
    <>
      <VisuallyHidden>
        {t(state.kind === 'organization' ? 'common:user.organization' : 'common:user.personal')}
        {t('shell:header.user.separator')}
      </VisuallyHidden>
      <Name>{state.user.nick_name || t('common:user.noNickname')}</Name>
    </>
  );
}

/**
 * The user menu (spec section 2): the login label or the signed-in user, with what this kind of
 * session may do. Organization login, and leaving an organization's session for a personal
 * login, are confirmed first.
 */
export function UserMenu({ layout }: { layout: MenuLayout }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state = useUserMenu();
  const disclosure = useDisclosure();
  const signingOut = useSessionValue(signingOutAtom);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const loginHref =
    pathname === PAGES.login.path
      ? `${PAGES.login.href()}${search}`
      : PAGES.login.href({ returnUrl: pathname + search });

  const ask = (what: Exclude<Confirming, null>) => {
    disclosure.close();
    setConfirming(what);
  };
  // The entry that opened the dialog is hidden with the menu by then: the focus goes back to the
  // menu's button (in the drawer the entry stays, and the browser returns the focus to it).
  const answered = (open: boolean) => {
    if (open) return;
    setConfirming(null);
    if (layout === 'bar') disclosure.close(true);
  };

  const signInAsOrganization = async () => {
    try {
      const user = await loginOrganization();
      notify({
        kind: 'success',
        key: 'organization-login',
        message: t('shell:header.user.organizationSignedIn', { name: user.nick_name || '-' }),
      });
    } catch (error) {
      notify({
        kind: 'error',
        key: 'organization-login',
        message:
          error instanceof LoginError && error.message
            ? error.message
            : t('shell:header.user.organizationFailed'),
      });
    }
  };

  const renderEntry = (entry: UserMenuEntry): ReactNode => {
    switch (entry) {
      case 'mine':
        return <EntryLink to={PAGES.mine.href()}>{t('common:user.mine')}</EntryLink>;
      case 'personalLogin':
        return state.kind === 'organization' ? (
          <EntryButton type="button" onClick={() => ask('personal')}>
            {t('common:user.personalLogin')}
          </EntryButton>
        ) : (
          <EntryLink to={loginHref}>{t('common:user.personalLogin')}</EntryLink>
        );
      case 'organizationLogin':
        return (
          <EntryButton type="button" onClick={() => ask('organization')}>
            {t('common:user.organizationLogin')}
          </EntryButton>
        );
      case 'logout':
        return (
          // Signed in until the API has ended the session: the entry says so meanwhile.
          <EntryButton
            type="button"
            aria-disabled={signingOut || undefined}
            onClick={() => void logout()}
          >
            {signingOut ? t('shell:header.user.signingOut') : t('common:user.logout')}
          </EntryButton>
        );
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirming === 'organization'}
        onOpenChange={answered}
        onConfirm={() => void signInAsOrganization()}
        title={t('shell:header.user.confirmOrganization.title')}
        description={t(
          state.kind === 'personal'
            ? 'shell:header.user.confirmOrganization.fromPersonal'
            : 'shell:header.user.confirmOrganization.fromAnonymous',
        )}
        confirmLabel={t('shell:header.user.confirmOrganization.confirm')}
        cancelLabel={t('shell:header.user.cancel')}
      />
      <ConfirmDialog
        open={confirming === 'personal'}
        onOpenChange={answered}
        onConfirm={() => {
          // Choosing personal login makes the reader anonymous, then the login page takes over.
          clearSession();
          void navigate(loginHref);
        }}
        title={t('shell:header.user.confirmPersonal.title')}
        description={t('shell:header.user.confirmPersonal.description')}
        confirmLabel={t('shell:header.user.confirmPersonal.confirm')}
        cancelLabel={t('shell:header.user.cancel')}
      />
    </>
  );

  if (layout === 'drawer') {
    return (
      <DrawerSection aria-labelledby="drawer-user-heading">
        <h2 id="drawer-user-heading">
          <UserIcon kind={state.kind} />
          <Identity state={state} />
        </h2>
        <ul>
          {state.entries.map((entry) => (
            <li key={entry}>{renderEntry(entry)}</li>
          ))}
        </ul>
        {dialogs}
      </DrawerSection>
    );
  }

  // Signed out with only one way in: a plain link says it best.
  if (state.kind === 'anonymous' && state.entries.length === 1) {
    return (
      <TriggerLink to={loginHref}>
        <PersonIcon />
        <Name>{t('common:user.login')}</Name>
      </TriggerLink>
    );
  }

  return (
    <Container {...disclosure.containerProps}>
      <Trigger {...disclosure.buttonProps}>
        <UserIcon kind={state.kind} />
        <Identity state={state} />
        <ChevronIcon />
      </Trigger>
      <Panel {...disclosure.panelProps} aria-label={t('common:user.menu')}>
        {state.entries.map((entry) => (
          <li key={entry}>{renderEntry(entry)}</li>
        ))}
      </Panel>
      {dialogs}
    </Container>
  );
}
