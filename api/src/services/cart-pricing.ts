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
 * Prices `lines` at the list prices of `books` (the catalogue's, by id); refuses unknown books,
 * books not published yet and a medium the book is not sold in.
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
    if (book.medium !== line.medium) {
      throw new OrderRefusal(400, 'wrongMedium', {
        bookId: line.bookId,
        sold: book.medium,
        asked: line.medium,
        soldZh: MEDIUM_NAMES_ZH[book.medium],
        askedZh: MEDIUM_NAMES_ZH[line.medium],
      });
    }
    // Whole fen, so that no float error reaches the total.
    totalFen += Math.round(book.listPrice * 100) * line.quantity;
    return { ...line, unitPrice: book.listPrice };
  });
  return { lines: priced, totalAmount: totalFen / 100 };
}
