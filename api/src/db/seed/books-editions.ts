/**
 * The media each seeded book is sold in: its own edition (the medium, binding, ISBN and yuan
 * price of its books row) and, for a good share of the published printed books, an e-book
 * edition with an ISBN of its own at a lower price. Every edition has a dollar price too.
 * Built from its own PRNG seed after the books, so it shifts nothing else in the catalogue.
 */
import type { BookEditionRow as EditionRow, BookRow } from '../../repositories/catalogue-rows';
import { CNY_PER_USD } from '../../lib/currency';
import { isbnFor } from './book-shelf';
import { createRandom, type Random } from './random';

const EDITIONS_SEED = 20_260_405;

/** Share of the published printed books (whole books and sets) also sold as e-books. */
export const EBOOK_SHARE = 0.45;

/** The e-book's ISBN-13: its title element is the book's moved by 5000 (see `isbnFor`). */
export const ebookIsbnFor = (bookId: number): string => isbnFor(bookId, 7000);

/**
 * A dollar price as a list shows it: under $30 a whole dollar less five cents ($17.95), under
 * $100 a multiple of five less five cents ($44.95), from $100 a multiple of five ($125.00).
 */
export function usdListPrice(amount: number): number {
  if (amount <= 0) return 0;
  if (amount < 29.5) return Math.max(4, Math.round(amount)) - 0.05;
  if (amount < 97.5) return Math.round(amount / 5) * 5 - 0.05;
  return Math.round(amount / 5) * 5;
}

/** The next dollar price below `price` on the same scale. */
const cheaperUsd = (price: number) => usdListPrice(Math.min(price * 0.85, price - 1));

/** The e-book's yuan price: 60 to 70% of the printed book's, ending in 8, always below it. */
function ebookPrice(random: Random, printPrice: number): number {
  const share = 0.6 + random.next() * 0.1;
  return Math.min(printPrice - 10, Math.max(28, Math.round((printPrice * share) / 10) * 10 - 2));
}

export function buildEditions(books: readonly BookRow[]): EditionRow[] {
  const random = createRandom(EDITIONS_SEED);
  /**
   * Dollar prices are set for the international market, above the converted yuan price; one
   * markup per book, shared by a set's volumes, so that an e-book, or a set, is cheaper in
   * dollars too.
   */
  const markups = new Map(books.map((book) => [book.id, 1.4 + random.next() * 0.5]));
  const usd = (book: BookRow, cny: number) =>
    usdListPrice((cny / CNY_PER_USD) * (markups.get(book.parent_book_id ?? book.id) ?? 1));

  const editions = new Map<number, EditionRow[]>(
    books.map((book) => [
      book.id,
      [
        {
          book_id: book.id,
          medium: book.medium,
          binding: book.binding,
          isbn: book.isbn,
          list_price: book.list_price,
          list_price_usd: usd(book, book.list_price),
        },
      ],
    ]),
  );
  const addEbook = (book: BookRow, cny: number) => {
    const print = editions.get(book.id)?.[0];
    if (!print) return;
    let dollars = usd(book, cny);
    if (dollars >= print.list_price_usd) dollars = cheaperUsd(print.list_price_usd);
    editions.get(book.id)?.push({
      book_id: book.id,
      medium: 'electronic',
      binding: 'electronic',
      isbn: ebookIsbnFor(book.id),
      list_price: cny,
      list_price_usd: dollars,
    });
  };

  // A set is sold as e-books with all its volumes, for less than the volumes' e-books.
  const volumesOf = (set: BookRow) => books.filter((b) => b.parent_book_id === set.id);
  const candidates = books.filter(
    (book) =>
      book.medium === 'print' && book.publish_status === 'published' && !book.parent_book_id,
  );
  const chosen = random.sample(candidates, Math.round(candidates.length * EBOOK_SHARE));
  for (const book of [...chosen].sort((a, b) => a.id - b.id)) {
    const volumes = volumesOf(book);
    if (volumes.length === 0) {
      addEbook(book, ebookPrice(random, book.list_price));
      continue;
    }
    let sum = 0;
    for (const volume of volumes) {
      const price = ebookPrice(random, volume.list_price);
      addEbook(volume, price);
      sum += price;
    }
    addEbook(book, Math.min(book.list_price - 10, Math.floor((sum * 0.8) / 10) * 10 - 2));
  }
  return books.flatMap((book) => editions.get(book.id) ?? []);
}
