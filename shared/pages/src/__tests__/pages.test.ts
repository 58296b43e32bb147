import { PAGES, PATH_GROUPS } from '../pages';

test('an article is addressed in its journal, with its id in the query', () => {
  expect(PAGES.article.href({ cid: 3, id: 10 })).toBe('/JDetail/3/article?id=10');
  expect(PAGES.article.path).toBe('/JDetail/:cid/article');
});

test("an article's full text is a page of its own, beside the article's", () => {
  expect(PAGES.fullText.href({ cid: 3, id: 10 })).toBe('/JDetail/3/fulltext?id=10');
  expect(PAGES.fullText.path).toBe('/JDetail/:cid/fulltext');
});

test('pages without parameters are their own address', () => {
  expect(PAGES.cart.href()).toBe('/shoppingCart');
  expect(PAGES.mine.href()).toBe('/mine');
  expect(PAGES.home.href()).toBe('/home');
});

test('the pages of one record: a book, a chapter, a news item, a journal', () => {
  expect(PAGES.book.href({ id: 174 })).toBe('/BDetail/174');
  expect(PAGES.chapter.href({ id: 9 })).toBe('/ChapterDetail/9');
  expect(PAGES.newsItem.href({ id: 41 })).toBe('/newsDetail/41');
  expect(PAGES.journal.href({ cid: 3 })).toBe('/JDetail/3');
  expect(PAGES.issue.href({ cid: 3, id: 5 })).toBe('/JDetail/3/issue?id=5');
});

test('the query holds only what is given, encoded once', () => {
  expect(PAGES.ordering.href({ p: '1-0' })).toBe('/ordering?p=1-0');
  expect(PAGES.ordering.href()).toBe('/ordering');
  expect(PAGES.login.href({ returnUrl: '/journals/journal?q=x' })).toBe(
    '/login?returnUrl=%2Fjournals%2Fjournal%3Fq%3Dx',
  );
  expect(PAGES.authorPublications.href({ author: 'Li & Wang' })).toBe(
    '/journals/journalAuthorPanel?author=Li+%26+Wang',
  );
  expect(PAGES.search.href({ q: 'algebra group', page: undefined })).toBe(
    '/search?q=algebra+group',
  );
});

test('path parameters are encoded as one segment; an optional one may be left out', () => {
  expect(PAGES.journalByAbbreviation.href({ abbr: 'A/B C' })).toBe('/journalabbr/A%2FB%20C');
  expect(PAGES.journalByAbbreviation.href()).toBe('/journalabbr');
  expect(PAGES.journalFirstView.href({ cid: 7, view: 'board' })).toBe('/JFirstDetail/7/board');
});

test('a missing path parameter is refused rather than written as "undefined"', () => {
  const href = PAGES.book.href as (params?: object) => string;
  expect(() => href({})).toThrow('/BDetail/:id needs id');
});

/** Whether react-router's group pattern (`/x/*` or `/x`) takes the page's pattern. */
function groupHolds(group: string, path: string): boolean {
  return group.endsWith('/*')
    ? path === group.slice(0, -2) || path.startsWith(group.slice(0, -1))
    : path === group;
}

test("every page outside the shell's own is in exactly one path group", () => {
  // The shell's pages and its redirects of the specification's bare section addresses.
  const shellPaths = [
    '/',
    '/home',
    '/login',
    '/register',
    '/privacy',
    '/404',
    '/newsHome',
    '/info',
  ];
  for (const { path } of Object.values(PAGES)) {
    const groups = Object.values(PATH_GROUPS).filter((group) => groupHolds(group, path));
    expect({ path, groups: groups.length }).toEqual({
      path,
      groups: shellPaths.includes(path) ? 0 : 1,
    });
  }
});
