import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  LoadingState,
  PageTitle,
  portalStore,
  sessionTypeAtom,
  useSessionValue,
} from '@portal/shared';
import { PAGES } from '@portal/pages';

/** The account's tabs, in the specification's order of the user centre; the first is /mine. */
export const MINE_TABS = [
  { path: PAGES.mine.path, key: 'history' },
  { path: PAGES.mineSubscriptions.path, key: 'subscriptions' },
  { path: PAGES.mineOrders.path, key: 'orders' },
  { path: PAGES.mineNews.path, key: 'news' },
  { path: PAGES.mineOpenAccess.path, key: 'openAccess' },
  { path: PAGES.mineProfile.path, key: 'profile' },
] as const;

/** The tab a path shows: its own, or (an unknown tab, which redirects) the first. */
function currentTab(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return MINE_TABS.find((tab) => tab.path === path)?.path ?? PAGES.mine.path;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Tabs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-left: 3px solid transparent;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  a[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  /*
   * On a phone the tabs wrap onto as many rows as they need, the current one underlined: a row
   * that scrolled sideways was cut after the fourth tab at 390 px with no sign of the others.
   */
  ${({ theme }) => theme.media.mobile} {
    flex-flow: row wrap;
    column-gap: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    a {
      border-bottom: 3px solid transparent;
      border-left: 0;
    }

    a[aria-current='page'] {
      border-bottom-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

/**
 * "My account" (/mine and its tabs): personal readers only. Anyone else (nobody signed in, an
 * organization) is sent to sign in, and comes back to the tab they asked for.
 */
export function MineLayout() {
  const { t } = useTranslation('commerce');
  const sessionType = useSessionValue(sessionTypeAtom);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // The session as it is now, not as this render saw it: a kept-alive account shown again
    // after a sign-in runs its effects before it renders with the new session.
    if (portalStore.get(sessionTypeAtom) !== 'personal') {
      void navigate(PAGES.login.href({ returnUrl: `${pathname}${search}` }), {
        replace: true,
      });
    }
  }, [sessionType, navigate, pathname, search]);

  if (sessionType !== 'personal') return null;
  return (
    <section aria-labelledby="mine-title">
      <PageTitle id="mine-title">{t('title.mine')}</PageTitle>
      <Layout>
        <nav aria-label={t('mine.tabs')}>
          <Tabs>
            {MINE_TABS.map((tab) => (
              <li key={tab.key}>
                <Link
                  to={tab.path}
                  aria-current={currentTab(pathname) === tab.path ? 'page' : undefined}
                >
                  {t(`mine.tab.${tab.key}`)}
                </Link>
              </li>
            ))}
          </Tabs>
        </nav>
        <div>
          {/* The tabs load on first use: the frame stays while one arrives. */}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout>
    </section>
  );
}
