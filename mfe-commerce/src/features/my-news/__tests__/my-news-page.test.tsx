import { screen } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import type { NewsSummary } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { page, signInPersonal } from '../../../testing/account-fixtures';
import { MyNewsPage } from '../components/my-news-page';

let api: MockApi;

const NEWS: NewsSummary = {
  id: 12,
  type: 'announcement',
  title: { en: 'Acta Mathematica Sinica goes monthly', zh: '《数学学报》改为月刊' },
  summary: { en: 'From 2027, twelve issues a year.', zh: '自 2027 年起每年出版十二期。' },
  publishedAt: '2026-11-10T02:00:00Z',
  journalId: 4,
};

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  signInPersonal();
});

afterEach(() => api.restore());

it("pages through the news of the reader's journals and books, the page in the URL", async () => {
  api = mockApi({ 'GET /cms/my-news': ok(page([NEWS], 2, 3)) });
  const { user } = renderWithProviders(<MyNewsPage />, { route: '/mine/news?page=2' });

  expect(
    await screen.findByRole('link', { name: 'Acta Mathematica Sinica goes monthly' }),
  ).toHaveAttribute('href', '/newsDetail/12');
  expect(screen.getByText('From 2027, twelve issues a year.')).toBeInTheDocument();
  expect(api.requests[0]?.params).toEqual({ current: 2, size: 10 });

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(api.requests.at(-1)?.params).toEqual({ current: 3, size: 10 });
});

it('says when there is no news yet', async () => {
  api = mockApi({ 'GET /cms/my-news': ok(page([])) });
  renderWithProviders(<MyNewsPage />);

  expect(
    await screen.findByText('No news about the journals and books you follow yet.'),
  ).toBeInTheDocument();
});
