import { addToCart, listCart, removeFromCartByPid, clearCart, type CartItem } from '@portal/shared';
import {
  checkoutItemOf,
  clampQuantity,
  isPrintItem,
  isValidQuantity,
  pidsOf,
  subscriptionOf,
} from '../cart-rules';

function stored(fields: Partial<CartItem> & Pick<CartItem, 'id' | 'mediumCode'>): CartItem {
  return {
    pid: fields.id,
    quantity: 1,
    addedTime: '2026-01-01T00:00:00.000Z',
    updatedTime: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const SUBSCRIPTION = stored({
  id: 'journal:4:2026',
  mediumCode: 'subscription-print',
  journalId: 4,
  year: 2026,
});

beforeEach(() => clearCart());

describe('quantities', () => {
  it('accepts whole numbers from 1 to 99 and brings anything else within them', () => {
    expect([0, 1, 99, 100, 2.5].map(isValidQuantity)).toEqual([false, true, true, false, false]);
    expect([0, -3, 1, 50, 99, 500, Number.NaN].map(clampQuantity)).toEqual([
      1, 1, 1, 50, 99, 99, 1,
    ]);
  });
});

describe('the cart in the browser', () => {
  it('keeps one line for a book added twice in the same medium', async () => {
    expect(await addToCart({ id: 3, pid: 3, mediumCode: 'print' })).toEqual({ status: 'added' });
    expect(await addToCart({ id: 3, pid: 3, mediumCode: 'print' })).toEqual({ status: 'exists' });
    expect(await listCart()).toHaveLength(1);
  });

  it('removes every line of the chosen records by pid, and only those', async () => {
    await addToCart({ id: 3, pid: 3, mediumCode: 'print' });
    await addToCart({ id: 5, pid: 5, mediumCode: 'electronic' });
    await addToCart({
      id: 'journal:4:2026',
      pid: 'journal:4:2026',
      mediumCode: 'subscription-online',
    });
    const items = await listCart();
    await removeFromCartByPid(pidsOf(items, new Set(['3', 'journal:4:2026'])));
    expect((await listCart()).map((item) => item.id)).toEqual([5]);
  });
});

describe('lines as checkout sends them', () => {
  it('sends a book in its medium with its quantity', () => {
    expect(checkoutItemOf(stored({ id: 3, mediumCode: 'electronic', quantity: 2 }))).toEqual({
      bookId: 3,
      medium: 'electronic',
      quantity: 2,
    });
  });

  it('sends a subscription as one copy for its year, whatever the stored quantity', () => {
    expect(subscriptionOf(SUBSCRIPTION)).toEqual({ journalId: 4, year: 2026, medium: 'print' });
    expect(checkoutItemOf({ ...SUBSCRIPTION, quantity: 3 })).toEqual({
      journalId: 4,
      subscriptionMedium: 'print',
      year: 2026,
      quantity: 1,
    });
  });

  it('needs an address for printed books and print subscriptions only', () => {
    expect(isPrintItem(stored({ id: 3, mediumCode: 'print' }))).toBe(true);
    expect(isPrintItem(SUBSCRIPTION)).toBe(true);
    expect(isPrintItem(stored({ id: 3, mediumCode: 'electronic' }))).toBe(false);
    expect(isPrintItem(stored({ id: 'journal:4:2026', mediumCode: 'subscription-online' }))).toBe(
      false,
    );
  });

  it('refuses a line it cannot read rather than sending it', () => {
    expect(
      checkoutItemOf(stored({ id: 'journal:x', mediumCode: 'subscription-online' })),
    ).toBeNull();
    expect(checkoutItemOf(stored({ id: 3, mediumCode: 'audio' }))).toBeNull();
  });
});
