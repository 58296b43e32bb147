import { useMemo } from 'react';
import { useCartItems, type CartItem } from '@portal/shared';
import type { BookSummary } from '@portal/shared/contract';
import { useCartBooks } from '../api/get-cart-books';

/** One line of the cart: the stored item, and the book as the catalogue has it now. */
export interface CartLine {
  item: CartItem;
  /** Undefined when the catalogue no longer offers the book: it cannot be bought. */
  book: BookSummary | undefined;
  /** The price of the edition in the line's medium, in the book's currency; 0 without a book. */
  unitPrice: number;
  /** Price times quantity, in the book's currency; 0 without a book. */
  total: number;
}

/**
 * What one copy costs in the medium the reader chose: that edition's price (an e-book is
 * cheaper than the printed book), the first edition's when the catalogue names no editions.
 */
export function editionPrice(book: BookSummary, medium: string): number {
  return book.editions?.find((edition) => edition.medium === medium)?.listPrice ?? book.listPrice;
}

/** Amounts are summed in cents so that 0.1 + 0.2 stays 0.30. */
const toCents = (amount: number) => Math.round(amount * 100);

/**
 * The cart (live from the browser's database) merged by id with today's prices. `lines` is
 * undefined until both the stored cart and the prices are known.
 */
export function useCartLines() {
  const items = useCartItems();
  const ids = useMemo(() => (items ?? []).map((item) => item.id), [items]);
  const books = useCartBooks(ids);

  const lines = useMemo((): CartLine[] | undefined => {
    if (!items) return undefined;
    if (items.length === 0) return [];
    if (!books.data) return undefined;
    const byId = new Map(books.data.map((book) => [String(book.id), book]));
    return items.map((item) => {
      const book = byId.get(String(item.id));
      const unitPrice = book ? editionPrice(book, item.mediumCode) : 0;
      return { item, book, unitPrice, total: (toCents(unitPrice) * item.quantity) / 100 };
    });
  }, [items, books.data]);

  const summary = useMemo(() => {
    const available = (lines ?? []).filter((line) => line.book);
    return {
      quantity: available.reduce((sum, line) => sum + line.item.quantity, 0),
      total: available.reduce((sum, line) => sum + toCents(line.total), 0) / 100,
      currency: available[0]?.book?.currency ?? 'CNY',
    };
  }, [lines]);

  return { lines, summary, books };
}
