import { useEffect, useState } from 'react';
import { sortByAddedTime } from './cart';
import type { CartItem } from './cart-db';
import { subscribeToCart } from './live-cart';

/**
 * The cart's lines in the order they were added, live: updates after any change, in this tab
 * or another. Undefined while the first read is pending, so a page does not flash "empty".
 */
export function useCartItems(): CartItem[] | undefined {
  const [items, setItems] = useState<CartItem[]>();
  useEffect(
    () => subscribeToCart(async (db) => sortByAddedTime(await db.cart.toArray()), [], setItems),
    [],
  );
  return items;
}
