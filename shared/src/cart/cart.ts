import { CART_INITIAL_QUANTITY } from '../config/constants';
import { bus } from '../events/bus';
import {
  announceCartChangeToOtherTabs,
  openCartDb,
  type CartDatabase,
  type CartItem,
  type CartKey,
} from './cart-db';

/** What a page adds: the item's identity and any fields it wants to show in the cart. */
export type NewCartItem = Pick<CartItem, 'id' | 'mediumCode' | 'pid'> & Record<string, unknown>;

/** 'exists': the same item in the same medium is already there, and nothing changed. */
export type AddToCartResult = { status: 'added' } | { status: 'exists' };

/** Storage failures are logged, never shown: the cart must not break the page (spec 8). */
export function logFailure(action: string, error: unknown): void {
  console.error(`Cart: ${action} failed`, error);
}

/** The cart's store, once Dexie has loaded and the database is open. */
async function cartTable(): Promise<CartDatabase['cart']> {
  return (await openCartDb()).cart;
}

async function announceChange(): Promise<void> {
  try {
    const count = await (await cartTable()).count();
    bus.emit('cart:changed', { count });
    announceCartChangeToOtherTabs(count);
  } catch (error) {
    logFailure('counting', error);
  }
}

/**
 * Adds the item with quantity 1. Rejects when the storage fails, so the page can say
 * 'Failed to add to cart, please try again'.
 */
export async function addToCart(item: NewCartItem): Promise<AddToCartResult> {
  try {
    const cartDb = await openCartDb();
    const status = await cartDb.transaction('rw', cartDb.cart, async () => {
      const existing = await cartDb.cart.get(item.id);
      if (existing && existing.mediumCode === item.mediumCode) return 'exists' as const;
      const time = new Date().toISOString();
      // A stale line under the same id (another medium) is replaced by the one the reader chose.
      await cartDb.cart.put({
        ...item,
        quantity: CART_INITIAL_QUANTITY,
        addedTime: time,
        updatedTime: time,
      });
      return 'added' as const;
    });
    if (status === 'added') await announceChange();
    return { status };
  } catch (error) {
    logFailure('adding', error);
    throw error;
  }
}

export async function removeFromCart(id: CartKey): Promise<void> {
  try {
    await (await cartTable()).delete(id);
    await announceChange();
  } catch (error) {
    logFailure('removing', error);
  }
}

/** Removes every line of one or several parent records (e.g. after they were ordered). */
export async function removeFromCartByPid(pid: CartKey | readonly CartKey[]): Promise<void> {
  const pids = Array.isArray(pid) ? [...pid] : [pid as CartKey];
  try {
    await (await cartTable()).where('pid').anyOf(pids).delete();
    await announceChange();
  } catch (error) {
    logFailure('removing by pid', error);
  }
}

export async function clearCart(): Promise<void> {
  try {
    await (await cartTable()).clear();
    await announceChange();
  } catch (error) {
    logFailure('clearing', error);
  }
}

/** Sets a line's quantity (a whole number of at least 1); false when nothing was updated. */
export async function updateCartQuantity(id: CartKey, quantity: number): Promise<boolean> {
  if (!Number.isInteger(quantity) || quantity < 1) {
    logFailure('updating', new RangeError(`invalid quantity ${quantity}`));
    return false;
  }
  try {
    const updated = await (
      await cartTable()
    ).update(id, {
      quantity,
      updatedTime: new Date().toISOString(),
    });
    if (updated === 0) {
      logFailure('updating', new Error(`item ${String(id)} not found`));
      return false;
    }
    await announceChange();
    return true;
  } catch (error) {
    logFailure('updating', error);
    return false;
  }
}

export function sortByAddedTime(items: CartItem[]): CartItem[] {
  return items.sort((a, b) => a.addedTime.localeCompare(b.addedTime));
}

/** The cart's lines in the order they were added; [] when the storage fails. */
export async function listCart(): Promise<CartItem[]> {
  try {
    return sortByAddedTime(await (await cartTable()).toArray());
  } catch (error) {
    logFailure('reading', error);
    return [];
  }
}

/** How many lines the cart holds; 0 when the storage fails. */
export async function countCart(): Promise<number> {
  try {
    return await (await cartTable()).count();
  } catch (error) {
    logFailure('counting', error);
    return 0;
  }
}
