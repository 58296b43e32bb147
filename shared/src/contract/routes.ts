/**
 * Every call of the API by path: its query and the `data` of its envelope. A typed client can
 * derive its request and response types from this map instead of restating them.
 */
import type { BookHomepageCount, BookHomepageQuery, BookSummary } from './book';
import type { Page } from './common';
import type { Health } from './health';
import type { JournalListQuery, JournalSummary } from './journal';
import type {
  AnnualVolumes,
  ArticleDetail,
  ArticleIdQuery,
  ArticleNeighbours,
  ArticleSummary,
  AuthorContentQuery,
  EditorialBoardGroup,
  IssueContentQuery,
  JournalAbbreviationQuery,
  JournalContentQuery,
  JournalDetail,
  JournalIdQuery,
  JournalPageQuery,
  OnlineFirstQuery,
  OpenAccessVolume,
  PublicationSpeed,
} from './journal-content';
import type { NewsDetail, NewsDetailQuery, NewsSearchQuery, NewsSummary } from './news';
import type { CartDetailQuery } from './order';
import type { OrderingCategory } from './ordering';
import type { SystemParam, SystemParamQuery } from './system';

type NoQuery = Record<string, never>;

export interface ApiGetRoutes {
  '/api/health': { query: NoQuery; data: Health };
  '/api/periodical/param/detail': { query: SystemParamQuery; data: SystemParam };
  '/api/periodical/list': { query: JournalListQuery; data: Page<JournalSummary> };
  '/api/periodical/detail': { query: JournalIdQuery; data: JournalDetail };
  '/api/periodical/get-periodical-by-abbr': {
    query: JournalAbbreviationQuery;
    data: JournalDetail;
  };
  '/api/periodical/editorial-board': { query: JournalContentQuery; data: EditorialBoardGroup[] };
  '/api/periodical/volumes-by-annual-issue': { query: JournalContentQuery; data: AnnualVolumes[] };
  '/api/periodical/issue-content-list': { query: IssueContentQuery; data: Page<ArticleSummary> };
  '/api/periodical/issue-content-list-by-author': {
    query: AuthorContentQuery;
    data: Page<ArticleSummary>;
  };
  '/api/periodical/online-first-articles-list': {
    query: OnlineFirstQuery;
    data: Page<ArticleSummary>;
  };
  '/api/periodical/accepted-papers': { query: JournalPageQuery; data: Page<ArticleSummary> };
  '/api/periodical/issue-content-detail': { query: ArticleIdQuery; data: ArticleDetail };
  '/api/periodical/issue-content-pmvalue-by-id': { query: ArticleIdQuery; data: ArticleNeighbours };
  '/api/periodical/select-openaccess-volumes': {
    query: JournalPageQuery;
    data: Page<OpenAccessVolume>;
  };
  '/api/periodical/publication-speed': { query: JournalContentQuery; data: PublicationSpeed[] };
  '/api/baseinfoordering/category': { query: NoQuery; data: OrderingCategory[] };
  '/api/bookmain/homepage': { query: BookHomepageQuery; data: Page<BookSummary> };
  '/api/bookmain/homepage-count': { query: NoQuery; data: BookHomepageCount };
  '/api/cms/search-announcements': { query: NewsSearchQuery; data: Page<NewsSummary> };
  '/api/cms/announcement-detail': { query: NewsDetailQuery; data: NewsDetail };
  '/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list': {
    query: CartDetailQuery;
    data: BookSummary[];
  };
}

export type ApiGetPath = keyof ApiGetRoutes;
