/**
 * Every route of the API, by method and path as the OpenAPI document names them, with the types
 * of a call: its query, path parameters or body, and its answer. The typed client (`apiGet`,
 * `apiPost` in @portal/shared) takes its types from here, and the API's tests check that this
 * map and the OpenAPI document list the same routes (api/src/__tests__/route-map.test.ts).
 *
 * The map is a plain object so that a test can read it; at run time an entry holds only how the
 * route answers, its types are phantom types. No TypeBox here, and front ends `import type` from
 * it: it costs the browser nothing.
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
import type { CatalogueRevision } from './catalogue';
import type { Page, PageQuery } from './common';
import type { CoverParams } from './cover';
import type { Health } from './health';
import type { JournalListQuery, JournalSummary } from './journal';
import type {
  AnnualVolumes,
  ArticleCitations,
  ArticleDetail,
  ArticleFigureQuery,
  ArticleFullText,
  ArticleFullTextQuery,
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
  ContactMessageBody,
  ContactMessageReceipt,
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
import type { FeedJournalParams } from './feeds';
import type { BookOnixParams } from './onix';
import type { SitemapPageParams } from './crawlers';
import type { SearchQuery, SearchResult, SearchSuggestions, SearchSuggestQuery } from './search';
import type { SystemParam, SystemParamQuery } from './system';
import type {
  OrganizationAvailability,
  StaffSession,
  TokenParams,
  TokenRefusal,
  TokenResponse,
  TokenRevoked,
} from './auth';
import type { ArticleJatsParams, ImportQuery, ImportRecord, ImportReport } from './import';
import type { UploadedFile, UploadedFileParams } from './upload';
import type { ChangePasswordBody, RegisterBody, UpdateProfileBody, UserProfile } from './user';

/**
 * What a call sends and gets: `query` (URL query), `params` (path parameters), `body`, and
 * `data`: the envelope's `data`, or for a raw route the whole answer.
 */
export interface RouteTypes {
  query?: object;
  params?: object;
  body?: unknown;
  data: unknown;
}

/**
 * `envelope`: the answer is `{ code, success, data, msg }` and a call resolves with its `data`;
 * `raw`: anything else (a file, an image, the OAuth token answer), resolved as it came.
 */
export type RouteAnswer = 'envelope' | 'raw';

/** One route of the map. */
export interface Route<T extends RouteTypes = RouteTypes, A extends RouteAnswer = RouteAnswer> {
  readonly answer: A;
  /** Never set: carries the call's types to the typed client. */
  readonly types?: T;
}

const envelope = <T extends RouteTypes>(): Route<T, 'envelope'> => ({ answer: 'envelope' });
const raw = <T extends RouteTypes>(): Route<T, 'raw'> => ({ answer: 'raw' });

type NoQuery = Record<string, never>;

export const API_ROUTES = {
  GET: {
    '/api/health': envelope<{ query: NoQuery; data: Health }>(),
    '/api/catalogue/revision': envelope<{ query: NoQuery; data: CatalogueRevision }>(),
    '/api/periodical/param/detail': envelope<{ query: SystemParamQuery; data: SystemParam }>(),
    '/api/periodical/list': envelope<{ query: JournalListQuery; data: Page<JournalSummary> }>(),
    '/api/periodical/detail': envelope<{ query: JournalIdQuery; data: JournalDetail }>(),
    '/api/periodical/get-periodical-by-abbr': envelope<{
      query: JournalAbbreviationQuery;
      data: JournalDetail;
    }>(),
    '/api/periodical/editorial-board': envelope<{
      query: JournalContentQuery;
      data: EditorialBoardGroup[];
    }>(),
    '/api/periodical/volumes-by-annual-issue': envelope<{
      query: JournalContentQuery;
      data: AnnualVolumes[];
    }>(),
    '/api/periodical/issue-content-list': envelope<{
      query: IssueContentQuery;
      data: Page<ArticleSummary>;
    }>(),
    '/api/periodical/issue-content-list-by-author': envelope<{
      query: AuthorContentQuery;
      data: Page<ArticleSummary>;
    }>(),
    '/api/periodical/online-first-articles-list': envelope<{
      query: OnlineFirstQuery;
      data: Page<ArticleSummary>;
    }>(),
    '/api/periodical/accepted-papers': envelope<{
      query: JournalPageQuery;
      data: Page<ArticleSummary>;
    }>(),
    '/api/periodical/issue-content-detail': envelope<{
      query: ArticleIdQuery;
      data: ArticleDetail;
    }>(),
    '/api/periodical/article-citations': envelope<{
      query: ArticleIdQuery;
      data: ArticleCitations;
    }>(),
    '/api/periodical/article-fulltext': envelope<{
      query: ArticleFullTextQuery;
      data: ArticleFullText;
    }>(),
    '/api/periodical/issue-content-pmvalue-by-id': envelope<{
      query: ArticleIdQuery;
      data: ArticleNeighbours;
    }>(),
    '/api/periodical/select-openaccess-volumes': envelope<{
      query: JournalPageQuery;
      data: Page<OpenAccessVolume>;
    }>(),
    '/api/periodical/publication-speed': envelope<{
      query: JournalContentQuery;
      data: PublicationSpeed[];
    }>(),
    '/api/baseinfoordering/category': envelope<{ query: NoQuery; data: OrderingCategory[] }>(),
    '/api/bookmain/homepage': envelope<{ query: BookHomepageQuery; data: Page<BookSummary> }>(),
    '/api/bookmain/homepage-count': envelope<{ query: NoQuery; data: BookHomepageCount }>(),
    '/api/bookmain/bookdetail': envelope<{ query: BookIdQuery; data: BookDetail }>(),
    '/api/bookmain/bookseries': envelope<{
      query: BookSeriesQuery;
      data: Page<BookSeriesSummary>;
    }>(),
    '/api/bookmain/bookseries-detail': envelope<{ query: BookIdQuery; data: BookSeriesDetail }>(),
    '/api/bookmain/tags-by-type': envelope<{ query: BookTagsQuery; data: BookTag[] }>(),
    '/api/bookmain/tag-detail': envelope<{ query: BookIdQuery; data: BookTag }>(),
    '/api/bookmain/homepagefilter': envelope<{ query: BookFilterQuery; data: Page<BookSummary> }>(),
    '/api/bookmain/homedata': envelope<{ query: NoQuery; data: BookHomeData }>(),
    '/api/bookmain/chapter-detail': envelope<{ query: BookIdQuery; data: ChapterDetail }>(),
    '/api/cms/search-announcements': envelope<{
      query: NewsSearchQuery;
      data: Page<NewsSummary>;
    }>(),
    '/api/cms/announcement-detail': envelope<{ query: NewsDetailQuery; data: NewsDetail }>(),
    '/api/cms/home-page': envelope<{ query: HomePageQuery; data: HomePage }>(),
    '/api/cms/related-announcement-page': envelope<{
      query: RelatedNewsQuery;
      data: Page<NewsSummary>;
    }>(),
    '/api/cms/faq-list': envelope<{ query: FaqListQuery; data: FaqCategory[] }>(),
    '/api/cms/faq-detail': envelope<{ query: FaqDetailQuery; data: FaqDetail }>(),
    '/api/cms/contact': envelope<{ query: NoQuery; data: Contact[] }>(),
    '/api/cms/my-news': envelope<{ query: PageQuery; data: Page<NewsSummary> }>(),
    '/api/baseinfoordering/detail': envelope<{
      query: OrderingDetailQuery;
      data: OrderingDetail;
    }>(),
    '/api/area/area-select': envelope<{ query: AreaSelectQuery; data: Area[] }>(),
    '/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list': envelope<{
      query: CartDetailQuery;
      data: BookSummary[];
    }>(),
    '/api/bgcloud-order/payment/payment-result-check': envelope<{
      query: PaymentResultQuery;
      data: PaymentResult;
    }>(),
    '/api/bgcloud-order/payment/my-orders-page': envelope<{
      query: MyOrdersQuery;
      data: Page<Order>;
    }>(),
    '/api/bgcloud-order/payment/check-obj-is-ordered': envelope<{
      query: OrderedBooksQuery;
      data: number[];
    }>(),
    '/api/bgcloud-user/profile': envelope<{ query: NoQuery; data: UserProfile }>(),
    // Needs `Admin-Auth`: the admin token a staff member's sign-in answers.
    '/api/staff/session': envelope<{ query: NoQuery; data: StaffSession }>(),
    '/api/staff/imports': envelope<{ query: PageQuery; data: Page<ImportRecord> }>(),
    '/api/resource/pdf/checkauth': envelope<{ query: CheckAuthQuery; data: AccessCheck }>(),
    '/api/resource/pdf/check-content-permission': envelope<{
      query: ContentPermissionQuery;
      data: ContentPermission[];
    }>(),
    '/api/periodical/org-auth-periodical': envelope<{
      query: PageQuery;
      data: Page<OrgAuthJournal>;
    }>(),
    '/api/periodical/org-auth-volumes': envelope<{
      query: OrgAuthVolumesQuery;
      data: Page<OrgAuthVolume>;
    }>(),
    '/api/periodical/access-history-periodical-content': envelope<{
      query: PageQuery;
      data: Page<ViewedArticle>;
    }>(),
    '/api/periodical/my-subscriptions': envelope<{ query: NoQuery; data: Subscription[] }>(),
    '/api/bookmain/org-auth-books': envelope<{ query: PageQuery; data: Page<BookSummary> }>(),
    '/api/bookmain/org-auth-books-count': envelope<{ query: NoQuery; data: OrgAuthBooksCount }>(),
    '/api/bookmain/access-history-books': envelope<{ query: PageQuery; data: Page<ViewedBook> }>(),
    '/api/search/search': envelope<{ query: SearchQuery; data: SearchResult }>(),
    '/api/search/suggest': envelope<{ query: SearchSuggestQuery; data: SearchSuggestions }>(),
    '/api/feeds/journal/{id}/latest-issue.atom': raw<{ params: FeedJournalParams; data: string }>(),
    '/api/feeds/journal/{id}/online-first.atom': raw<{ params: FeedJournalParams; data: string }>(),
    '/api/bookmain/book/{id}.onix.xml': raw<{ params: BookOnixParams; data: string }>(),
    '/api/feeds/books.atom': raw<{ query: NoQuery; data: string }>(),
    '/api/periodical/article/{id}.jats.xml': raw<{ params: ArticleJatsParams; data: string }>(),
    '/api/feeds/news.atom': raw<{ query: NoQuery; data: string }>(),
    '/api/crawlers/robots.txt': raw<{ query: NoQuery; data: string }>(),
    '/api/crawlers/sitemap.xml': raw<{ query: NoQuery; data: string }>(),
    '/api/crawlers/sitemap-journals-{page}.xml': raw<{ params: SitemapPageParams; data: string }>(),
    '/api/crawlers/sitemap-articles-{page}.xml': raw<{ params: SitemapPageParams; data: string }>(),
    '/api/crawlers/sitemap-books-{page}.xml': raw<{ params: SitemapPageParams; data: string }>(),
    '/api/crawlers/sitemap-chapters-{page}.xml': raw<{ params: SitemapPageParams; data: string }>(),
    '/api/crawlers/sitemap-news-{page}.xml': raw<{ params: SitemapPageParams; data: string }>(),
    '/api/resource/pdf/download': raw<{ query: CheckAuthQuery; data: ArrayBuffer }>(),
    '/api/covers/{kind}/{id}.svg': raw<{ params: CoverParams; data: string }>(),
    '/api/upload/file/{id}': raw<{ params: UploadedFileParams; data: Blob }>(),
    '/api/periodical/article-figure': raw<{ query: ArticleFigureQuery; data: Blob }>(),
    '/api/bgcloud-auth/oauth/organization': raw<{
      query: Pick<TokenParams, 'tenantId'>;
      data: OrganizationAvailability;
    }>(),
  },
  POST: {
    '/api/bgcloud-order/payment/create-payment-intent': envelope<{
      body: CreatePaymentIntentBody;
      data: OrderIntent;
    }>(),
    '/api/bgcloud-order/payment/confirm-payment': envelope<{
      body: ConfirmPaymentBody;
      data: PaymentResult;
    }>(),
    '/api/bgcloud-user/register': envelope<{ body: RegisterBody; data: UserProfile }>(),
    '/api/bgcloud-user/change-password': envelope<{ body: ChangePasswordBody; data: null }>(),
    '/api/resource/pdf/access-history': envelope<{
      body: AccessHistoryBody;
      data: AccessHistoryRecord;
    }>(),
    '/api/upload/upload': envelope<{ body: FormData; data: UploadedFile }>(),
    // Needs `Admin-Auth`; the files are parts named `files` (IMPORT_FILES_FIELD).
    '/api/staff/imports': envelope<{ query: ImportQuery; body: FormData; data: ImportReport }>(),
    '/api/cms/contact-message': envelope<{
      body: ContactMessageBody;
      data: ContactMessageReceipt;
    }>(),
    // Parameters as the query (as the front ends send them) or as the body.
    '/api/bgcloud-auth/oauth/token': raw<{
      query: TokenParams;
      body: TokenParams | null;
      data: TokenResponse | TokenRefusal;
    }>(),
    '/api/bgcloud-auth/oauth/token/revoke': raw<{ body: null; data: TokenRevoked }>(),
  },
  PUT: {
    '/api/bgcloud-user/profile': envelope<{ body: UpdateProfileBody; data: UserProfile }>(),
  },
} as const satisfies Record<string, Record<`/api/${string}`, Route>>;

export type ApiMethod = keyof typeof API_ROUTES;

type TypesOf<R, A extends RouteAnswer> = R extends Route<infer T, A> ? T : never;

/** The routes of one method that answer `A`, path -> types. */
type RoutesOf<M extends ApiMethod, A extends RouteAnswer> = {
  [
    P in keyof (typeof API_ROUTES)[M] as [TypesOf<(typeof API_ROUTES)[M][P], A>] extends [never]
      ? never
      : P
  ]: TypesOf<(typeof API_ROUTES)[M][P], A>;
};

/** Every GET call with an envelope answer: its query and `data` type. */
export type ApiGetRoutes = RoutesOf<'GET', 'envelope'>;
export type ApiGetPath = keyof ApiGetRoutes;

/** Every POST call with an envelope answer: its body and `data` type. */
export type ApiPostRoutes = RoutesOf<'POST', 'envelope'>;
export type ApiPostPath = keyof ApiPostRoutes;

/** Every PUT call: its body and `data` type. */
export type ApiPutRoutes = RoutesOf<'PUT', 'envelope'>;
export type ApiPutPath = keyof ApiPutRoutes;

/** GET routes answering no envelope (files, images): the answer as the caller asks for it. */
export type ApiRawGetRoutes = RoutesOf<'GET', 'raw'>;

/** POST routes answering no envelope: the OAuth token endpoint. */
export type ApiRawPostRoutes = RoutesOf<'POST', 'raw'>;
