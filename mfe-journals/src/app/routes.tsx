import { lazy, Suspense } from 'react';
import { LoadingState, type PortalChildRoute, type PortalRoute } from '@portal/shared';
import { JournalHomePage } from '../features/journals/components/journal-home-page';
import { JournalAboutPage } from '../features/journal-detail/components/about-page';
import { JournalAcceptedPage } from '../features/journal-detail/components/accepted-page';
import { JournalBoardPage } from '../features/journal-detail/components/board-page';
import { JournalIssuePage } from '../features/journal-detail/components/issue-page';
import { JournalLayout } from '../features/journal-detail/components/journal-layout';
import { JournalOnlineFirstPage } from '../features/journal-detail/components/online-first-page';
import { JournalOpenAccessPage } from '../features/journal-detail/components/open-access-page';
import { JournalSpeedPage } from '../features/journal-detail/components/speed-page';
import { JournalVolumesPage } from '../features/journal-detail/components/volumes-page';
import { UnknownViewRedirect } from '../features/journal-detail/components/unknown-view-redirect';
import type { ViewType } from '../features/journal-detail/utils/view-types';
import { JournalListPage } from '../features/journals/components/journal-list-page';
import { JournalVolumesRedirect } from '../features/journals/components/journal-volumes-redirect';
import { OpenAccessPage } from '../features/online/components/open-access-page';
import { OnlineFirstPage } from '../features/online/components/online-first-page';
import { LatestOnlinePage } from '../features/online/components/latest-online-page';
import { AuthorPublicationsPage } from '../features/online/components/author-publications-page';
import { JournalByAbbreviationPage } from '../features/abbreviation/components/journal-by-abbreviation-page';

// The article page loads when a reader opens an article; its access statement, "Cite" and PDF
// viewer load on their own from @portal/shared.
const loadArticlePage = async () => ({
  default: (
    await import(/* webpackChunkName: "article" */ '../features/article/components/article-page')
  ).ArticlePage,
});
const ArticlePage = lazy(loadArticlePage);

// The search page loads when a reader searches: the section's other pages do not carry it.
const loadSearchPage = async () => ({
  default: (
    await import(/* webpackChunkName: "search" */ '../features/search/components/search-page')
  ).SearchPage,
});
const SearchPage = lazy(loadSearchPage);

/**
 * The views of a journal, each a page shown in the journal's frame (`JournalLayout`: masthead
 * and tabs) at `/JDetail/:cid/<view>` and `/JFirstDetail/:cid/<view>`. Each path is one of the
 * views the tabs and links know (`VIEW_TYPES`), so a route and its links cannot drift apart.
 */
const JOURNAL_VIEWS: readonly (PortalChildRoute & { path: ViewType })[] = [
  { path: 'about', element: <JournalAboutPage /> },
  { path: 'board', element: <JournalBoardPage /> },
  { path: 'volumes', element: <JournalVolumesPage /> },
  { path: 'issue', element: <JournalIssuePage /> },
  { path: 'online-first', element: <JournalOnlineFirstPage /> },
  { path: 'accepted', element: <JournalAcceptedPage /> },
  { path: 'open-access', element: <JournalOpenAccessPage /> },
  { path: 'speed', element: <JournalSpeedPage /> },
  {
    path: 'article',
    element: (
      <Suspense fallback={<LoadingState />}>
        <ArticlePage />
      </Suspense>
    ),
    preload: loadArticlePage,
  },
];

/** The section's routes; the shell hands this remote the paths of DESIGN.md section 3. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'journalHome',
    path: 'journals/journal',
    titleKey: 'journals:title.journalHome',
    element: <JournalHomePage />,
  },
  {
    name: 'journalOnline',
    path: 'journals/journalOnline',
    titleKey: 'journals:title.journalOnline',
    element: <OpenAccessPage />,
  },
  {
    name: 'journalList',
    path: 'journals/journalList',
    titleKey: 'journals:title.journalList',
    element: <JournalListPage />,
  },
  {
    name: 'journalPanel',
    path: 'journals/journalPanel',
    titleKey: 'journals:title.journalPanel',
    element: <JournalVolumesRedirect titleKey="title.journalPanel" />,
    keepAlive: false,
  },
  {
    name: 'journalAuthorPanel',
    path: 'journals/journalAuthorPanel',
    titleKey: 'journals:title.journalAuthorPanel',
    element: <AuthorPublicationsPage />,
  },
  {
    name: 'journalFirst',
    path: 'journals/journalFirst',
    titleKey: 'journals:title.journalFirst',
    element: <OnlineFirstPage />,
  },
  {
    name: 'journalAnnualPanel',
    path: 'journals/journalAnnualPanel',
    titleKey: 'journals:title.journalAnnualPanel',
    element: <JournalVolumesRedirect titleKey="title.journalAnnualPanel" />,
    keepAlive: false,
  },
  {
    name: 'journalDetail',
    path: 'JDetail/:cid',
    titleKey: 'journals:title.journalDetail',
    element: <JournalLayout base="JDetail" />,
    children: [
      { index: true, element: <JournalAboutPage /> },
      ...JOURNAL_VIEWS,
      { path: '*', element: <UnknownViewRedirect base="JDetail" /> },
    ],
  },
  {
    name: 'journalFirstDetail',
    path: 'JFirstDetail/:cid',
    titleKey: 'journals:title.journalFirstDetail',
    element: <JournalLayout base="JFirstDetail" />,
    children: [
      { index: true, element: <JournalOnlineFirstPage /> },
      ...JOURNAL_VIEWS,
      { path: '*', element: <UnknownViewRedirect base="JFirstDetail" /> },
    ],
  },
  {
    name: 'online',
    path: 'online',
    titleKey: 'journals:title.online',
    element: <LatestOnlinePage />,
  },
  {
    name: 'journalAbbr',
    path: 'journalabbr/:abbr?',
    titleKey: 'journals:title.journalAbbr',
    element: <JournalByAbbreviationPage />,
    keepAlive: false,
  },
  {
    name: 'search',
    path: 'search',
    titleKey: 'journals:search.title',
    element: (
      <Suspense fallback={<LoadingState />}>
        <SearchPage />
      </Suspense>
    ),
    preload: loadSearchPage,
  },
];
