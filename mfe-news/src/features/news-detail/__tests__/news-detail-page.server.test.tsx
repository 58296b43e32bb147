import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createPageHead,
  createQueryClient,
  PageHeadContext,
  PortalProviders,
} from '@portal/shared';
import type { NewsDetail } from '@portal/contract';
import { registerMessages } from '../../../i18n';
import { newsItemQueryOptions } from '../api/get-news-item';
import { NewsDetailPage } from '../components/news-detail-page';

// The site's server has a sanitizer of its own for HTML from the API (@portal/reading's
// `#server-markup`, tested there); here it passes the HTML through.
jest.mock('#server-markup', () => ({ serverMarkup: (html: string) => html }));

const ITEM: NewsDetail = {
  id: 41,
  type: 'announcement',
  title: { en: '2026 subscriptions are open', zh: '2026年订阅现已开放' },
  summary: { en: 'Institutions can now renew.', zh: '机构现可续订。' },
  publishedAt: '2025-03-05T12:00:00.000Z',
  pinned: false,
  body: {
    en: '<p>Institutions can now renew.</p><h3>How to order</h3><p>See the terms.</p>',
    zh: '<p>机构现可续订。</p><h3>订购方式</h3>',
  },
};

beforeAll(() => registerMessages());

it('puts the body in the page a server renders, drawn before any script runs', () => {
  const head = createPageHead();
  const client = createQueryClient();
  client.setQueryData(newsItemQueryOptions(ITEM.id).queryKey, ITEM);
  const html = renderToString(
    <PageHeadContext value={head}>
      <PortalProviders queryClient={client}>
        <MemoryRouter initialEntries={['/newsDetail/41']}>
          <Routes>
            <Route path="/newsDetail/:id" element={<NewsDetailPage />} />
          </Routes>
        </MemoryRouter>
      </PortalProviders>
    </PageHeadContext>,
  );
  expect(html).toContain(
    '<p>Institutions can now renew.</p><h3>How to order</h3><p>See the terms.</p>',
  );
  expect(head.title).toBe(
    '2026 subscriptions are open | International Press of Mathematical Sciences',
  );
  expect(head.links).toEqual([{ rel: 'canonical', href: 'http://localhost/newsDetail/41' }]);
});
