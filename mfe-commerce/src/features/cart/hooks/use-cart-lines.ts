import { useMemo } from 'react';
import { useCartItems, userInfoAtom, type CartItem, useSessionValue } from '@portal/shared';
import type { BookSummary, JournalDetail, LocalizedText } from '@portal/contract';
import { PAGES } from '@portal/pages';
import { useCartBooks } from '../api/get-cart-books';
import { useCartJournals } from '../api/get-cart-journals';
import { useOrderedBooks } from '../api/get-ordered-books';
import { bookIdOf, subscriptionOf, type CartSubscription } from '../cart-rules';

/** One line of the cart: the stored item, and what it is and costs today. */
export interface CartLine {
  item: CartItem;
  /** The book of a book line, as the catalogue has it now. */
  book?: BookSummary;
  /** The subscription of a subscription line, and its journal as the catalogue has it now. */
  subscription?: CartSubscription & { journal?: JournalDetail };
  /** What the line is called; undefined when the catalogue no longer has it. */
  title: LocalizedText | undefined;
  coverUrl: string | undefined;
  /** Where the reader reads about it. */
  href: string | undefined;
  /** Whether it can be bought today: the catalogue has it, with a price. */
  available: boolean;
  /** Price of one, in CNY; 0 when not available. */
  unitPrice: number;
  /** Price of one in US dollars, when the catalogue gives one. */
  unitPriceUsd: number | undefined;
  /** Price times quantity, in CNY; 0 when not available. */
  total: number;
  /** Price times quantity in US dollars, when known. */
  totalUsd: number | undefined;
  /** The reader has already bought this book (a paid order). */
  bought: boolean;
}

/**
 * What one copy costs in the medium the reader chose: that edition's price (an e-book is
 * cheaper than the printed book), the first edition's when the catalogue names no editions.
 */
export function editionPrice(book: BookSummary, medium: string): { cny: number; usd?: number } {
  const edition = book.editions?.find((entry) => entry.medium === medium);
  if (edition) return { cny: edition.listPrice, usd: edition.listPriceUsd };
  return { cny: book.listPrice, usd: book.listPriceUsd };
}

/**
 * A personal subscription's price for its year and medium, from the journal's price table;
 * undefined when the journal does not sell it.
 */
export function subscriptionPrice(
  journal: JournalDetail,
  subscription: CartSubscription,
  currency: 'CNY' | 'USD',
): number | undefined {
  return journal.prices.find(
    (price) =>
      price.subscriber === 'personal' &&
      price.year === subscription.year &&
      price.medium === subscription.medium &&
      price.currency === currency,
  )?.amount;
}

/** Amounts are summed in cents so that 0.1 + 0.2 stays 0.30. */
const toCents = (amount: number) => Math.round(amount * 100);
const times = (amount: number, quantity: number) => (toCents(amount) * quantity) / 100;

function bookLine(item: CartItem, book: BookSummary | undefined, bought: boolean): CartLine {
  const price = book ? editionPrice(book, item.mediumCode) : undefined;
  return {
    item,
    book,
    title: book?.title,
    coverUrl: book?.coverUrl,
    href: book ? PAGES.book.href({ id: book.id }) : undefined,
    available: Boolean(price),
    unitPrice: price?.cny ?? 0,
    unitPriceUsd: price?.usd,
    total: price ? times(price.cny, item.quantity) : 0,
    totalUsd: price?.usd === undefined ? undefined : times(price.usd, item.quantity),
    bought,
  };
}

function subscriptionLine(
  item: CartItem,
  subscription: CartSubscription,
  journal: JournalDetail | undefined,
): CartLine {
  const cny = journal && subscriptionPrice(journal, subscription, 'CNY');
  const usd = journal && subscriptionPrice(journal, subscription, 'USD');
  return {
    item,
    subscription: { ...subscription, journal },
    title: journal?.title,
    coverUrl: journal?.coverUrl,
    href: journal ? PAGES.journal.href({ cid: journal.id }) : undefined,
    available: cny !== undefined,
    unitPrice: cny ?? 0,
    unitPriceUsd: usd,
    total: cny ?? 0,
    totalUsd: usd,
    bought: false,
  };
}

/** The totals of the lines that can be bought. */
export function summarize(lines: readonly CartLine[]) {
  const available = lines.filter((line) => line.available);
  const usdKnown = available.every((line) => line.totalUsd !== undefined);
  return {
    quantity: available.reduce((sum, line) => sum + line.item.quantity, 0),
    total: available.reduce((sum, line) => sum + toCents(line.total), 0) / 100,
    totalUsd: usdKnown
      ? available.reduce((sum, line) => sum + toCents(line.totalUsd ?? 0), 0) / 100
      : undefined,
    currency: 'CNY' as const,
  };
}

/**
 * The cart (live from the browser's database, in this tab and others) merged with today's
 * catalogue: books by id, subscriptions by journal. `lines` is undefined until the stored cart
 * and the prices are known. Whether a book was bought before is added when known, never waited for.
 */
export function useCartLines() {
  const items = useCartItems();
  const reader = useSessionValue(userInfoAtom);
  const personal = reader?.type === 'personal' ? reader.username : undefined;
  const bookIds = useMemo(() => (items ?? []).flatMap((item) => bookIdOf(item) ?? []), [items]);
  const journalIds = useMemo(
    () => [...new Set((items ?? []).flatMap((item) => subscriptionOf(item)?.journalId ?? []))],
    [items],
  );
  const books = useCartBooks(bookIds);
  const journals = useCartJournals(journalIds);
  const ordered = useOrderedBooks(bookIds, personal);

  const lines = useMemo((): CartLine[] | undefined => {
    if (!items) return undefined;
    if (items.length === 0) return [];
    if ((bookIds.length > 0 && !books.data) || (journalIds.length > 0 && !journals.data))
      return undefined;
    const bookById = new Map((books.data ?? []).map((book) => [book.id, book]));
    const journalById = new Map((journals.data ?? []).map((journal) => [journal.id, journal]));
    const bought = new Set(ordered.data ?? []);
    return items.map((item) => {
      const subscription = subscriptionOf(item);
      if (subscription)
        return subscriptionLine(item, subscription, journalById.get(subscription.journalId));
      const bookId = bookIdOf(item);
      const book = bookId === null ? undefined : bookById.get(bookId);
      return bookLine(item, book, bookId !== null && bought.has(bookId));
    });
  }, [items, bookIds.length, journalIds.length, books.data, journals.data, ordered.data]);

  const summary = useMemo(() => summarize(lines ?? []), [lines]);
  // One failure for the page to show and retry: the books' or the journals' look-up.
  const failed = books.isError ? books : journals.isError ? journals : undefined;
  const refetch = () => {
    if (books.isError) void books.refetch();
    if (journals.isError) void journals.refetch();
  };
  return { lines, summary, error: failed?.error ?? null, isError: Boolean(failed), refetch };
}
