import type { BookEdition, BookSummary } from '@portal/contract';
import type { NewCartItem } from '@portal/shared';

/**
 * Every medium the book is sold in. An API that does not send `editions` yet (the field is new
 * in the contract) still describes one: the book's own medium, ISBN and prices.
 */
export function editionsOf(book: BookSummary): BookEdition[] {
  if (Array.isArray(book.editions) && book.editions.length > 0) return book.editions;
  return [
    {
      medium: book.medium,
      binding: book.binding,
      isbn: book.isbn,
      listPrice: book.listPrice,
      listPriceUsd: book.listPriceUsd,
    },
  ];
}

/** The first edition's list price in US dollars, when the API gives one. */
export function hasUsdPrice(edition: BookEdition): boolean {
  return typeof edition.listPriceUsd === 'number';
}

/**
 * The cart line of a book in one medium. The cart is keyed by the book (`id`), its medium is
 * `mediumCode` and its parent record `pid` is the book too; the other fields are what the cart
 * page shows until it has looked up today's prices.
 */
export function cartItemOf(book: BookSummary, edition: BookEdition): NewCartItem {
  return {
    id: book.id,
    mediumCode: edition.medium,
    pid: book.id,
    title: book.title,
    authors: book.authors,
    coverUrl: book.coverUrl,
    binding: edition.binding,
    isbn: edition.isbn,
    listPrice: edition.listPrice,
    listPriceUsd: edition.listPriceUsd,
    currency: book.currency,
    publishStatus: book.publishStatus,
  };
}

/** Amounts summed in cents, so that prices like 0.1 + 0.2 add up to 0.30. */
export function sumPrices(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}
