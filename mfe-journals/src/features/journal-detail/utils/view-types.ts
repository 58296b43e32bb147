import { JOURNAL_VIEWS, PAGES, type JournalView } from '@portal/pages';

/**
 * The views of a journal, each a page under `/JDetail/:cid/` with its own route (the route
 * table in `src/app/routes.tsx`); the last segment of its URL. The table of pages
 * (@portal/pages) defines them, so a route and its links cannot drift apart.
 */
export type ViewType = JournalView;

/**
 * The views with a tab of their own, in tab order; `issue`, `article` and `fulltext` (the
 * article's full text) are reached by links.
 */
export const TAB_VIEWS = [
  'about',
  'board',
  'volumes',
  'online-first',
  'accepted',
  'open-access',
  'speed',
] as const satisfies readonly ViewType[];

/** The views of one article, its page and its full text's: they are titled by the article. */
export const ARTICLE_VIEWS = ['article', 'fulltext'] as const satisfies readonly ViewType[];
export type ArticleView = (typeof ARTICLE_VIEWS)[number];

export function isArticleView(view: ViewType): view is ArticleView {
  return (ARTICLE_VIEWS as readonly ViewType[]).includes(view);
}

/** The tab a view belongs to: an issue is part of the volumes, an article of its issue. */
export function tabOf(view: ViewType): (typeof TAB_VIEWS)[number] {
  if (view === 'issue' || isArticleView(view)) return 'volumes';
  return view;
}

/** The detail routes: `/JDetail` opens on `about`, `/JFirstDetail` on the online-first view. */
export type DetailBase = 'JDetail' | 'JFirstDetail';

export const DEFAULT_VIEW: Record<DetailBase, ViewType> = {
  JDetail: 'about',
  JFirstDetail: 'online-first',
};

/**
 * The view a journal's URL shows, for the tabs and the masthead around it: the segment after
 * `/<base>/<cid>`, or the base's first view. Which page is shown is the route table's business.
 */
export function viewOfPath(pathname: string, base: DetailBase): ViewType {
  const segment = pathname.split('/')[3];
  return JOURNAL_VIEWS.find((view) => view === segment) ?? DEFAULT_VIEW[base];
}

/** A view's address, in the frame the reader is in (`/JDetail` or `/JFirstDetail`). */
export function journalViewHref(journalId: number, view: ViewType, base: DetailBase = 'JDetail') {
  const page = base === 'JDetail' ? PAGES.journalView : PAGES.journalFirstView;
  return page.href({ cid: journalId, view });
}
