/**
 * The contract's plain values: enumerations, patterns, limits and defaults. Nothing here depends
 * on TypeBox, so browser code imports its run-time values from here
 * (`@portal/contract/constants`), never from `@portal/contract`, whose schemas would
 * bring TypeBox along. The schema files build on these; `@portal/contract` re-exports them
 * for the API.
 */

// Every area (common.ts)

/** Body `code` of every successful response. */
export const SUCCESS_CODE = 200;

/** Page size used when a list call does not send `size`. */
export const DEFAULT_PAGE_SIZE = 10;

/** The server caps `size` here: callers may send 99999999 to mean "everything". */
export const MAX_PAGE_SIZE = 1000;

/** Highest `current` accepted, so that an offset always fits the database's integers. */
export const MAX_PAGE_NUMBER = 1_000_000;

/** Longest search text accepted. */
export const MAX_KEYWORD_LENGTH = 100;

// Health (health.ts)

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

// Site parameters (system.ts)

/** The keys the front ends read at start-up. */
export const SYSTEM_PARAM_KEYS = {
  copyright: 'system.copyright',
  techWebLink: 'system.techweblink',
} as const;

// News, FAQs and the home page (cms.ts)

/** Most items one home widget shows. */
export const MAX_HOME_WIDGET_SIZE = 20;

/** Longest fields of a contact message, in characters. */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

// Areas (area.ts)

export const AREA_LEVELS = ['country', 'province', 'city', 'district'] as const;

/** ISO 3166-1 alpha-2 (countries and regions) or GB/T 2260 (six digits, divisions of China). */
export const AREA_CODE_PATTERN = '^([A-Z]{2}|[0-9]{6})$';

// Uploads (upload.ts)

export const UPLOAD_KINDS = ['image', 'video', 'audio'] as const;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The specification's allowed types: file extension (lower case) -> kind and content type. */
export const UPLOAD_TYPES = {
  png: { kind: 'image', mimeType: 'image/png' },
  jpg: { kind: 'image', mimeType: 'image/jpeg' },
  jpeg: { kind: 'image', mimeType: 'image/jpeg' },
  bmp: { kind: 'image', mimeType: 'image/bmp' },
  gif: { kind: 'image', mimeType: 'image/gif' },
  webp: { kind: 'image', mimeType: 'image/webp' },
  psd: { kind: 'image', mimeType: 'image/vnd.adobe.photoshop' },
  svg: { kind: 'image', mimeType: 'image/svg+xml' },
  tiff: { kind: 'image', mimeType: 'image/tiff' },
  mp4: { kind: 'video', mimeType: 'video/mp4' },
  mov: { kind: 'video', mimeType: 'video/quicktime' },
  mp3: { kind: 'audio', mimeType: 'audio/mpeg' },
} as const satisfies Record<string, { kind: UploadKind; mimeType: string }>;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** System parameters holding the size limits, in bytes. */
export const UPLOAD_PARAM_KEYS = {
  minSize: 'upload.minSize',
  maxImageSize: 'upload.maxImageSize',
  maxVideoSize: 'upload.maxVideoSize',
  maxAudioSize: 'upload.maxAudioSize',
} as const;

/** The multipart field holding the file. */
export const UPLOAD_FIELD = 'file';

// Covers (cover.ts)

export const COVER_KINDS = ['journal', 'book', 'news'] as const;

// Journals (journal.ts)

export const JOURNAL_SUBJECTS = [
  'algebra',
  'number-theory',
  'geometry-topology',
  'analysis',
  'differential-equations',
  'probability-statistics',
  'mathematical-physics',
  'applied-computational',
  'combinatorics',
  'general',
] as const;

export const JOURNAL_SORTS = ['title', 'abbreviation', 'latest'] as const;

// Journal content: issues, articles, editors, prices (journal-content.ts)

/** The longest ISO 4 abbreviation accepted in a look-up. */
export const MAX_ABBREVIATION_LENGTH = 100;

/**
 * An abbreviation reduced to its letters and digits, lower case: `J. Algebr. Struct.`,
 * `J.Algebr.Struct.`, `j-algebr-struct` and `J_Algebr_Struct` are the same journal.
 */
export function normalizeAbbreviation(abbreviation: string): string {
  return abbreviation.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export const SUBSCRIBER_TYPES = ['institutional', 'personal'] as const;

export const PRICE_MEDIA = ['print', 'online'] as const;

export const PRICE_CURRENCIES = ['CNY', 'USD'] as const;

/** The specification's editorial roles, in the order a board lists them. */
export const EDITOR_ROLE_CODES = [
  'editor-in-chief',
  'management-board-chair',
  'management-board-member',
  'executive-editor',
  'consulting-editor',
  'managing-editor',
  'associate-editor',
  'technical-editor',
  'honorary-editor',
  'editor-at-large',
  'founding-editor',
  'editorial-board-member',
  'advisory-board-member',
  'editorial-assistant',
  'scientific-advisory-board-chair',
  'scientific-advisory-board-member',
  'publishers-representative',
  'journal-secretary',
] as const;

export const ARTICLE_STATUSES = ['published', 'online_first', 'accepted'] as const;

export const AUTHOR_KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const MSC_SCHEMES = ['MSC2000', 'MSC2010', 'MSC2020'] as const;

// Books (book.ts)

export const BOOK_MEDIA = ['print', 'electronic'] as const;

export const BOOK_BINDINGS = ['hardcover', 'softcover', 'electronic'] as const;

export const PUBLISH_STATUSES = ['published', 'forthcoming'] as const;

export const BOOK_HOMEPAGE_TYPES = ['all', 'recent', 'forthcoming', 'featured'] as const;

/** The specification's contributor types, in the order a book page lists them. */
export const CONTRIBUTOR_ROLES = ['AUTHOR', 'EDITOR', 'VOLUME_EDITOR', 'GENERAL_EDITOR'] as const;

export const BOOK_LANGUAGES = ['en', 'zh', 'zh-en'] as const;

export const BOOK_TAG_TYPES = ['subject', 'textbook', 'featured_author', 'collection'] as const;

export const BOOK_SORTS = ['newest', 'oldest', 'title', 'price_asc', 'price_desc'] as const;

/** An MSC2020 area or code, or its beginning: `35`, `35Q`, `35Q30`. */
export const MSC_PREFIX_PATTERN = '^[0-9]{2}([A-Z-]([0-9]{1,2}|[xX]{2})?)?$';

// News (news.ts)

export const NEWS_TYPES = ['news', 'announcement'] as const;

// Orders and payment (order.ts)

/** Most ids one cart look-up accepts. */
export const MAX_CART_IDS = 200;

/** Most copies of one book in one order. */
export const MAX_ORDER_QUANTITY = 99;

/** An order's state: waiting for its payment, paid, or failed (closed; check out again). */
export const ORDER_STATUSES = ['waiting', 'paid', 'failed'] as const;

/** A payment's result as the result page shows it (spec section 4). */
export const PAYMENT_RESULT_STATUSES = ['waiting', 'success', 'failure'] as const;

export const ORDER_NO_PATTERN = '^PO[0-9]{16}$';

// Accounts (user.ts)

export const MAX_NICK_NAME_LENGTH = 50;

export const MAX_ORGANIZATION_NAME_LENGTH = 200;

// Access to full text (access.ts)

export const CONTENT_TYPES = ['article', 'book', 'chapter'] as const;

/**
 * What a list asks access to: content, or a journal as a whole (its current year: open access,
 * a subscription covering today or the organization's grant of the whole journal).
 */
export const PERMISSION_TYPES = [...CONTENT_TYPES, 'journal'] as const;

export const ACCESS_MODES = ['read', 'preview'] as const;

/** Why access is allowed; `preview` is the first pages anyone may read. */
export const ACCESS_REASONS = [
  'open_access',
  'subscription',
  'purchase',
  'organization',
  'preview',
] as const;

/** Most ids one permission check accepts. */
export const MAX_PERMISSION_IDS = 200;

export const ORGANIZATION_GRANT_SCOPES = ['journal', 'volumes'] as const;

export const SUBSCRIPTION_MEDIA = ['print', 'online'] as const;

// Sign-in (auth.ts)

export const GRANT_TYPES = ['password', 'refresh_token', 'organization_ip'] as const;

/** The kinds of session a token stands for; also the values of the `User-Type` header. */
export const USER_TYPES = ['personal', 'organization'] as const;

/** Tenant of a token call that names none. */
export const DEFAULT_TENANT_ID = '000000';

/**
 * Lifetime of an access token, in seconds (the answer's `expires_in`). Short: the front end keeps
 * it in memory only and renews it with the refresh-token cookie when it runs out.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Lifetime of a staff member's admin token, in seconds (the answer's `admin_expires_in`): shorter
 * than an access token's, as it opens the staff routes. Renewed with the session while the account
 * is still staff.
 */
export const ADMIN_TOKEN_TTL_SECONDS = 5 * 60;

/** Lifetime of a refresh token, in seconds; each use answers a new one. */
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Longest password accepted: a slow hash of megabytes of input would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

// Search (search.ts)

export const SEARCH_TYPES = ['all', 'article', 'book', 'news'] as const;

export const SEARCH_HIT_TYPES = ['article', 'book', 'news'] as const;

export const SEARCH_SORTS = ['relevance', 'newest'] as const;

/** Longest search text accepted. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** An MSC code or its prefix: `35`, `35J`, `35J60`, `35-02`. */
export const SEARCH_MSC_PATTERN = '^[0-9]{2}([A-Z-]([0-9X]{1,2})?)?$';

// Feeds (feeds.ts)

/** Where each feed is, as the site links it (`<link rel="alternate">` and a Follow link). */
export const FEED_PATHS = {
  journalLatestIssue: (journalId: number) => `/api/feeds/journal/${journalId}/latest-issue.atom`,
  journalOnlineFirst: (journalId: number) => `/api/feeds/journal/${journalId}/online-first.atom`,
  books: '/api/feeds/books.atom',
  news: '/api/feeds/news.atom',
} as const;

/** The media type of an Atom feed. */
export const ATOM_MEDIA_TYPE = 'application/atom+xml';

// Crawlers (crawlers.ts)

/** The kinds of page the sitemaps list, each in a series of sitemaps paged by id. */
export const SITEMAP_KINDS = ['journals', 'articles', 'books', 'chapters', 'news'] as const;

/**
 * The files crawlers read at the site's root: robots.txt, the sitemap index and the sitemaps it
 * lists. The API answers each at `CRAWLER_FILES_API_PREFIX` + its path, and the site serves it at
 * its root under the same path: a sitemap may list only the pages under its own folder
 * (sitemaps.org), so the sitemaps crawlers read must be at the root, not under /api.
 */
export const CRAWLER_FILES = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  sitemap: (kind: (typeof SITEMAP_KINDS)[number], page: number) => `/sitemap-${kind}-${page}.xml`,
} as const;

export const CRAWLER_FILES_API_PREFIX = '/api/crawlers';

/** The formats content is imported in: JATS articles, ONIX 3.0 book records, BITS book parts. */
export const IMPORT_FORMATS = ['jats', 'onix', 'bits'] as const;
/** What became of a file: refused when anything in it is wrong (then nothing of it is written). */
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
/** The multipart field of `POST /api/staff/imports` that carries each file of an import. */
export const IMPORT_FILES_FIELD = 'files';
/** Who sent an import: a staff member through the API (or the staff page), or the command line. */
export const IMPORT_VIAS = ['api', 'cli'] as const;
/** What an import creates or changes. */
export const IMPORT_CHANGE_KINDS = [
  'article',
  'volume',
  'issue',
  'book',
  'chapter',
  'series',
  'pdf',
  'figure',
] as const;
