import { lazy, Suspense } from 'react';
import { LoadingState, type PortalRoute } from '@portal/shared';
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

/** The section's routes; the shell hands this remote the paths of DESIGN.md section 3. */
export const ROUTES: readonly PortalRoute[] = [
  { name: 'news', path: 'news', titleKey: 'news:title.news', element: <NewsListPage /> },
  {
    name: 'newsDetail',
    path: 'newsDetail/:id',
    titleKey: 'news:title.newsDetail',
    element: (
      <Suspense fallback={<LoadingState />}>
        <NewsDetailPage />
      </Suspense>
    ),
    preload: loadNewsDetailPage,
  },
  // No item named: the list of all of them.
  { name: 'newsDetailIndex', path: 'newsDetail', redirectTo: '/news' },
  {
    name: 'ordering',
    path: 'ordering',
    titleKey: 'news:title.ordering',
    element: <OrderingPage />,
  },
  // The specification names the FAQ route faqDetail: the list is its own page, one answer another.
  {
    name: 'faqDetail',
    path: 'faqDetail',
    titleKey: 'news:title.faqDetail',
    element: <FaqListPage />,
  },
  {
    name: 'faqAnswer',
    path: 'faqDetail/:id',
    titleKey: 'news:title.faqAnswer',
    element: <FaqPage />,
  },
  {
    name: 'contact',
    path: 'contact',
    titleKey: 'news:title.contact',
    element: <ContactPage />,
  },
];
