import type { CartLine } from '@portal/contract';
import type { CatalogueBook } from '../../repositories/order-repository';
import type { SubscriptionOffer } from '../../repositories/subscription-offer-repository';
import { cartDigest, idsOfCart, kindOfLine, priceCart } from '../cart-pricing';
import { OrderRefusal } from '../order-refusal';

const book = (id: number, fields: Partial<CatalogueBook> = {}): CatalogueBook => ({
  id,
  publishStatus: 'published',
  openAccess: false,
  currency: 'CNY',
  editions: [{ medium: 'print', listPrice: 10 }],
  ...fields,
});

const books = new Map(
  [
    book(1, { editions: [{ medium: 'print', listPrice: 0.1 }] }),
    book(2, { editions: [{ medium: 'electronic', listPrice: 0.2 }] }),
    book(3, { publishStatus: 'forthcoming' }),
    // A printed book also sold as an e-book.
    book(4, {
      editions: [
        { medium: 'print', listPrice: 128 },
        { medium: 'electronic', listPrice: 78 },
      ],
    }),
    // Open access: reading the e-book is free, print copies are sold.
    book(5, {
      openAccess: true,
      editions: [
        { medium: 'print', listPrice: 98 },
        { medium: 'electronic', listPrice: 108 },
      ],
    }),
    // Imported from a record priced in neither yuan nor dollars.
    book(6, { editions: [{ medium: 'print', listPrice: 0 }] }),
  ].map((b) => [b.id, b]),
);

const offer = (journalId: number, prices: SubscriptionOffer['prices']): SubscriptionOffer => ({
  journalId,
  prices,
});
const subscriptions = new Map(
  [
    offer(11, { print: 480, online: 410 }),
    // Open access: reading online is free, print copies are sold.
    offer(12, { print: 360, online: 0 }),
    // Known, but without a price for the year on sale.
    offer(13, {}),
  ].map((o) => [o.journalId, o]),
);
const catalogue = { books, subscriptions };
const subscription = (journalId: number, fields: Partial<CartLine> = {}): CartLine => ({
  journalId,
  subscriptionMedium: 'online',
  year: 2026,
  quantity: 1,
  ...fields,
});

function refusal(lines: CartLine[]): OrderRefusal {
  try {
    priceCart(lines, catalogue);
  } catch (error) {
    if (error instanceof OrderRefusal) return error;
    throw error;
  }
  throw new Error('priceCart did not refuse the cart');
}

describe('priceCart', () => {
  it('prices each line at the catalogue price, adding up in whole fen', () => {
    const priced = priceCart(
      [
        { bookId: 1, medium: 'print', quantity: 3 },
        { bookId: 2, medium: 'electronic', quantity: 1 },
      ],
      catalogue,
    );
    expect(priced.lines).toEqual([
      { kind: 'book', bookId: 1, medium: 'print', quantity: 3, unitPrice: 0.1 },
      { kind: 'book', bookId: 2, medium: 'electronic', quantity: 1, unitPrice: 0.2 },
    ]);
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in floating point.
    expect(priced.totalAmount).toBe(0.5);
    expect(priced.needsDelivery).toBe(true);
  });

  it('prices each medium of a book sold in two at its own edition', () => {
    const priced = priceCart(
      [
        { bookId: 4, medium: 'electronic', quantity: 1 },
        { bookId: 4, medium: 'print', quantity: 2 },
      ],
      catalogue,
    );
    expect(priced.lines.map((line) => line.unitPrice)).toEqual([78, 128]);
    expect(priced.totalAmount).toBe(334);
  });

  it('refuses a book and medium listed twice, before anything else', () => {
    const error = refusal([
      { bookId: 9, medium: 'print', quantity: 1 },
      { bookId: 9, medium: 'print', quantity: 2 },
    ]);
    expect(error).toMatchObject({ statusCode: 400, key: 'repeatedItem' });
    expect(error.values).toEqual({ bookId: 9, medium: 'print', mediumZh: '纸质' });
  });

  it("prices a subscription at the price table's personal price of its medium", () => {
    const priced = priceCart(
      [
        { bookId: 2, medium: 'electronic', quantity: 1 },
        subscription(11, { subscriptionMedium: 'print' }),
        subscription(12, { subscriptionMedium: 'print' }),
      ],
      catalogue,
    );
    expect(priced.lines).toEqual([
      { kind: 'book', bookId: 2, medium: 'electronic', quantity: 1, unitPrice: 0.2 },
      {
        kind: 'subscription',
        journalId: 11,
        medium: 'print',
        year: 2026,
        quantity: 1,
        unitPrice: 480,
      },
      {
        kind: 'subscription',
        journalId: 12,
        medium: 'print',
        year: 2026,
        quantity: 1,
        unitPrice: 360,
      },
    ]);
    expect(priced.totalAmount).toBe(840.2);
    // A print subscription is posted.
    expect(priced.needsDelivery).toBe(true);
    const online = priceCart(
      [subscription(11), { bookId: 2, medium: 'electronic', quantity: 1 }],
      catalogue,
    );
    expect(online.totalAmount).toBe(410.2);
    expect(online.needsDelivery).toBe(false);
  });

  it('refuses a subscription of another year, of a quantity above 1, or of a journal not selling it', () => {
    expect(refusal([subscription(11, { year: 2025 })])).toMatchObject({
      key: 'subscriptionYear',
      values: { index: 0, year: 2025, saleYear: 2026 },
    });
    expect(refusal([subscription(11), subscription(12, { quantity: 2 })])).toMatchObject({
      key: 'subscriptionQuantity',
      values: { index: 1 },
    });
    expect(refusal([subscription(99)])).toMatchObject({
      key: 'unknownJournal',
      values: { journalId: 99 },
    });
    expect(refusal([subscription(13)])).toMatchObject({
      key: 'noSubscriptionPrice',
      values: { journalId: 13, medium: 'online', mediumZh: '电子版', year: 2026 },
    });
    expect(refusal([subscription(12)])).toMatchObject({
      key: 'openAccessJournal',
      values: { journalId: 12 },
    });
  });

  it("refuses one journal's subscription of one year twice, whatever the media", () => {
    expect(
      refusal([subscription(11), subscription(11, { subscriptionMedium: 'print' })]),
    ).toMatchObject({ key: 'repeatedSubscription', values: { journalId: 11, year: 2026 } });
  });

  it.each<[string, CartLine]>([
    ['nothing but a quantity', { quantity: 1 }],
    ['a book without its medium', { bookId: 1, quantity: 1 }],
    [
      'a subscription without its year',
      { journalId: 11, subscriptionMedium: 'online', quantity: 1 },
    ],
    ['a book and a subscription at once', { ...subscription(11), bookId: 1, medium: 'print' }],
    ['a book with a subscription year', { bookId: 1, medium: 'print', year: 2026, quantity: 1 }],
  ])('refuses a line of %s, naming it', (_case, line) => {
    expect(refusal([{ bookId: 1, medium: 'print', quantity: 1 }, line])).toMatchObject({
      statusCode: 400,
      key: 'lineKind',
      values: { index: 1 },
    });
  });

  it('refuses unknown and forthcoming books and a medium the book is not sold in', () => {
    expect(refusal([{ bookId: 9, medium: 'print', quantity: 1 }])).toMatchObject({
      key: 'unknownBook',
      values: { bookId: 9 },
    });
    expect(refusal([{ bookId: 3, medium: 'print', quantity: 1 }])).toMatchObject({
      key: 'forthcomingBook',
      values: { bookId: 3 },
    });
    expect(refusal([{ bookId: 2, medium: 'print', quantity: 1 }])).toMatchObject({
      key: 'wrongMedium',
      values: { bookId: 2, sold: 'electronic', asked: 'print', soldZh: '电子', askedZh: '纸质' },
    });
  });

  it("refuses an open-access book's e-book, which everyone reads free, and sells its print", () => {
    expect(refusal([{ bookId: 5, medium: 'electronic', quantity: 1 }])).toMatchObject({
      statusCode: 400,
      key: 'openAccessBook',
      values: { bookId: 5 },
    });
    expect(priceCart([{ bookId: 5, medium: 'print', quantity: 1 }], catalogue).totalAmount).toBe(
      98,
    );
  });

  it('refuses a book that has no price yet, rather than give it away', () => {
    expect(refusal([{ bookId: 6, medium: 'print', quantity: 1 }])).toMatchObject({
      statusCode: 400,
      key: 'unpricedBook',
      values: { bookId: 6 },
    });
  });
});

describe('cartDigest', () => {
  const digest = (lines: CartLine[]) => cartDigest(lines.map(kindOfLine));

  it('is the same for the same lines in any order, and differs with a quantity', () => {
    const a: CartLine = { bookId: 1, medium: 'print', quantity: 1 };
    const b: CartLine = { bookId: 2, medium: 'electronic', quantity: 2 };
    expect(digest([a, b])).toBe(digest([b, a]));
    expect(digest([a, b])).not.toBe(digest([a, { ...b, quantity: 3 }]));
    // As orders made before subscriptions recorded it.
    expect(digest([b, a])).toBe('1:print:1,2:electronic:2');
  });

  it('tells a subscription from a book of the same id, and one medium from the other', () => {
    const book: CartLine = { bookId: 11, medium: 'print', quantity: 1 };
    expect(digest([book])).not.toBe(digest([subscription(11, { subscriptionMedium: 'print' })]));
    expect(digest([book, subscription(11)])).toBe(digest([subscription(11), book]));
    expect(digest([subscription(11)])).not.toBe(
      digest([subscription(11, { subscriptionMedium: 'print' })]),
    );
  });
});

describe('idsOfCart', () => {
  it('collects the books and journals a cart names, once each', () => {
    expect(
      idsOfCart([
        { bookId: 1, medium: 'print', quantity: 1 },
        { bookId: 1, medium: 'electronic', quantity: 1 },
        subscription(11),
      ]),
    ).toEqual({ bookIds: [1], journalIds: [11] });
  });
});
