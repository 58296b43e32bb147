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

/**
 * The portal's page around its main region. A page the site's server streams has its main region
 * in a part of its own, which is sent when ready (stream-gate.tsx): so does the browser's tree
 * that takes it over, and only that one, so that nothing else shows a whole region loading.
 */
export function SiteLayout({
  children,
  streamed = false,
}: {
  children: ReactNode;
  streamed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Shell>
      <SkipLink href="#main">{t('shell:skipToContent')}</SkipLink>
      {/* Before the routes: it must hear the first page change (see useScrollMemory). */}
      <PageBehaviour />
      <CookieConsent />
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        {streamed ? (
          <Suspense
            fallback={
              <PendingMain>
                <LoadingState />
              </PendingMain>
            }
          >
            <StreamGate>{children}</StreamGate>
          </Suspense>
        ) : (
          children
        )}
      </Main>
      <SiteFooter cookieSettings={<CookieSettingsButton />} />
      <BackToTop />
    </Shell>
  );
}
