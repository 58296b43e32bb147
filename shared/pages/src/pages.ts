import { page, typed, type QueryValue } from './page';

/**
 * Every page of the site, by what it is for the reader. A route table takes `PAGES.x.path`; a
 * link, a redirect, a feed or a sitemap takes `PAGES.x.href({ ... })`. Adding a page is adding it
 * here, to its section's route table, and, when it opens a new path group, to `PATH_GROUPS`.
 */

/**
 * The views of a journal: the last segment of `/JDetail/:cid/<view>` and `/JFirstDetail/:cid/<view>`.
 * Each is a page in the journal's frame; the tabs show only some of them (an issue, an article and
 * its full text are reached by links).
 */
export const JOURNAL_VIEWS = [
  'about',
  'board',
  'volumes',
  'issue',
  'online-first',
  'accepted',
  'open-access',
  'speed',
  'article',
  'fulltext',
] as const;
export type JournalView = (typeof JOURNAL_VIEWS)[number];

/** An entry of the ordering information: its category's index and its own, both from 0. */
export type OrderingEntryParam = `${number}-${number}`;

/** The filters of a list page, as its own feature writes them (names and defaults are its own). */
export type Filters = Readonly<Record<string, QueryValue>>;

export const PAGES = {
  // The shell's pages.
  root: page('/'),
  home: page('/home'),
  login: page(
    '/login',
    typed<{ query: { returnUrl?: string; kind?: 'personal' | 'organization' } }>(),
  ),
  register: page('/register', typed<{ query: { returnUrl?: string } }>()),
  privacy: page('/privacy'),
  notFound: page('/404'),

  // journals: the catalogue and its lists.
  journals: page('/journals'),
  journalHome: page('/journals/journal', typed<{ query: Filters }>()),
  journalList: page('/journals/journalList', typed<{ query: Filters }>()),
  journalOnline: page('/journals/journalOnline'),
  journalFirst: page('/journals/journalFirst'),
  journalPanel: page('/journals/journalPanel', typed<{ query: { cid?: number } }>()),
  journalAnnualPanel: page('/journals/journalAnnualPanel', typed<{ query: { cid?: number } }>()),
  authorPublications: page('/journals/journalAuthorPanel', typed<{ query: { author: string } }>()),
  online: page('/online'),
  journalByAbbreviation: page('/journalabbr/:abbr?'),
  search: page('/search', typed<{ query: Filters & { q?: string } }>()),

  // journals: one journal, in its frame (masthead and tabs); `/JDetail/:cid` opens on `about`.
  journal: page('/JDetail/:cid'),
  journalView: page('/JDetail/:cid/:view', typed<{ params: { view: JournalView } }>()),
  issue: page('/JDetail/:cid/issue', typed<{ query: { id: number } }>()),
  article: page('/JDetail/:cid/article', typed<{ query: { id: number } }>()),
  // The article's full text, read in the page (issue 32).
  fullText: page('/JDetail/:cid/fulltext', typed<{ query: { id: number } }>()),
  // The same frame opening on the journal's online-first articles.
  journalFirstDetail: page('/JFirstDetail/:cid'),
  journalFirstView: page('/JFirstDetail/:cid/:view', typed<{ params: { view: JournalView } }>()),

  // books
  books: page('/books'),
  bookHome: page('/books/book'),
  bookList: page('/books/bookList', typed<{ query: Filters }>()),
  featuredBooks: page('/books/bookLight'),
  seriesList: page('/books/bookSuccession'),
  series: page('/books/bookSuccessionList', typed<{ query: { id: number } }>()),
  organizationBooks: page('/books/bookOrganization'),
  book: page('/BDetail/:id'),
  chapter: page('/ChapterDetail/:id'),

  // news: news and the publisher's information
  newsHome: page('/newsHome'),
  news: page('/news', typed<{ query: Filters }>()),
  newsIndex: page('/newsDetail'),
  newsItem: page('/newsDetail/:id'),
  info: page('/info'),
  ordering: page('/ordering', typed<{ query: { p?: OrderingEntryParam } }>()),
  faq: page('/faqDetail', typed<{ query: { q?: string } }>()),
  faqAnswer: page('/faqDetail/:id'),
  contact: page('/contact'),

  // commerce
  cart: page('/shoppingCart'),
  paid: page('/paid', typed<{ query: { orderNo?: string } }>()),
  mine: page('/mine'),
  mineSubscriptions: page('/mine/subscriptions'),
  mineOrders: page('/mine/orders'),
  mineNews: page('/mine/news'),
  mineOpenAccess: page('/mine/open-access'),
  mineProfile: page('/mine/profile'),

  // staff: the publisher's own tools, behind a staff sign-in; never linked for readers.
  staff: page('/staff'),
  staffImport: page('/staff/import'),
} as const;

export type PageName = keyof typeof PAGES;

/**
 * The path groups the shell hands a remote section, by the first segment of their addresses: the
 * shell's route table names each group with the remote that owns it. A group holds every page of
 * the table that starts with it (the test of this package checks it).
 */
export const PATH_GROUPS = {
  journals: '/journals/*',
  JDetail: '/JDetail/*',
  JFirstDetail: '/JFirstDetail/*',
  online: '/online',
  journalabbr: '/journalabbr/*',
  search: '/search',
  books: '/books/*',
  BDetail: '/BDetail/*',
  ChapterDetail: '/ChapterDetail/*',
  news: '/news',
  newsDetail: '/newsDetail/*',
  ordering: '/ordering',
  faqDetail: '/faqDetail/*',
  contact: '/contact',
  shoppingCart: '/shoppingCart',
  paid: '/paid',
  mine: '/mine/*',
  staff: '/staff/*',
} as const;

/**
 * Addresses of the books section before its pages moved to the root (`/books/BDetail/3`, and the
 * oldest `/books/BDetail?id=3`): the books section redirects them to `PAGES.book` and
 * `PAGES.chapter`.
 */
export const OLD_BOOK_PATHS = {
  book: '/books/BDetail/*',
  chapter: '/books/ChapterDetail/*',
} as const;
