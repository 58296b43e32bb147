import { lazy, Suspense } from 'react';
import { LoadingState, type PortalRoute } from '@portal/shared';
import { PAGES } from '@portal/pages';
import { ContactPage } from '../features/contact/components/contact-page';
import { FaqListPage } from '../features/faq/components/faq-list-page';
import { FaqPage } from '../features/faq/components/faq-page';
import { NewsListPage } from '../features/news/components/news-list-page';
import { OrderingPage } from '../features/ordering/components/ordering-page';

// A news item's page loads when a reader opens one, not with the list (or the home's widget).
const loadNewsDetailPage = async () => ({
  default: (
    await import(
      /* webpackChunkName: "news-detail" */ '../features/news-detail/components/news-detail-page'
    )
  ).NewsDetailPage,
});
const NewsDetailPage = lazy(loadNewsDetailPage);

/** The section's routes: its pages of @portal/pages, under the path groups the shell hands it. */
export const ROUTES: readonly PortalRoute[] = [
  { name: 'news', path: PAGES.news.path, titleKey: 'news:title.news', element: <NewsListPage /> },
  {
    name: 'newsDetail',
    path: PAGES.newsItem.path,
    titleKey: 'news:title.newsDetail',
    element: (
      <Suspense fallback={<LoadingState />}>
        <NewsDetailPage />
      </Suspense>
    ),
    preload: loadNewsDetailPage,
  },
  // No item named: the list of all of them.
  { name: 'newsDetailIndex', path: PAGES.newsIndex.path, redirectTo: PAGES.news.href() },
  {
    name: 'ordering',
    path: PAGES.ordering.path,
    titleKey: 'news:title.ordering',
    element: <OrderingPage />,
  },
  // The specification names the FAQ route faqDetail: the list is its own page, one answer another.
  {
    name: 'faqDetail',
    path: PAGES.faq.path,
    titleKey: 'news:title.faqDetail',
    element: <FaqListPage />,
  },
  {
    name: 'faqAnswer',
    path: PAGES.faqAnswer.path,
    titleKey: 'news:title.faqAnswer',
    element: <FaqPage />,
  },
  {
    name: 'contact',
    path: PAGES.contact.path,
    titleKey: 'news:title.contact',
    element: <ContactPage />,
  },
];
