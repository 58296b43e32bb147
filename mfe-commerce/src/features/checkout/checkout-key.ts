import { storage } from '@portal/shared';
import type { CreatePaymentIntentBody } from '@portal/contract';

/** sessionStorage (`TC_checkout`): this tab's checkout, so that a reload reuses its key. */
const CHECKOUT_KEY = 'checkout';

interface StoredCheckout {
  /** The cart the key was made for. */
  cart: string;
  key: string;
}

/** The cart as a string that changes exactly when what is bought changes. */
export function cartDigest(items: CreatePaymentIntentBody['items']): string {
  return JSON.stringify(
    items
      .map((item) => [
        item.bookId ?? 0,
        item.medium ?? '',
        item.journalId ?? 0,
        item.subscriptionMedium ?? '',
        item.year ?? 0,
        item.quantity,
      ])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
}

/**
 * The idempotency key of this checkout: the one kept for this cart (a retry, or a reload in the
 * middle of paying, sends it again, and the API answers with the same order rather than making a
 * second), else a new one. Call only from handlers: it reads the browser's storage.
 */
export function checkoutKeyFor(items: CreatePaymentIntentBody['items']): string {
  const cart = cartDigest(items);
  const stored = storage.session.get<StoredCheckout>(CHECKOUT_KEY);
  if (stored && stored.cart === cart && typeof stored.key === 'string') return stored.key;
  const key = crypto.randomUUID();
  storage.session.set(CHECKOUT_KEY, { cart, key } satisfies StoredCheckout);
  return key;
}

/** The order was settled (paid, refused, or handed to the result page): the next checkout is new. */
export function forgetCheckoutKey(): void {
  storage.session.remove(CHECKOUT_KEY);
}
