import { act, screen, waitFor, within } from '@testing-library/react';
import {
  addToCart,
  apiGet,
  clearCart,
  listCart,
  portalStore,
  setLanguage,
  userInfoAtom,
} from '@portal/shared';
import type { BookSummary, JournalDetail } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { CartPage } from '../components/cart-page';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), apiGet: jest.fn() }));
// The stand-in answers any path: typed as a plain function of the path and query.
const mockedApiGet = jest.mocked(apiGet as (path: string, query?: object) => Promise<unknown>);

function book(id: number, en: string, zh: string, listPrice: number): BookSummary {
  const isbn = `978-7-5555-000${id}-0`;
  // Print only: one edition, the one the summary's own fields describe.
  const listPriceUsd = Math.round(listPrice / 7.2) - 0.05;
  return {
    id,
    title: { en, zh },
    authors: ['Li Wei'],
    coverUrl: `/api/covers/book/${id}.svg`,
    seriesId: null,
    publishDate: '2024-06-01',
    medium: 'print',
    binding: 'hardcover',
    listPrice,
    currency: 'CNY',
    isbn,
    publishStatus: 'published',
    listPriceUsd,
    editions: [{ medium: 'print', binding: 'hardcover', isbn, listPrice, listPriceUsd }],
  };
}

const CATALOGUE = [
  book(3, 'Lectures on Elliptic Curves', '椭圆曲线讲义', 128),
  book(5, 'Harmonic Analysis', '调和分析', 99.9),
];

/** A journal selling personal subscriptions for 2026, online (and print and online). */
const JOURNAL = {
  id: 4,
  title: { en: 'Journal of Algebra', zh: '代数学报' },
  coverUrl: '/api/covers/journal/4.svg',
  prices: [
    { year: 2026, subscriber: 'personal', medium: 'online', currency: 'CNY', amount: 600 },
    { year: 2026, subscriber: 'personal', medium: 'online', currency: 'USD', amount: 85 },
    { year: 2026, subscriber: 'personal', medium: 'print', currency: 'CNY', amount: 900 },
    { year: 2026, subscriber: 'institutional', medium: 'online', currency: 'CNY', amount: 6000 },
  ],
} as unknown as JournalDetail; // Only the fields the cart reads.

/**
 * The API answers as the real one does: the catalogue's books among the ids asked for, a
 * journal's detail, and the books the reader bought.
 */
function serveCatalogue(catalogue: BookSummary[], bought: number[] = []) {
  mockedApiGet.mockImplementation(async (url, params) => {
    if (url === '/periodical/detail') return JOURNAL;
    const ids = String((params as { ids: string }).ids).split(',');
    if (url === '/bgcloud-order/payment/check-obj-is-ordered')
      return bought.filter((id) => ids.includes(String(id)));
    return catalogue.filter((entry) => ids.includes(String(entry.id)));
  });
}

/** A 2026 subscription line, as the journal page's Subscribe button adds it. */
function subscribe(medium: 'online' | 'print') {
  return addToCart({
    id: 'journal:4:2026',
    pid: 'journal:4:2026',
    mediumCode: `subscription-${medium}`,
    journalId: 4,
    year: 2026,
    title: JOURNAL.title,
  });
}

async function putInCart(...ids: number[]) {
  for (const id of ids) {
    // What was stored when the book was added; the page must price from the API, not from here.
    await addToCart({ id, pid: id, mediumCode: 'print', listPrice: 1 });
  }
}

async function storedQuantities() {
  return Object.fromEntries((await listCart()).map((item) => [item.id, item.quantity]));
}

beforeAll(() => {
  registerMessages();
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(async () => {
  mockedApiGet.mockReset();
  portalStore.set(userInfoAtom, null);
  await clearCart();
  await setLanguage('en');
});

it('says the cart is empty and leads to the book home, without asking the API', async () => {
  renderWithProviders(<CartPage />);

  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/books/book');
  expect(mockedApiGet).not.toHaveBeenCalled();
});

it("prices every line at today's list price and adds them up", async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3, 5);
  renderWithProviders(<CartPage />);

  const line = await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });
  expect(within(line).getByRole('link', { name: 'Lectures on Elliptic Curves' })).toHaveAttribute(
    'href',
    '/BDetail/3',
  );
  expect(within(line).getByText('Price: CN¥128.00 (about $17.95)')).toBeInTheDocument();
  expect(within(line).getByText('Subtotal: CN¥128.00 (about $17.95)')).toBeInTheDocument();
  expect(mockedApiGet).toHaveBeenCalledWith(
    '/bgcloud-order/payment/get-shopping-cart-obj-detail-list',
    { ids: '3,5' },
    expect.anything(),
  );
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(within(summary).getByText('CN¥227.90')).toBeInTheDocument();
});

it('prices an e-book line at the e-book edition, not at the printed book', async () => {
  const printed = book(7, 'Riemann Surfaces', '黎曼曲面', 158);
  serveCatalogue([
    {
      ...printed,
      editions: [
        ...printed.editions,
        {
          medium: 'electronic',
          binding: 'electronic',
          isbn: '978-7-5555-0070-1',
          listPrice: 98,
          listPriceUsd: 22.95,
        },
      ],
    },
  ]);
  await addToCart({ id: 7, pid: 7, mediumCode: 'electronic' });
  renderWithProviders(<CartPage />);

  const line = await screen.findByRole('article', { name: 'Riemann Surfaces' });
  expect(within(line).getByText('Price: CN¥98.00 (about $22.95)')).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(within(summary).getByText('CN¥98.00')).toBeInTheDocument();
});

it('updates the line and the total when the quantity changes, and keeps it in the cart', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3, 5);
  const { user } = renderWithProviders(<CartPage />);
  const line = await screen.findByRole('article', { name: 'Harmonic Analysis' });
  const summary = screen.getByRole('region', { name: 'Summary' });

  expect(
    within(line).getByRole('button', { name: 'Decrease the quantity of Harmonic Analysis' }),
  ).toBeDisabled();
  await user.click(
    within(line).getByRole('button', { name: 'Increase the quantity of Harmonic Analysis' }),
  );
  expect(await within(line).findByText('Subtotal: CN¥199.80 (about $27.90)')).toBeInTheDocument();
  expect(within(summary).getByText('CN¥327.80')).toBeInTheDocument();

  const quantity = within(line).getByRole('spinbutton', { name: 'Quantity of Harmonic Analysis' });
  await user.clear(quantity);
  await user.type(quantity, '10');
  expect(await within(summary).findByText('CN¥1,127.00')).toBeInTheDocument();
  expect(await storedQuantities()).toEqual({ 3: 1, 5: 10 });

  // Nothing below 1: an emptied field returns to the quantity in the cart.
  await user.clear(quantity);
  await user.tab();
  expect(quantity).toHaveValue(10);
  expect(await storedQuantities()).toEqual({ 3: 1, 5: 10 });
});

it('removes one line, and clears the cart only after confirmation', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3, 5);
  const { user } = renderWithProviders(<CartPage />);

  await user.click(
    await screen.findByRole('button', { name: 'Remove Lectures on Elliptic Curves from the cart' }),
  );
  expect(
    await within(screen.getByRole('region', { name: 'Summary' })).findByText('CN¥99.90'),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('article', { name: 'Lectures on Elliptic Curves' }),
  ).not.toBeInTheDocument();
  // The focused "Remove" went with its line: the reader continues from the title.
  expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Clear the cart?' });
  expect(within(dialog).getByRole('button', { name: 'Keep the items' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Keep the items' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Harmonic Analysis' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }),
  );
  expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toHaveFocus();
  expect(await listCart()).toEqual([]);
});

it('marks a book the catalogue no longer offers and leaves it out of the total', async () => {
  serveCatalogue([CATALOGUE[0] as BookSummary]);
  await putInCart(3, 5);
  renderWithProviders(<CartPage />);

  const gone = await screen.findByRole('article', { name: 'A book no longer offered' });
  expect(within(gone).getByText('No longer available')).toBeInTheDocument();
  expect(within(gone).queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Summary' })).getByText('CN¥128.00'),
  ).toBeInTheDocument();
});

it('shows titles and amounts the Chinese way for a Chinese reader', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3, 5);
  await setLanguage('zh');
  renderWithProviders(<CartPage />);

  expect(await screen.findByRole('article', { name: '椭圆曲线讲义' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: '结算信息' })).getByText('¥227.90'),
  ).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(
    await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' }),
  ).toBeInTheDocument();
});

it('prices a journal subscription from its price table, in CNY and USD, one a year', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3);
  await subscribe('online');
  renderWithProviders(<CartPage />);

  const line = await screen.findByRole('article', {
    name: 'Journal of Algebra, 2026 subscription',
  });
  expect(
    within(line).getByRole('link', { name: 'Journal of Algebra, 2026 subscription' }),
  ).toHaveAttribute('href', '/JDetail/4');
  expect(within(line).getByText('Personal subscription: online')).toBeInTheDocument();
  expect(within(line).getByText('Price: CN¥600.00 (about $85.00)')).toBeInTheDocument();
  expect(within(line).queryByRole('spinbutton')).not.toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(within(summary).getByText('CN¥728.00')).toBeInTheDocument();
  expect(within(summary).getByText('$102.95')).toBeInTheDocument();
});

it('keeps quantities between 1 and 99', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(5);
  const { user } = renderWithProviders(<CartPage />);
  const line = await screen.findByRole('article', { name: 'Harmonic Analysis' });
  const quantity = within(line).getByRole('spinbutton', { name: 'Quantity of Harmonic Analysis' });

  await user.clear(quantity);
  await user.type(quantity, '99');
  const increase = within(line).getByRole('button', {
    name: 'Increase the quantity of Harmonic Analysis',
  });
  await waitFor(() => expect(increase).toBeDisabled());
  await user.type(quantity, '9');
  await user.tab();
  expect(quantity).toHaveValue(99);
  expect(await storedQuantities()).toEqual({ 5: 99 });
});

it('removes the selected lines together, and only them', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3, 5);
  await subscribe('print');
  const { user } = renderWithProviders(<CartPage />);
  const removeSelected = await screen.findByRole('button', { name: 'Remove selected (0)' });
  expect(removeSelected).toBeDisabled();

  await user.click(screen.getByRole('checkbox', { name: 'Select Lectures on Elliptic Curves' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'Select Journal of Algebra, 2026 subscription' }),
  );
  await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));

  await waitFor(async () => expect((await listCart()).map((item) => item.id)).toEqual([5]));
  expect(await screen.findByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
  expect(screen.getByRole('article', { name: 'Harmonic Analysis' })).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  expect(screen.getByRole('checkbox', { name: 'Select Harmonic Analysis' })).toBeChecked();
});

it('flags a book the signed-in reader has already bought', async () => {
  portalStore.set(userInfoAtom, {
    nick_name: 'Reader',
    type: 'personal',
    adName: '',
    username: 'reader@example.com',
  });
  serveCatalogue(CATALOGUE, [5]);
  await putInCart(3, 5);
  renderWithProviders(<CartPage />);

  const bought = await screen.findByRole('article', { name: 'Harmonic Analysis' });
  expect(await within(bought).findByText('You have bought this before')).toBeInTheDocument();
  const other = screen.getByRole('article', { name: 'Lectures on Elliptic Curves' });
  expect(within(other).queryByText('You have bought this before')).not.toBeInTheDocument();
});

it('shows a line added elsewhere (another tab) without a reload', async () => {
  serveCatalogue(CATALOGUE);
  await putInCart(3);
  renderWithProviders(<CartPage />);
  await screen.findByRole('article', { name: 'Lectures on Elliptic Curves' });

  await act(() => putInCart(5));

  expect(await screen.findByRole('article', { name: 'Harmonic Analysis' })).toBeInTheDocument();
});
