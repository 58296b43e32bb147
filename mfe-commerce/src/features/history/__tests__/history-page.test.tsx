import { screen, within } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import type { ViewedArticle, ViewedBook } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { page, signInPersonal } from '../../../testing/account-fixtures';
import { HistoryPage } from '../components/history-page';

let api: MockApi;

const ARTICLE = {
  id: 10,
  title: { en: 'On the zeros of zeta', zh: '关于 zeta 函数的零点' },
  journalId: 2,
  journalTitle: { en: 'Acta Mathematica Sinica', zh: '数学学报' },
  viewedAt: '2026-11-20T09:15:00Z',
} as ViewedArticle;

const BOOK = {
  id: 3,
  title: { en: 'Lectures on Elliptic Curves', zh: '椭圆曲线讲义' },
  viewedAt: '2026-11-21T10:00:00Z',
  chapter: null,
} as ViewedBook;

const CHAPTER = {
  ...BOOK,
  viewedAt: '2026-11-19T10:00:00Z',
  chapter: { id: 31, title: { en: 'Chapter 1. Cubic curves', zh: '第一章 三次曲线' } },
} as ViewedBook;

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  signInPersonal();
});

afterEach(() => api.restore());

it('lists the articles and books read last, each linking to its page', async () => {
  api = mockApi({
    'GET /periodical/access-history-periodical-content': ok(page([ARTICLE])),
    'GET /bookmain/access-history-books': ok(page([BOOK, CHAPTER])),
  });
  renderWithProviders(<HistoryPage />);

  const articles = await screen.findByRole('list', { name: 'Articles' });
  expect(within(articles).getByRole('link', { name: 'On the zeros of zeta' })).toHaveAttribute(
    'href',
    '/JDetail/2/article?id=10',
  );
  expect(within(articles).getByText('Acta Mathematica Sinica')).toBeInTheDocument();
  const books = await screen.findByRole('list', { name: 'Books' });
  const [book, chapter] = within(books).getAllByRole('listitem');
  expect(within(book as HTMLElement).getByRole('link')).toHaveAttribute('href', '/BDetail/3');
  expect(
    within(chapter as HTMLElement).getByRole('link', { name: 'Chapter 1. Cubic curves' }),
  ).toHaveAttribute('href', '/ChapterDetail/31');
  expect(chapter).toHaveTextContent('In Lectures on Elliptic Curves');
  // The specification's history page: the newest 100.
  for (const request of api.requests) expect(request.params).toEqual({ current: 1, size: 100 });
});

it('says when nothing was read, and offers a retry when a list fails', async () => {
  api = mockApi({
    'GET /periodical/access-history-periodical-content': ok(page([])),
    'GET /bookmain/access-history-books': { status: 500, body: { code: 500, msg: 'down' } },
  });
  renderWithProviders(<HistoryPage />);

  expect(await screen.findByText('You have not opened any article yet.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
