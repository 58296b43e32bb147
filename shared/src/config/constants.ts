/** The business constants of the specification (section 9), one definition for every app. */

/** Axios timeout of a write (a payment, an upload) and of any call not made by `apiGet`. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Axios timeout of a read (GET). A stalled API then costs the reader a few seconds, not half a
 * minute: the section says so with Try again (issue 29). Just over the site proxy's own 5 s, so
 * the proxy's answer, when there is one, is what the reader is told.
 */
export const READ_TIMEOUT_MS = 5_500;
/**
 * A request still running after this long shows 'Trying to load, please wait'; one with a
 * shorter timeout (a read) shows it halfway to its timeout, so it always comes before the failure.
 */
export const PENDING_NOTICE_MS = 7_000;
/** webpack's `chunkLoadTimeout` and the Module Federation script loader's timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Envelope codes meaning success: 200, and 1 from older endpoints. */
export const SUCCESS_CODES: readonly number[] = [200, 1];
/** Envelope codes (and HTTP status 401) meaning the session is no longer valid. */
export const AUTH_ERROR_CODES: readonly number[] = [600, 401];

/** Page sizes the API expects; ALL and ALL_ALT ask for everything (capped by the server). */
export const PAGE_SIZE = {
  DEFAULT: 10,
  HISTORY: 100,
  ALL: 99_999_999,
  ALL_ALT: 9_999_999,
} as const;

/** Prefix of every localStorage, sessionStorage and cookie key the portal writes. */
export const STORAGE_PREFIX = 'TC_';

export const CART_DB_NAME = 'ShoppingCartDB';
export const CART_DB_VERSION = 1;
export const CART_INITIAL_QUANTITY = 1;

/** Lifetime of the stored cookie preference. */
export const COOKIE_PREFERENCE_DAYS = 365;

/** Below this width the mobile layout applies. */
export const MOBILE_WIDTH = 950;
/** From this width up the menu, title and sort bars stick while scrolling. */
export const STICKY_MENU_WIDTH = 992;
/** Back or Forward restores a page's scroll position this long after the page is shown. */
export const SCROLL_RESTORE_DELAY_MS = 100;
/**
 * How long a restore waits for a page that is still shorter than its position (its section or
 * its data on the way) and holds the position against the page's own scrolling, unless the
 * reader scrolls first. Under the 7 s after which a slow request shows its notice.
 */
export const SCROLL_RESTORE_LIMIT_MS = 5_000;
/** Scroll distance after which the back-to-top button appears (DESIGN.md section 7). */
export const BACK_TO_TOP_THRESHOLD = 100;

export const DEFAULT_TENANT_ID = '000000';
export const DEFAULT_THEME = 'DARK-BLUE';
/** The publisher's logo, in CSS pixels. */
export const LOGO_SIZE = { width: 44, height: 53.3 } as const;

/** The fixed OAuth client the portal identifies itself with (`Authorization: Basic ...`). */
export const CLIENT_CREDENTIAL = { clientId: 'portal', clientSecret: 'portal_secret' } as const;

/** Supported languages; the index-1 entry is the default when nothing else decides. */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const MB = 1024 * 1024;
/**
 * What an upload accepts (spec section 5; limits from DESIGN.md section 7). A parameter, not a
 * rule of nature: an app with other limits passes its own.
 */
export const UPLOAD_RULES = {
  image: {
    extensions: ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'],
    maxBytes: 10 * MB,
  },
  video: { extensions: ['mp4', 'mov'], maxBytes: 100 * MB },
  audio: { extensions: ['mp3'], maxBytes: 20 * MB },
} as const;
