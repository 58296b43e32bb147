import { lazy, Suspense } from 'react';
import { LoadingState, type PortalChildRoute, type PortalRoute } from '@portal/shared';
import { PAGES, type JournalView } from '@portal/pages';
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
import { JournalListPage } from '../features/journals/components/journal-list-page';
import { JournalVolumesRedirect } from '../features/journals/components/journal-volumes-redirect';
import { OpenAccessPage } from '../features/online/components/open-access-page';
import { OnlineFirstPage } from '../features/online/components/online-first-page';
import { LatestOnlinePage } from '../features/online/components/latest-online-page';
import { AuthorPublicationsPage } from '../features/online/components/author-publications-page';
import { JournalByAbbreviationPage } from '../features/abbreviation/components/journal-by-abbreviation-page';

// The article page loads when a reader opens an article; its access statement, "Cite" and PDF
// viewer load on their own from @portal/reading.
const loadArticlePage = async () => ({
  default: (
    await import(/* webpackChunkName: "article" */ '../features/article/components/article-page')
  ).ArticlePage,
});
const ArticlePage = lazy(loadArticlePage);

// The full text loads when a reader opens it, apart from the article page it is reached from.
const loadFullTextPage = async () => ({
  default: (
    await import(
      /* webpackChunkName: "fulltext" */ '../features/fulltext/components/full-text-page'
    )
  ).FullTextPage,
});
const FullTextPage = lazy(loadFullTextPage);

// The search page loads when a reader searches: the section's other pages do not carry it.
const loadSearchPage = async () => ({
  default: (
    await import(/* webpackChunkName: "search" */ '../features/search/components/search-page')
  ).SearchPage,
});
const SearchPage = lazy(loadSearchPage);

/**
 * The views of a journal, each a page shown in the journal's frame (`JournalLayout`: masthead
 * and tabs) at `PAGES.journalView` and `PAGES.journalFirstView` (`/JDetail/:cid/<view>`): each
 * path is one of the table's `JOURNAL_VIEWS`, which the tabs and links know too.
 */
const JOURNAL_VIEW_ROUTES: readonly (PortalChildRoute & { path: JournalView })[] = [
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
  {
    path: 'fulltext',
    element: (
      <Suspense fallback={<LoadingState />}>
        <FullTextPage />
      </Suspense>
    ),
    preload: loadFullTextPage,
  },
];

/** The section's routes: its pages of @portal/pages, under the path groups the shell hands it. */
export const ROUTES: readonly PortalRoute[] = [
  {
    name: 'journalHome',
    path: PAGES.journalHome.path,
    titleKey: 'journals:title.journalHome',
    element: <JournalHomePage />,
  },
  {
    name: 'journalOnline',
    path: PAGES.journalOnline.path,
    titleKey: 'journals:title.journalOnline',
    element: <OpenAccessPage />,
  },
  {
    name: 'journalList',
    path: PAGES.journalList.path,
    titleKey: 'journals:title.journalList',
    element: <JournalListPage />,
  },
  {
    name: 'journalPanel',
    path: PAGES.journalPanel.path,
    titleKey: 'journals:title.journalPanel',
    element: <JournalVolumesRedirect titleKey="title.journalPanel" />,
    keepAlive: false,
  },
  {
    name: 'journalAuthorPanel',
    path: PAGES.authorPublications.path,
    titleKey: 'journals:title.journalAuthorPanel',
    element: <AuthorPublicationsPage />,
  },
  {
    name: 'journalFirst',
    path: PAGES.journalFirst.path,
    titleKey: 'journals:title.journalFirst',
    element: <OnlineFirstPage />,
  },
  {
    name: 'journalAnnualPanel',
    path: PAGES.journalAnnualPanel.path,
    titleKey: 'journals:title.journalAnnualPanel',
    element: <JournalVolumesRedirect titleKey="title.journalAnnualPanel" />,
    keepAlive: false,
  },
  {
    name: 'journalDetail',
    path: PAGES.journal.path,
    titleKey: 'journals:title.journalDetail',
    element: <JournalLayout base="JDetail" />,
    children: [
      { index: true, element: <JournalAboutPage /> },
      ...JOURNAL_VIEW_ROUTES,
      { path: '*', element: <UnknownViewRedirect base="JDetail" /> },
    ],
  },
  {
    name: 'journalFirstDetail',
    path: PAGES.journalFirstDetail.path,
    titleKey: 'journals:title.journalFirstDetail',
    element: <JournalLayout base="JFirstDetail" />,
    children: [
      { index: true, element: <JournalOnlineFirstPage /> },
      ...JOURNAL_VIEW_ROUTES,
      { path: '*', element: <UnknownViewRedirect base="JFirstDetail" /> },
    ],
  },
  {
    name: 'online',
    path: PAGES.online.path,
    titleKey: 'journals:title.online',
    element: <LatestOnlinePage />,
  },
  {
    name: 'journalAbbr',
    path: PAGES.journalByAbbreviation.path,
    titleKey: 'journals:title.journalAbbr',
    element: <JournalByAbbreviationPage />,
    keepAlive: false,
  },
  {
    name: 'search',
    path: PAGES.search.path,
    titleKey: 'journals:search.title',
    element: (
      <Suspense fallback={<LoadingState />}>
        <SearchPage />
      </Suspense>
    ),
    preload: loadSearchPage,
  },
];
