import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import type { NewsDetail } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../i18n';
import { NewsApp } from '../app';

let api: MockApi;

const ITEM: NewsDetail = {
  id: 41,
  type: 'news',
  title: { en: 'New editor-in-chief appointed', zh: '新任主编就职' },
  summary: { en: 'A new chief editor joins.', zh: '新任主编加入编委会。' },
  publishedAt: '2025-02-20T12:00:00.000Z',
  body: { en: '<p>A new chief editor joins.</p>', zh: '<p>新任主编加入编委会。</p>' },
};

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

beforeAll(registerMessages);

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  api = mockApi({
    'GET /cms/search-announcements': ok({ records: [], total: 0, size: 10, current: 1, pages: 0 }),
    'GET /cms/announcement-detail': ok(ITEM),
    'GET /cms/related-announcement-page': ok({
      records: [],
      total: 0,
      size: 5,
      current: 1,
      pages: 0,
    }),
  });
});

afterEach(() => api.restore());

test('/newsDetail/:id is the page of that item, loaded on demand', async () => {
  renderWithProviders(<NewsApp />, { route: '/newsDetail/41' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'New editor-in-chief appointed' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/coming soon/i)).toBeNull();
});

test('/newsDetail without an item leads to the news list', async () => {
  renderWithProviders(
    <>
      <NewsApp />
      <Location />
    </>,
    { route: '/newsDetail' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/news$/);
});
