/**
 * Every call of the API by path: its query and the `data` of its envelope. A typed client can
 * derive its request and response types from this map instead of restating them.
 */
import type {
  AccessCheck,
  AccessHistoryBody,
  AccessHistoryRecord,
  CheckAuthQuery,
  ContentPermission,
  ContentPermissionQuery,
  OrgAuthBooksCount,
  OrgAuthJournal,
  OrgAuthVolume,
  OrgAuthVolumesQuery,
  Subscription,
  ViewedArticle,
  ViewedBook,
} from './access';
import type {
  BookDetail,
  BookFilterQuery,
  BookHomeData,
  BookHomepageCount,
  BookHomepageQuery,
  BookIdQuery,
  BookSeriesDetail,
  BookSeriesQuery,
  BookSeriesSummary,
  BookSummary,
  BookTag,
  BookTagsQuery,
  ChapterDetail,
} from './book';
import type { Page, PageQuery } from './common';
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
import type { AreaSelectQuery, Area } from './area';
import type {
  Contact,
  FaqCategory,
  FaqDetail,
  FaqDetailQuery,
  FaqListQuery,
  HomePage,
  HomePageQuery,
  RelatedNewsQuery,
} from './cms';
import type { NewsDetail, NewsDetailQuery, NewsSearchQuery, NewsSummary } from './news';
import type {
  CartDetailQuery,
  ConfirmPaymentBody,
  CreatePaymentIntentBody,
  MyOrdersQuery,
  Order,
  OrderIntent,
  OrderedBooksQuery,
  PaymentResult,
  PaymentResultQuery,
} from './order';
import type { OrderingCategory, OrderingDetail, OrderingDetailQuery } from './ordering';
import type { SearchQuery, SearchResult } from './search';
import type { SystemParam, SystemParamQuery } from './system';
import type { ChangePasswordBody, RegisterBody, UpdateProfileBody, UserProfile } from './user';

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
  '/api/bookmain/bookdetail': { query: BookIdQuery; data: BookDetail };
  '/api/bookmain/bookseries': { query: BookSeriesQuery; data: Page<BookSeriesSummary> };
  '/api/bookmain/bookseries-detail': { query: BookIdQuery; data: BookSeriesDetail };
  '/api/bookmain/tags-by-type': { query: BookTagsQuery; data: BookTag[] };
  '/api/bookmain/tag-detail': { query: BookIdQuery; data: BookTag };
  '/api/bookmain/homepagefilter': { query: BookFilterQuery; data: Page<BookSummary> };
  '/api/bookmain/homedata': { query: NoQuery; data: BookHomeData };
  '/api/bookmain/chapter-detail': { query: BookIdQuery; data: ChapterDetail };
  '/api/cms/search-announcements': { query: NewsSearchQuery; data: Page<NewsSummary> };
  '/api/cms/announcement-detail': { query: NewsDetailQuery; data: NewsDetail };
  '/api/cms/home-page': { query: HomePageQuery; data: HomePage };
  '/api/cms/related-announcement-page': { query: RelatedNewsQuery; data: Page<NewsSummary> };
  '/api/cms/faq-list': { query: FaqListQuery; data: FaqCategory[] };
  '/api/cms/faq-detail': { query: FaqDetailQuery; data: FaqDetail };
  '/api/cms/contact': { query: NoQuery; data: Contact[] };
  '/api/baseinfoordering/detail': { query: OrderingDetailQuery; data: OrderingDetail };
  '/api/area/area-select': { query: AreaSelectQuery; data: Area[] };
  '/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list': {
    query: CartDetailQuery;
    data: BookSummary[];
  };
  '/api/bgcloud-order/payment/payment-result-check': {
    query: PaymentResultQuery;
    data: PaymentResult;
  };
  '/api/bgcloud-order/payment/my-orders-page': { query: MyOrdersQuery; data: Page<Order> };
  '/api/bgcloud-order/payment/check-obj-is-ordered': { query: OrderedBooksQuery; data: number[] };
  '/api/bgcloud-user/profile': { query: NoQuery; data: UserProfile };
  '/api/resource/pdf/checkauth': { query: CheckAuthQuery; data: AccessCheck };
  '/api/resource/pdf/check-content-permission': {
    query: ContentPermissionQuery;
    data: ContentPermission[];
  };
  '/api/periodical/org-auth-periodical': { query: PageQuery; data: Page<OrgAuthJournal> };
  '/api/periodical/org-auth-volumes': { query: OrgAuthVolumesQuery; data: Page<OrgAuthVolume> };
  '/api/periodical/access-history-periodical-content': {
    query: PageQuery;
    data: Page<ViewedArticle>;
  };
  '/api/periodical/my-subscriptions': { query: NoQuery; data: Subscription[] };
  '/api/bookmain/org-auth-books': { query: PageQuery; data: Page<BookSummary> };
  '/api/bookmain/org-auth-books-count': { query: NoQuery; data: OrgAuthBooksCount };
  '/api/bookmain/access-history-books': { query: PageQuery; data: Page<ViewedBook> };
  '/api/search/search': { query: SearchQuery; data: SearchResult };
}

export type ApiGetPath = keyof ApiGetRoutes;

/** Every POST call with a JSON body and an envelope answer: its body and `data` type. */
export interface ApiPostRoutes {
  '/api/bgcloud-order/payment/create-payment-intent': {
    body: CreatePaymentIntentBody;
    data: OrderIntent;
  };
  '/api/bgcloud-order/payment/confirm-payment': { body: ConfirmPaymentBody; data: PaymentResult };
  '/api/bgcloud-user/register': { body: RegisterBody; data: UserProfile };
  '/api/bgcloud-user/change-password': { body: ChangePasswordBody; data: null };
  '/api/resource/pdf/access-history': { body: AccessHistoryBody; data: AccessHistoryRecord };
}

export type ApiPostPath = keyof ApiPostRoutes;

/** Every PUT call: its body and `data` type. */
export interface ApiPutRoutes {
  '/api/bgcloud-user/profile': { body: UpdateProfileBody; data: UserProfile };
}

export type ApiPutPath = keyof ApiPutRoutes;
