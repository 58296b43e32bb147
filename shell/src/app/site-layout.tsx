import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingState } from '@portal/shared';
import { CookieConsent, CookieSettingsButton } from '../features/cookies/components/cookie-consent';
import { SiteFooter } from '../features/footer/components/site-footer';
import { SiteHeader } from '../features/header/components/site-header';
import { BackToTop, PageBehaviour } from '../features/page-behaviour/components/page-behaviour';
import { StreamGate } from './stream-gate';

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;

/** The main region of a streamed page until it comes: the footer waits below the screen. */
const PendingMain = styled.div`
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    z-index: 100;
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Shell>
      <SkipLink href="#main">{t('shell:skipToContent')}</SkipLink>
      {/* Before the routes: it must hear the first page change (see useScrollMemory). */}
      <PageBehaviour />
      <CookieConsent />
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {/* A page the server streams sends what is around it first (stream-gate.tsx). */}
        <Suspense
          fallback={
            <PendingMain>
              <LoadingState />
            </PendingMain>
          }
        >
          <StreamGate>{children}</StreamGate>
        </Suspense>
      </Main>
      <SiteFooter cookieSettings={<CookieSettingsButton />} />
      <BackToTop />
    </Shell>
  );
}
