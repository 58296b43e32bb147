import { PlaceholderPage, type PortalRoute } from '@portal/shared';
import { ContactPage } from '../features/contact/components/contact-page';
import { NewsListPage } from '../features/news/components/news-list-page';

/** The section's routes; the shell hands this remote the paths of DESIGN.md section 3. */
export const ROUTES: readonly PortalRoute[] = [
  { name: 'news', path: 'news', titleKey: 'news:title.news', element: <NewsListPage /> },
  {
    name: 'newsDetail',
    path: 'newsDetail/:id?',
    titleKey: 'news:title.newsDetail',
    element: <PlaceholderPage titleKey="news:title.newsDetail" />,
  },
  {
    name: 'ordering',
    path: 'ordering',
    titleKey: 'news:title.ordering',
    element: <PlaceholderPage titleKey="news:title.ordering" />,
  },
  {
    name: 'faqDetail',
    path: 'faqDetail/:id?',
    titleKey: 'news:title.faqDetail',
    element: <PlaceholderPage titleKey="news:title.faqDetail" />,
  },
  {
    name: 'contact',
    path: 'contact',
    titleKey: 'news:title.contact',
    element: <ContactPage />,
  },
];
