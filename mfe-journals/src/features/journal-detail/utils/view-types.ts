/**
 * The views of a journal, each a page under `/JDetail/:cid/` with its own route (the route
 * table in `src/app/routes.tsx`); the last segment of its URL.
 */
export const VIEW_TYPES = [
  'about',
  'board',
  'volumes',
  'issue',
  'online-first',
  'accepted',
  'open-access',
  'speed',
  'article',
] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** The views with a tab of their own, in tab order; `issue` and `article` are reached by links. */
export const TAB_VIEWS = [
  'about',
  'board',
  'volumes',
  'online-first',
  'accepted',
  'open-access',
  'speed',
] as const satisfies readonly ViewType[];

/** The tab a view belongs to: an issue is part of the volumes, an article of its issue. */
export function tabOf(view: ViewType): (typeof TAB_VIEWS)[number] {
  if (view === 'issue' || view === 'article') return 'volumes';
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
  return VIEW_TYPES.find((view) => view === segment) ?? DEFAULT_VIEW[base];
}

export function journalViewHref(journalId: number, view: ViewType, base: DetailBase = 'JDetail') {
  return `/${base}/${journalId}/${view}`;
}

export function issueHref(journalId: number, issueId: number) {
  return `/JDetail/${journalId}/issue?id=${issueId}`;
}

export function articleHref(journalId: number, articleId: number) {
  return `/JDetail/${journalId}/article?id=${articleId}`;
}

export function authorHref(authorKey: string) {
  return `/journals/journalAuthorPanel?author=${encodeURIComponent(authorKey)}`;
}
