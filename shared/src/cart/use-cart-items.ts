import { useLiveQuery } from 'dexie-react-hooks';
import type { CartItem } from './cart-db';
import { listCart } from './cart';

/**
 * The cart's lines, live: updates after any change, in this tab or another. Undefined while
 * the first read is pending, so a page does not flash "empty".
 */
export function useCartItems(): CartItem[] | undefined {
  return useLiveQuery(listCart, []);
}
