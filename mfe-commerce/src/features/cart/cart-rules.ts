import type { CartItem, CartKey } from '@portal/shared';
import type { CartLine as CheckoutItem } from '@portal/contract';
import { BOOK_MEDIA, MAX_ORDER_QUANTITY, SUBSCRIPTION_MEDIA } from '@portal/contract/constants';

/** The API takes at most this many copies of one line; more goes through the ordering office. */
export const MAX_QUANTITY = MAX_ORDER_QUANTITY;

/** A quantity the cart accepts: a whole number from 1 to MAX_QUANTITY. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;
}

/** Any number brought within the cart's bounds (a stored line edited elsewhere, a typed 500). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

export type SubscriptionMedium = (typeof SUBSCRIPTION_MEDIA)[number];

/** A journal's personal subscription for one year, as a cart line holds it. */
export interface CartSubscription {
  journalId: number;
  year: number;
  medium: SubscriptionMedium;
}

/**
 * The shape of a subscription line, shared with the journal page's "Subscribe" button (which
 * adds it; the apps cannot share code, so both follow this and mfe-commerce/README.md):
 * id and pid `journal:<journalId>:<year>`, mediumCode `subscription-online` or
 * `subscription-print` (print copies and the online full text), fields journalId and year, and
 * the journal's title (LocalizedText) for showing before the catalogue answers.
 */
const SUBSCRIPTION_ID = /^journal:([0-9]{1,10}):([0-9]{4})$/;
const SUBSCRIPTION_MEDIUM_PREFIX = 'subscription-';

const isSubscriptionMedium = (medium: string): medium is SubscriptionMedium =>
  (SUBSCRIPTION_MEDIA as readonly string[]).includes(medium);

/** The subscription a line stands for, or null for a book line (or a malformed one). */
export function subscriptionOf(item: CartItem): CartSubscription | null {
  if (!item.mediumCode.startsWith(SUBSCRIPTION_MEDIUM_PREFIX)) return null;
  const medium = item.mediumCode.slice(SUBSCRIPTION_MEDIUM_PREFIX.length);
  const match = SUBSCRIPTION_ID.exec(String(item.id));
  if (!match || !isSubscriptionMedium(medium)) return null;
  return { journalId: Number(match[1]), year: Number(match[2]), medium };
}

/** The book a line stands for: its id is the book's id (a number, or digits as stored). */
export function bookIdOf(item: CartItem): number | null {
  if (subscriptionOf(item)) return null;
  const id = Number(item.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether the line sends something by post: a printed book, or a print subscription. */
export function isPrintItem(item: CartItem): boolean {
  return item.mediumCode === 'print' || subscriptionOf(item)?.medium === 'print';
}

type BookMedium = (typeof BOOK_MEDIA)[number];
const isBookMedium = (medium: string): medium is BookMedium =>
  (BOOK_MEDIA as readonly string[]).includes(medium);

/**
 * A line as checkout sends it (create-payment-intent), or null when it cannot be bought this
 * way. A subscription is one copy for one year, whatever the stored quantity says.
 */
export function checkoutItemOf(item: CartItem): CheckoutItem | null {
  const subscription = subscriptionOf(item);
  if (subscription) {
    return {
      journalId: subscription.journalId,
      subscriptionMedium: subscription.medium,
      year: subscription.year,
      quantity: 1,
    };
  }
  const bookId = bookIdOf(item);
  if (bookId === null || !isBookMedium(item.mediumCode)) return null;
  return { bookId, medium: item.mediumCode, quantity: clampQuantity(item.quantity) };
}

/** The distinct parent records (pids) of the chosen lines, for removing them together. */
export function pidsOf(items: readonly CartItem[], ids: ReadonlySet<string>): CartKey[] {
  const pids = new Map<string, CartKey>();
  for (const item of items) if (ids.has(String(item.id))) pids.set(String(item.pid), item.pid);
  return [...pids.values()];
}
