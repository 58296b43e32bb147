import type { HomeWidget } from '../features/home/components/home-page';
import { RemoteWidget } from './remotes/remote-widget';

/** The widgets of the home page, each from its remote (DESIGN.md section 3). */
export const HOME_WIDGETS: readonly HomeWidget[] = [
  {
    key: 'latest-issues',
    titleKey: 'home.widgets.latestIssues',
    content: <RemoteWidget id="journals/LatestIssues" nameKey="home.widgets.latestIssues" />,
  },
  {
    key: 'featured-books',
    titleKey: 'home.widgets.featuredBooks',
    content: <RemoteWidget id="books/FeaturedBooks" nameKey="home.widgets.featuredBooks" />,
  },
  {
    key: 'latest-news',
    titleKey: 'home.widgets.latestNews',
    content: <RemoteWidget id="news/LatestNews" nameKey="home.widgets.latestNews" />,
  },
];
