import type { PortalRoute } from '@portal/shared';
import { JournalHomePage } from '../features/journals/components/journal-home-page';
import { JournalDetailPage } from '../features/journal-detail/components/journal-detail-page';
import { JournalListPage } from '../features/journals/components/journal-list-page';
import { JournalVolumesRedirect } from '../features/journals/components/journal-volumes-redirect';
import { OpenAccessPage } from '../features/online/components/open-access-page';
import { OnlineFirstPage } from '../features/online/components/online-first-page';
import { LatestOnlinePage } from '../features/online/components/latest-online-page';
import { AuthorPublicationsPage } from '../features/online/components/author-publications-page';
import { JournalByAbbreviationPage } from '../features/abbreviation/components/journal-by-abbreviation-page';
import { LAZY_ARTICLE_VIEW } from './lazy-article-view';

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
    path: 'JDetail/:cid/:viewtype?',
    titleKey: 'journals:title.journalDetail',
    element: <JournalDetailPage base="JDetail" article={LAZY_ARTICLE_VIEW} />,
  },
  {
    name: 'journalFirstDetail',
    path: 'JFirstDetail/:cid/:viewtype?',
    titleKey: 'journals:title.journalFirstDetail',
    element: <JournalDetailPage base="JFirstDetail" article={LAZY_ARTICLE_VIEW} />,
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
];
