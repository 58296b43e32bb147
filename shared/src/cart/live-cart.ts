import { logFailure } from './cart';
import { loadDexie, openCartDb, type CartDatabase } from './cart-db';

/**
 * Follows a query of the cart database live, in this tab and others (Dexie's `liveQuery`),
 * once Dexie has loaded. Returns the unsubscribe. `query` must use only the database's own
 * calls, so that Dexie can tell which changes concern it. When the storage fails, the failure
 * is logged and `fallback` is the value, as for the cart's other reads.
 */
export function subscribeToCart<T>(
  query: (db: CartDatabase) => Promise<T>,
  fallback: T,
  onValue: (value: T) => void,
): () => void {
  let subscription: { unsubscribe(): void } | undefined;
  let closed = false;
  const fail = (action: string) => (error: unknown) => {
    logFailure(action, error);
    if (!closed) onValue(fallback);
  };
  Promise.all([loadDexie(), openCartDb()])
    .then(([Dexie, db]) => {
      if (closed) return;
      subscription = Dexie.liveQuery(() => query(db)).subscribe({
        next: onValue,
        error: fail('reading'),
      });
    })
    .catch(fail('opening'));
  return () => {
    closed = true;
    subscription?.unsubscribe();
  };
}
