/**
 * What a cart costs: every line priced from the catalogue, never from what the browser sends,
 * and what cannot be ordered refused with the book named.
 */
import type { CartLine } from '@portal/shared/contract';
import { MEDIUM_NAMES_ZH } from '../payments/messages';
import type { CatalogueBook, NewOrderLine } from '../repositories/order-repository';
import { OrderRefusal } from './order-refusal';

export interface PricedCart {
  lines: NewOrderLine[];
  totalAmount: number;
}

/** The cart as one text: the same lines in any order give the same digest. */
export const cartDigest = (lines: readonly CartLine[]) =>
  lines
    .map((line) => `${line.bookId}:${line.medium}:${line.quantity}`)
    .sort()
    .join(',');

/** Refuses a cart naming one book and medium twice (the front end adds up quantities). */
export function refuseRepeatedLines(lines: readonly CartLine[]): void {
  const seen = new Set<string>();
  for (const { bookId, medium } of lines) {
    const key = `${bookId}:${medium}`;
    if (seen.has(key)) {
      throw new OrderRefusal(400, 'repeatedItem', {
        bookId,
        medium,
        mediumZh: MEDIUM_NAMES_ZH[medium],
      });
    }
    seen.add(key);
  }
}

/**
 * Prices `lines` at the list prices of `books` (the catalogue's, by id), each line at its
 * medium's edition; refuses unknown books, books not published yet and a medium the book is
 * not sold in.
 */
export function priceCart(
  lines: readonly CartLine[],
  books: ReadonlyMap<number, CatalogueBook>,
): PricedCart {
  refuseRepeatedLines(lines);
  let totalFen = 0;
  const priced = lines.map((line): NewOrderLine => {
    const book = books.get(line.bookId);
    if (!book) throw new OrderRefusal(400, 'unknownBook', { bookId: line.bookId });
    if (book.publishStatus !== 'published') {
      throw new OrderRefusal(400, 'forthcomingBook', { bookId: line.bookId });
    }
    const edition = book.editions.find((e) => e.medium === line.medium);
    if (!edition) {
      const sold = book.editions.map((e) => e.medium);
      throw new OrderRefusal(400, 'wrongMedium', {
        bookId: line.bookId,
        sold: sold.join(', '),
        asked: line.medium,
        soldZh: sold.map((medium) => MEDIUM_NAMES_ZH[medium]).join('、'),
        askedZh: MEDIUM_NAMES_ZH[line.medium],
      });
    }
    // Whole fen, so that no float error reaches the total.
    totalFen += Math.round(edition.listPrice * 100) * line.quantity;
    return { ...line, unitPrice: edition.listPrice };
  });
  return { lines: priced, totalAmount: totalFen / 100 };
}
