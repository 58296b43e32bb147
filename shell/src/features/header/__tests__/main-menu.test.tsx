import { act, screen, within } from '@testing-library/react';
import { addMessages, setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, type MockApi } from '@portal/testing';
import en from '../../../i18n/en.json';
import zh from '../../../i18n/zh.json';
import { MainMenu } from '../components/main-menu';

const CATEGORIES = [
  {
    id: 1,
    dictValue: { en: 'Journal subscriptions', zh: '期刊订阅' },
    children: [
      { id: 11, dictValue: { en: 'Institutional subscriptions', zh: '机构订阅' } },
      { id: 12, dictValue: { en: 'Personal subscriptions', zh: '个人订阅' } },
    ],
  },
  {
    id: 2,
    dictValue: { en: 'Book orders', zh: '图书订购' },
    children: [{ id: 21, dictValue: { en: 'Individual purchases', zh: '个人购书' } }],
  },
];

let api: MockApi;
beforeAll(() => addMessages('shell', { zh, en }));
beforeEach(async () => {
  await setLanguage('en');
  api = mockApi({ 'GET /baseinfoordering/category': ok(CATEGORIES) });
});
afterEach(() => api.restore());

test('Info lists the order categories with links to /ordering?p=parent-child, then FAQ and contact', async () => {
  const { user } = renderWithProviders(<MainMenu layout="bar" />, { route: '/home' });
  const toggle = screen.getByRole('button', { name: 'Info submenu' });
  await user.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  await within(panel).findByRole('list', { name: 'Journal subscriptions' });
  expect(
    within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Institutional subscriptions', '/ordering?p=0-0'],
    ['Personal subscriptions', '/ordering?p=0-1'],
    ['Individual purchases', '/ordering?p=1-0'],
    ['FAQ', '/faqDetail'],
    ['Contact us', '/contact'],
  ]);
});

test('the Books submenu names its pages as a reader knows them, in both languages', async () => {
  const { user } = renderWithProviders(<MainMenu layout="bar" />, { route: '/home' });
  const toggle = screen.getByRole('button', { name: 'Books submenu' });
  await user.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  const links = () =>
    within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links()).toEqual([
    ['Book home', '/books/book'],
    ['Series', '/books/bookSuccession'],
    ['Featured books', '/books/bookLight'],
  ]);
  await act(() => setLanguage('zh'));
  expect(links()).toEqual([
    ['图书首页', '/books/book'],
    ['丛书', '/books/bookSuccession'],
    ['精选图书', '/books/bookLight'],
  ]);
});

test('a submenu is a disclosure: the button toggles it, Escape closes it and returns focus', async () => {
  const { user } = renderWithProviders(<MainMenu layout="bar" />, { route: '/home' });
  const toggle = screen.getByRole('button', { name: 'Books submenu' });
  expect(screen.queryByRole('link', { name: 'Series' })).toBeNull();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Book home' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test.each([
  ['/home', 'Home', 'page'],
  ['/journals/journal', 'Journals', 'page'],
  ['/JDetail/3/about', 'Journals', 'true'],
  ['/books/bookLight', 'Books', 'true'],
  ['/BDetail/12', 'Books', 'true'],
  ['/ChapterDetail/40', 'Books', 'true'],
  ['/ordering?p=0-1', 'Info', 'page'],
  ['/contact', 'Info', 'true'],
  ['/news', 'News', 'page'],
  ['/newsDetail/12', 'News', 'true'],
])('on %s the current section is %s', (route, section, current) => {
  renderWithProviders(<MainMenu layout="bar" />, { route });
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  const marked = within(menu)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'));
  expect(marked).toHaveLength(1);
  expect(marked[0]).toHaveTextContent(section);
  expect(marked[0]).toHaveAttribute('aria-current', current);
});
