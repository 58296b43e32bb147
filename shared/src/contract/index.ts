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
export { OrderingCategory, OrderingSubcategory } from './ordering';
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
export { CartDetailQuery, MAX_CART_IDS } from './order';
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
export type { ApiGetPath, ApiGetRoutes } from './routes';
