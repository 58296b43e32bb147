import { useEffect, useRef } from 'react';
import { listCart, removeFromCart, type CartItem } from '@portal/shared';
import type { Order, OrderItem } from '@portal/contract';

/** The cart line an order item was bought from: the same id in the same medium. */
function isLineOf(line: CartItem, item: OrderItem): boolean {
  if (item.subscription) {
    const { journalId, year, medium } = item.subscription;
    return (
      String(line.id) === `journal:${journalId}:${year}` &&
      line.mediumCode === `subscription-${medium}`
    );
  }
  return String(line.id) === String(item.bookId) && line.mediumCode === item.medium;
}

/**
 * Once the order is known to be paid, takes what it bought out of the cart in this browser. A
 * line the reader changed since (another medium of the book) was not paid for and stays.
 */
export function useRemovePaidLines(order: Order | null | undefined) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!order || order.status !== 'paid' || done.current === order.orderNo) return;
    done.current = order.orderNo;
    void (async () => {
      const paid = (await listCart()).filter((line) =>
        order.items.some((item) => isLineOf(line, item)),
      );
      for (const line of paid) await removeFromCart(line.id);
    })();
  }, [order]);
}
