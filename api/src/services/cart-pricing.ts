/**
 * What a cart costs: every line priced from the catalogue, never from what the browser sends,
 * and what cannot be ordered refused with the book or journal named. A line is a book in one
 * medium or a personal journal subscription for the year on sale.
 */
import type { CartLine } from '@portal/contract';
import { SUBSCRIPTION_SALE_YEAR } from '../config/subscriptions';
import { MEDIUM_NAMES_ZH, SUBSCRIPTION_MEDIUM_NAMES_ZH } from '../payments/messages';
import type {
  BookLine,
  CatalogueBook,
  NewOrderLine,
  OrderLine,
  SubscriptionLine,
} from '../repositories/order-repository';
import type { SubscriptionOffer } from '../repositories/subscription-offer-repository';
import { OrderRefusal } from './order-refusal';

/** What the catalogue says of the cart's books and journals, by id. */
export interface CartCatalogue {
  books: ReadonlyMap<number, CatalogueBook>;
  /** Personal subscription prices of the year on sale, in CNY. */
  subscriptions: ReadonlyMap<number, SubscriptionOffer>;
}

export interface PricedCart {
  lines: NewOrderLine[];
  totalAmount: number;
  /** Whether something in it is posted: a print book or a print subscription. */
  needsDelivery: boolean;
}

/**
 * The kind of line `line` is; refuses one that is neither a book nor a subscription, or both.
 * The schema cannot say it: the line is one flat object so that validation strips nothing.
 */
export function kindOfLine(line: CartLine, index: number): OrderLine {
  const { bookId, medium, journalId, subscriptionMedium, year, quantity } = line;
  const bookFields = [bookId, medium].filter((field) => field !== undefined).length;
  const subscriptionFields = [journalId, subscriptionMedium, year].filter(
    (field) => field !== undefined,
  ).length;
  if (bookId !== undefined && medium !== undefined && subscriptionFields === 0) {
    return { kind: 'book', bookId, medium, quantity };
  }
  if (
    journalId !== undefined &&
    subscriptionMedium !== undefined &&
    year !== undefined &&
    bookFields === 0
  ) {
    return { kind: 'subscription', journalId, medium: subscriptionMedium, year, quantity };
  }
  throw new OrderRefusal(400, 'lineKind', { index });
}

/** The ids a cart names, to look up before pricing it. */
export function idsOfCart(lines: readonly CartLine[]): { bookIds: number[]; journalIds: number[] } {
  const ids = (values: (number | undefined)[]) => [
    ...new Set(values.filter((id): id is number => id !== undefined)),
  ];
  return {
    bookIds: ids(lines.map((line) => line.bookId)),
    journalIds: ids(lines.map((line) => line.journalId)),
  };
}

/** The cart as one text: the same lines in any order give the same digest. */
export const cartDigest = (lines: readonly OrderLine[]) =>
  lines
    .map((line) =>
      // Book lines keep the digest orders made before subscriptions have.
      line.kind === 'book'
        ? `${line.bookId}:${line.medium}:${line.quantity}`
        : `j${line.journalId}:${line.medium}:${line.year}:${line.quantity}`,
    )
    .sort()
    .join(',');

/**
 * Refuses a cart naming one book and medium twice (the front end adds up quantities), or one
 * journal's subscription of one year twice (print includes online: one of them is meant).
 */
export function refuseRepeatedLines(lines: readonly OrderLine[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const key =
      line.kind === 'book' ? `${line.bookId}:${line.medium}` : `j${line.journalId}:${line.year}`;
    if (seen.has(key)) {
      throw line.kind === 'book'
        ? new OrderRefusal(400, 'repeatedItem', {
            bookId: line.bookId,
            medium: line.medium,
            mediumZh: MEDIUM_NAMES_ZH[line.medium],
          })
        : new OrderRefusal(400, 'repeatedSubscription', {
            journalId: line.journalId,
            year: line.year,
          });
    }
    seen.add(key);
  }
}

/**
 * A book line at its medium's edition price; refuses unknown books, books not published yet, a
 * medium the book is not sold in and the e-book of an open-access book, which everyone reads
 * free (its print copies are sold, as an open-access journal's print subscription is).
 */
function priceBookLine(line: BookLine, books: CartCatalogue['books']): number {
  const book = books.get(line.bookId);
  if (!book) throw new OrderRefusal(400, 'unknownBook', { bookId: line.bookId });
  if (book.publishStatus !== 'published') {
    throw new OrderRefusal(400, 'forthcomingBook', { bookId: line.bookId });
  }
  if (book.openAccess && line.medium === 'electronic') {
    throw new OrderRefusal(400, 'openAccessBook', { bookId: line.bookId });
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
  // An imported book whose record gave no price in yuan or dollars (import/onix/README.md).
  if (edition.listPrice === 0) throw new OrderRefusal(400, 'unpricedBook', { bookId: line.bookId });
  return edition.listPrice;
}

/**
 * A subscription line at the price table's personal price of its medium ('print' is the print
 * row, which includes the online full text); refuses another year than the one on sale, a
 * quantity but one, an unknown journal, a medium without a price and a free (open-access) one.
 */
function priceSubscriptionLine(
  line: SubscriptionLine,
  index: number,
  subscriptions: CartCatalogue['subscriptions'],
): number {
  if (line.quantity !== 1) throw new OrderRefusal(400, 'subscriptionQuantity', { index });
  if (line.year !== SUBSCRIPTION_SALE_YEAR) {
    throw new OrderRefusal(400, 'subscriptionYear', {
      index,
      year: line.year,
      saleYear: SUBSCRIPTION_SALE_YEAR,
    });
  }
  const offer = subscriptions.get(line.journalId);
  if (!offer) throw new OrderRefusal(400, 'unknownJournal', { journalId: line.journalId });
  const price = offer.prices[line.medium];
  if (price === undefined) {
    throw new OrderRefusal(400, 'noSubscriptionPrice', {
      journalId: line.journalId,
      medium: line.medium,
      mediumZh: SUBSCRIPTION_MEDIUM_NAMES_ZH[line.medium],
      year: line.year,
    });
  }
  if (price === 0) throw new OrderRefusal(400, 'openAccessJournal', { journalId: line.journalId });
  return price;
}

/** Prices `cart` at the catalogue's current prices, in cart order. */
export function priceCart(cart: readonly CartLine[], catalogue: CartCatalogue): PricedCart {
  const lines = cart.map(kindOfLine);
  refuseRepeatedLines(lines);
  let totalFen = 0;
  const priced = lines.map((line, index): NewOrderLine => {
    const unitPrice =
      line.kind === 'book'
        ? priceBookLine(line, catalogue.books)
        : priceSubscriptionLine(line, index, catalogue.subscriptions);
    // Whole fen, so that no float error reaches the total.
    totalFen += Math.round(unitPrice * 100) * line.quantity;
    return { ...line, unitPrice };
  });
  return {
    lines: priced,
    totalAmount: totalFen / 100,
    needsDelivery: lines.some((line) => line.medium === 'print'),
  };
}
