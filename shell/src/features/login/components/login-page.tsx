import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageTitle, userInfoAtom, useSessionValue } from '@portal/shared';
import type { LoginKind } from '../hooks/use-sign-in';
import { OrganizationLoginPanel } from './organization-login-panel';
import { PersonalLoginForm } from './personal-login-form';
import { registerLoginMessages } from '../i18n';

registerLoginMessages();

const Page = styled.section`
  max-width: 30rem;
  margin: 0 auto;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TabList = styled.div`
  display: flex;
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex: 1;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const KINDS: readonly LoginKind[] = ['personal', 'organization'];

/**
 * `/login?returnUrl=`: personal (e-mail and password) and organization sign-in as two tabs
 * (DESIGN.md section 7); both return to `returnUrl`, a path of this site, or to /home.
 * `?kind=organization` opens the organization tab.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useSessionValue(userInfoAtom);
  const [kind, setKind] = useState<LoginKind>(
    params.get('kind') === 'organization' ? 'organization' : 'personal',
  );
  const id = useId();
  const tabs = useRef<Record<LoginKind, HTMLButtonElement | null>>({
    personal: null,
    organization: null,
  });

  // The tabs pattern: arrows, Home and End move between tabs and select them.
  const onKeyDown = (event: KeyboardEvent) => {
    const at = KINDS.indexOf(kind);
    const next =
      event.key === 'ArrowRight'
        ? KINDS[(at + 1) % KINDS.length]
        : event.key === 'ArrowLeft'
          ? KINDS[(at - 1 + KINDS.length) % KINDS.length]
          : event.key === 'Home'
            ? KINDS[0]
            : event.key === 'End'
              ? KINDS[KINDS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setKind(next);
    tabs.current[next]?.focus();
  };

  const label: Record<LoginKind, string> = {
    personal: t('shell:login.personalTab'),
    organization: t('shell:login.organizationTab'),
  };

  return (
    <Page aria-labelledby={`${id}-title`}>
      <PageTitle id={`${id}-title`}>{t('shell:title.login')}</PageTitle>
      <Intro>{t('shell:login.intro')}</Intro>
      {user && user.type !== '' && (
        <Intro>
          {t('shell:login.signedInAs', { name: user.nick_name || user.username || '-' })}
        </Intro>
      )}
      <Card>
        <TabList role="tablist" aria-label={t('shell:login.kinds')} onKeyDown={onKeyDown}>
          {KINDS.map((each) => (
            <Tab
              key={each}
              ref={(element) => {
                tabs.current[each] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${each}`}
              aria-selected={kind === each}
              aria-controls={`${id}-panel-${each}`}
              tabIndex={kind === each ? 0 : -1}
              onClick={() => setKind(each)}
            >
              {label[each]}
            </Tab>
          ))}
        </TabList>
        {KINDS.map((each) => (
          <div
            key={each}
            role="tabpanel"
            id={`${id}-panel-${each}`}
            aria-labelledby={`${id}-tab-${each}`}
            hidden={kind !== each}
          >
            {each === 'personal' ? <PersonalLoginForm /> : <OrganizationLoginPanel />}
          </div>
        ))}
      </Card>
    </Page>
  );
}
