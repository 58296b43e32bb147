import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { setLanguage } from '@portal/shared';
import type { OrderingCategory, OrderingDetail } from '@portal/contract';
import { mockApi, ok, renderWithProviders, resetPortalState, type MockApi } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { OrderingPage } from '../components/ordering-page';

const t = (en: string, zh: string) => ({ en, zh });

const CATEGORIES: OrderingCategory[] = [
  {
    id: 1,
    dictValue: t('Journal subscriptions', '期刊订阅'),
    children: [
      { id: 2, dictValue: t('Institutional subscriptions', '机构订阅') },
      { id: 3, dictValue: t('Personal subscriptions', '个人订阅') },
    ],
  },
  {
    id: 4,
    dictValue: t('Book orders', '图书订购'),
    children: [
      { id: 5, dictValue: t('Individual purchases', '个人购书') },
      { id: 6, dictValue: t('Bookstores and distributors', '书店与经销商') },
    ],
  },
];

function detail(id: number, title: string, content: string): OrderingDetail {
  return {
    id,
    parent: { id: 1, dictValue: t('Journal subscriptions', '期刊订阅') },
    title: t(title, `${title}（中文）`),
    content: t(content, `<p>${title} 的中文说明</p>`),
    updatedAt: '2025-09-01',
  };
}

const DETAILS: Record<number, OrderingDetail> = {
  2: detail(
    2,
    'Institutional subscriptions 2026',
    '<p>Libraries subscribe by IP range.</p><script>window.hacked = true</script>' +
      '<img src="x" alt="" onerror="window.hacked = true"><p>See <a href="/contact">Contact us</a>.</p>',
  ),
  3: detail(3, 'Personal subscriptions 2026', '<p>Readers subscribe for themselves.</p>'),
  5: detail(5, 'Buying a book', '<p>Add the edition to your cart.</p>'),
  6: detail(6, 'Bookstores', '<p>Trade terms on request.</p>'),
};

let api: MockApi;
let detailFails = false;

function serve() {
  api = mockApi({
    'GET /baseinfoordering/category': ok(CATEGORIES),
    'GET /baseinfoordering/detail': (request) =>
      detailFails
        ? { status: 500, body: { code: 500, success: false, data: null, msg: 'Down' } }
        : ok(DETAILS[Number(request.params.id)]),
  });
}

/** Where the reader is, and whether the last move pushed or replaced the entry. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {location.pathname}
      {location.search} {useNavigationType()}
    </output>
  );
}

function renderOrdering(route = '/ordering?p=0-0') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/ordering" element={<OrderingPage />} />
        <Route path="/contact" element={<p>Contact page</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const where = () => screen.getByRole('status', { name: 'where' });
const detailRequests = () =>
  api.requests.filter((request) => request.path === '/baseinfoordering/detail');

beforeAll(registerMessages);

beforeEach(async () => {
  detailFails = false;
  await resetPortalState();
  await setLanguage('en');
  serve();
});

afterEach(() => api.restore());

describe('OrderingPage', () => {
  it('shows the categories as a side menu and the chosen entry with its date', async () => {
    renderOrdering('/ordering?p=1-0');
    expect(await screen.findByRole('heading', { name: 'Buying a book' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ordering information');
    expect(screen.getByText('September 1, 2025')).toHaveAttribute('datetime', '2025-09-01');
    expect(screen.getByText('Add the edition to your cart.')).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Ordering information' });
    expect(within(menu).getByRole('heading', { name: 'Journal subscriptions' })).toBeVisible();
    const books = within(menu).getByRole('list', { name: 'Book orders' });
    expect(within(books).getByRole('link', { name: 'Individual purchases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Personal subscriptions' })).toHaveAttribute(
      'href',
      '/ordering?p=0-1',
    );
    expect(within(menu).getByRole('link', { name: 'Personal subscriptions' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(detailRequests().map((request) => request.params)).toEqual([{ id: 5 }]);
  });

  it('opens the first entry for a missing or invalid p, replacing the address', async () => {
    renderOrdering('/ordering?p=7-3');
    expect(
      await screen.findByRole('heading', { name: 'Institutional subscriptions 2026' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(where()).toHaveTextContent('/ordering?p=0-0 REPLACE'));
  });

  it('pushes the entry chosen in the menu, so Back returns to the one before', async () => {
    const { user } = renderOrdering('/ordering?p=0-0');
    await screen.findByRole('heading', { name: 'Institutional subscriptions 2026' });
    const menu = screen.getByRole('navigation', { name: 'Ordering information' });
    await user.click(within(menu).getByRole('link', { name: 'Bookstores and distributors' }));
    expect(await screen.findByRole('heading', { name: 'Bookstores' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/ordering?p=1-1 PUSH');
    expect(within(menu).getByRole('link', { name: 'Bookstores and distributors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers the same choice as a picker for narrow screens', async () => {
    const { user } = renderOrdering('/ordering?p=0-0');
    const picker = await screen.findByRole('combobox', { name: 'Topic' });
    expect(picker).toHaveDisplayValue('Institutional subscriptions');
    expect(within(picker).getByRole('group', { name: 'Book orders' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Personal subscriptions');
    expect(
      await screen.findByRole('heading', { name: 'Personal subscriptions 2026' }),
    ).toBeInTheDocument();
    expect(where()).toHaveTextContent('/ordering?p=0-1 PUSH');
    expect(picker).toHaveDisplayValue('Personal subscriptions');
  });

  it("inserts the publisher's text sanitized, its own links followed by the router", async () => {
    const { user } = renderOrdering('/ordering?p=0-0');
    expect(await screen.findByText('Libraries subscribe by IP range.')).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Institutional subscriptions 2026' });
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).not.toHaveAttribute('onerror');
    await user.click(within(article).getByRole('link', { name: 'Contact us' }));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/contact PUSH');
  });

  it('says when the text cannot be loaded, and loads it again on retry', async () => {
    detailFails = true;
    const { user } = renderOrdering('/ordering?p=0-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This text could not be loaded.');
    // The menu stays, so the reader can still choose another entry.
    expect(screen.getByRole('navigation', { name: 'Ordering information' })).toBeInTheDocument();
    detailFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Personal subscriptions 2026' }),
    ).toBeInTheDocument();
  });

  it('switches to Chinese without asking again', async () => {
    renderOrdering('/ordering?p=0-1');
    await screen.findByRole('heading', { name: 'Personal subscriptions 2026' });
    await act(() => setLanguage('zh'));
    expect(
      await screen.findByRole('heading', { name: 'Personal subscriptions 2026（中文）' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '订购信息' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '个人订阅' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2025年9月1日')).toBeInTheDocument();
    expect(detailRequests()).toHaveLength(1);
  });
});
