import { act, screen, within } from '@testing-library/react';
import { clearCart, listCart, setLanguage } from '@portal/shared';
import type { JournalDetail } from '@portal/contract';
import { renderWithProviders } from '@portal/testing';
import { registerMessages } from '../../../i18n';
import { SubscribeOffer, subscriptionOffers } from '../components/subscribe-offer';

const JOURNAL: JournalDetail = {
  id: 7,
  abbreviation: 'J. Algebra Geom.',
  title: { en: 'Journal of Algebra and Geometry', zh: '代数与几何学报' },
  issnPrint: '1234-5679',
  issnOnline: '2345-6785',
  coverUrl: '/api/covers/journal/7.svg',
  subject: 'algebra',
  subjectName: { en: 'Algebra', zh: '代数' },
  openAccess: false,
  frequency: { en: 'Quarterly', zh: '季刊' },
  foundedYear: 1998,
  publisher: { en: 'IPMS', zh: '国际数学科学出版社' },
  aimsAndScope: { en: 'Original research in algebra.', zh: '发表代数方向的原创研究。' },
  indexing: [],
  sponsors: [],
  submission: { en: 'Submit a PDF.', zh: '请提交 PDF。' },
  prices: [
    { year: 2026, subscriber: 'institutional', medium: 'print', currency: 'CNY', amount: 1200 },
    { year: 2026, subscriber: 'personal', medium: 'online', currency: 'CNY', amount: 380 },
    { year: 2026, subscriber: 'personal', medium: 'online', currency: 'USD', amount: 60 },
    { year: 2026, subscriber: 'personal', medium: 'print', currency: 'CNY', amount: 560 },
    { year: 2026, subscriber: 'personal', medium: 'print', currency: 'USD', amount: 90 },
    { year: 2025, subscriber: 'personal', medium: 'online', currency: 'CNY', amount: 300 },
  ],
  articleCount: 120,
};

const renderOffer = (journal = JOURNAL) =>
  renderWithProviders(<SubscribeOffer journal={journal} year={2026} />);

beforeAll(() => registerMessages());

beforeEach(async () => {
  await clearCart();
  await setLanguage('en');
});

it("offers the year's personal subscriptions at the price table's prices", () => {
  renderOffer();

  const offer = screen.getByRole('region', { name: 'Subscribe for 2026' });
  const online = within(offer).getByRole('article', { name: 'Personal · online' });
  expect(within(online).getByText('CN¥380.00')).toBeInTheDocument();
  expect(within(online).getByText('$60.00')).toBeInTheDocument();
  const print = within(offer).getByRole('article', { name: 'Personal · print and online' });
  expect(within(print).getByText('CN¥560.00')).toBeInTheDocument();
  expect(within(print).getByText('$90.00')).toBeInTheDocument();
});

it('puts the subscription in the cart as one line the cart and checkout understand', async () => {
  const { user } = renderOffer();

  await user.click(screen.getByRole('button', { name: 'Subscribe online' }));

  const offer = screen.getByRole('region', { name: 'Subscribe for 2026' });
  await within(offer).findByText('Added to your cart: Personal · online.');
  expect(within(offer).getByRole('status')).toHaveTextContent(
    'Added to your cart: Personal · online.',
  );
  expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
    'href',
    '/shoppingCart',
  );
  expect(await listCart()).toEqual([
    expect.objectContaining({
      id: 'journal:7:2026',
      pid: 'journal:7:2026',
      mediumCode: 'subscription-online',
      journalId: 7,
      year: 2026,
      title: JOURNAL.title,
      quantity: 1,
    }),
  ]);
});

it('says a subscription already in the cart is there, and lets the other medium replace it', async () => {
  const { user } = renderOffer();
  await user.click(screen.getByRole('button', { name: 'Subscribe online' }));
  await screen.findByText('Added to your cart: Personal · online.');

  await user.click(screen.getByRole('button', { name: 'Subscribe online' }));
  expect(
    await screen.findByText(
      'Your subscription to Journal of Algebra and Geometry is already in your cart',
    ),
  ).toBeInTheDocument();
  expect(await listCart()).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Subscribe to print and online' }));
  expect(
    await screen.findByText(
      'Your cart now holds Personal · print and online instead of Personal · online.',
    ),
  ).toBeInTheDocument();
  expect((await listCart()).map((line) => line.mediumCode)).toEqual(['subscription-print']);
});

it('sells nothing free or unpriced: an open-access journal without personal prices shows no offer', () => {
  expect(
    subscriptionOffers(
      [
        { year: 2026, subscriber: 'personal', medium: 'online', currency: 'CNY', amount: 0 },
        { year: 2025, subscriber: 'personal', medium: 'print', currency: 'CNY', amount: 99 },
      ],
      2026,
    ),
  ).toEqual([]);
  renderOffer({ ...JOURNAL, openAccess: true, prices: [] });
  expect(screen.queryByRole('region', { name: /Subscribe/ })).not.toBeInTheDocument();
});

it('speaks Chinese after a language switch, without reloading', async () => {
  renderOffer();
  await act(() => setLanguage('zh'));
  expect(screen.getByRole('region', { name: '订阅 2026 年' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '订阅纸质版和电子版' })).toBeInTheDocument();
});
