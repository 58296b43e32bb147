/**
 * The API contract shared by @portal/api and the front ends: TypeBox schemas (used by the API at
 * run time) and their `Static` types of the same names (all a front end should import, with
 * `import type`). Nothing here depends on anything but @sinclair/typebox.
 *
 * The exports are named one by one: @portal/shared is CommonJS to Node (its package.json has no
 * "type"), and Node's ESM loader only sees named exports a CommonJS module lists itself, not
 * those it re-exports with `export *`.
 */
export {
  DEFAULT_PAGE_SIZE,
  Envelope,
  ErrorEnvelope,
  Id,
  Keyword,
  LocalizedText,
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  Page,
  PageQuery,
  StringEnum,
  SUCCESS_CODE,
} from './common';
export { DATABASE_KINDS, DatabaseKind, Health } from './health';
export { SYSTEM_PARAM_KEYS, SystemParam, SystemParamQuery } from './system';
export {
  OrderingCategory,
  OrderingDetail,
  OrderingDetailQuery,
  OrderingSubcategory,
} from './ordering';
export {
  Contact,
  FaqCategory,
  FaqDetail,
  FaqDetailQuery,
  FaqListQuery,
  FaqSummary,
  HomePage,
  HomePageQuery,
  MAX_HOME_WIDGET_SIZE,
  RelatedNewsQuery,
} from './cms';
export { AREA_CODE_PATTERN, AREA_LEVELS, Area, AreaLevel, AreaSelectQuery } from './area';
export {
  UPLOAD_FIELD,
  UPLOAD_KINDS,
  UPLOAD_PARAM_KEYS,
  UPLOAD_TYPES,
  UploadedFile,
  UploadedFileParams,
  type UploadExtension,
  type UploadKind,
} from './upload';
export { COVER_KINDS, CoverKind, CoverParams } from './cover';
export {
  JOURNAL_SORTS,
  JOURNAL_SUBJECTS,
  JournalListQuery,
  JournalSort,
  JournalSubject,
  JournalSummary,
} from './journal';
export {
  ARTICLE_STATUSES,
  AUTHOR_KEY_PATTERN,
  AnnualVolumes,
  ArticleAuthor,
  ArticleDetail,
  ArticleIdQuery,
  ArticleNeighbours,
  ArticleStatus,
  ArticleSummary,
  AuthorContentQuery,
  AuthorKey,
  EDITOR_ROLE_CODES,
  Editor,
  EditorRoleCode,
  EditorialBoardGroup,
  IssueContentQuery,
  IssueSummary,
  JournalAbbreviationQuery,
  JournalContentQuery,
  JournalDetail,
  JournalIdQuery,
  JournalPageQuery,
  JournalPrice,
  MAX_ABBREVIATION_LENGTH,
  MSC_SCHEMES,
  MscCode,
  OnlineFirstQuery,
  OpenAccessVolume,
  PRICE_CURRENCIES,
  PRICE_MEDIA,
  PublicationSpeed,
  SUBSCRIBER_TYPES,
  VolumeWithIssues,
} from './journal-content';
export {
  BOOK_BINDINGS,
  BOOK_HOMEPAGE_TYPES,
  BOOK_MEDIA,
  BookBinding,
  BookHomepageCount,
  BookHomepageQuery,
  BookHomepageType,
  BookMedium,
  BookSummary,
  PUBLISH_STATUSES,
  PublishStatus,
} from './book';
export {
  NEWS_TYPES,
  NewsDetail,
  NewsDetailQuery,
  NewsSearchQuery,
  NewsSummary,
  NewsType,
} from './news';
export {
  CardInput,
  CartDetailQuery,
  CartLine,
  ConfirmPaymentBody,
  CreatePaymentIntentBody,
  MAX_CART_IDS,
  MAX_ORDER_QUANTITY,
  MyOrdersQuery,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  Order,
  OrderIntent,
  OrderItem,
  OrderNo,
  OrderStatus,
  OrderedBooksQuery,
  PAYMENT_RESULT_STATUSES,
  PaymentResult,
  PaymentResultQuery,
  PaymentResultStatus,
} from './order';
export {
  ChangePasswordBody,
  MAX_NICK_NAME_LENGTH,
  MAX_ORGANIZATION_NAME_LENGTH,
  RegisterBody,
  UpdateProfileBody,
  UserProfile,
} from './user';
export {
  ACCESS_MODES,
  ACCESS_REASONS,
  AccessCheck,
  AccessHistoryBody,
  AccessHistoryRecord,
  AccessMode,
  AccessReason,
  CONTENT_TYPES,
  CheckAuthQuery,
  ContentPermission,
  ContentPermissionQuery,
  ContentType,
  MAX_PERMISSION_IDS,
  ORGANIZATION_GRANT_SCOPES,
  OrgAuthBooksCount,
  OrgAuthJournal,
  OrgAuthVolume,
  OrgAuthVolumesQuery,
  OrganizationGrantScope,
  SUBSCRIPTION_MEDIA,
  Subscription,
  ViewedArticle,
  ViewedBook,
  ViewedChapter,
} from './access';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  DEFAULT_TENANT_ID,
  GRANT_TYPES,
  GrantType,
  MAX_PASSWORD_LENGTH,
  REFRESH_TOKEN_TTL_SECONDS,
  TokenError,
  TokenHeaders,
  TokenParams,
  TokenRefusal,
  TokenResponse,
  USER_TYPES,
  UserType,
} from './auth';
export type {
  ApiGetPath,
  ApiGetRoutes,
  ApiPostPath,
  ApiPostRoutes,
  ApiPutPath,
  ApiPutRoutes,
} from './routes';
