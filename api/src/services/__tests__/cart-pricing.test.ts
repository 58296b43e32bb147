import type { CartLine } from '@portal/shared/contract';
import type { CatalogueBook } from '../../repositories/order-repository';
import { cartDigest, priceCart } from '../cart-pricing';
import { OrderRefusal } from '../order-refusal';

const book = (id: number, fields: Partial<CatalogueBook> = {}): CatalogueBook => ({
  id,
  publishStatus: 'published',
  currency: 'CNY',
  editions: [{ medium: 'print', listPrice: 10 }],
  ...fields,
});

const catalogue = new Map(
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
  ].map((b) => [b.id, b]),
);

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
      { bookId: 1, medium: 'print', quantity: 3, unitPrice: 0.1 },
      { bookId: 2, medium: 'electronic', quantity: 1, unitPrice: 0.2 },
    ]);
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in floating point.
    expect(priced.totalAmount).toBe(0.5);
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
});

describe('cartDigest', () => {
  it('is the same for the same lines in any order, and differs with a quantity', () => {
    const a: CartLine = { bookId: 1, medium: 'print', quantity: 1 };
    const b: CartLine = { bookId: 2, medium: 'electronic', quantity: 2 };
    expect(cartDigest([a, b])).toBe(cartDigest([b, a]));
    expect(cartDigest([a, b])).not.toBe(cartDigest([a, { ...b, quantity: 3 }]));
  });
});
