import { useEffect, useState } from 'react';
import { bus } from '../events/bus';
import { cartDbExists, onCartChangedInOtherTab } from './cart-db';
import { subscribeToCart } from './live-cart';

/**
 * The number of lines in the cart, live across tabs (the header badge); 0 until known. A
 * browser without a cart database has nothing to count: the badge then waits for the first
 * change, here or in another tab, before it loads Dexie.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let unmounted = false;
    let unsubscribe: (() => void) | undefined;
    const follow = () => {
      if (unmounted || unsubscribe) return;
      unsubscribe = subscribeToCart((db) => db.cart.count(), 0, setCount);
    };
    const offBus = bus.on('cart:changed', follow);
    const offOtherTabs = onCartChangedInOtherTab(follow);
    void cartDbExists().then((exists) => {
      if (exists) follow();
    });
    return () => {
      unmounted = true;
      offBus();
      offOtherTabs();
      unsubscribe?.();
    };
  }, []);
  return count;
}
