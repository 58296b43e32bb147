import type { HomeWidget } from '../features/home/components/home-page';
import { RemoteWidget } from './remotes/remote-widget';

/**
 * The widgets of the home page, each from its remote (DESIGN.md section 3). Each keeps its usual
 * height while it loads (issue 17): the content under its title, between the Chinese and the
 * longer English, measured at 1280 and 390 px wide; its own lists keep their share of it (their
 * `loadingMinHeight`).
 */
export const HOME_WIDGETS: readonly HomeWidget[] = [
  {
    key: 'latest-issues',
    titleKey: 'home.widgets.latestIssues',
    content: (
      <RemoteWidget
        id="journals/LatestIssues"
        nameKey="home.widgets.latestIssues"
        minHeight="56rem"
      />
    ),
  },
  {
    key: 'featured-books',
    titleKey: 'home.widgets.featuredBooks',
    content: (
      <RemoteWidget
        id="books/FeaturedBooks"
        nameKey="home.widgets.featuredBooks"
        minHeight="56rem"
      />
    ),
  },
  {
    key: 'latest-news',
    titleKey: 'home.widgets.latestNews',
    content: (
      <RemoteWidget id="news/LatestNews" nameKey="home.widgets.latestNews" minHeight="32rem" />
    ),
  },
];
