import { render, screen } from '@testing-library/react';
import Dexie from 'dexie';
import { CART_DB_NAME } from '../../config/constants';
import { useCartCount } from '../use-cart-count';

// A browser that has never held a cart, with the header's badge waiting for a first change
// without Dexie: another tab creates the cart and says so on the shared channel.

function Badge() {
  return <p>count {useCartCount()}</p>;
}

test('the badge follows a cart another tab creates', async () => {
  render(<Badge />);
  await screen.findByText('count 0');

  // Another tab: its own connection to the database, and its announcement on the channel.
  const otherTab = new Dexie(CART_DB_NAME);
  otherTab.version(1).stores({ cart: 'id, mediumCode, pid' });
  await otherTab.table('cart').bulkPut([
    { id: 1, mediumCode: 'PRINT', pid: 9 },
    { id: 2, mediumCode: 'EBOOK', pid: 9 },
  ]);
  const channel = new BroadcastChannel('TC_cart');
  channel.postMessage({ count: 2 });
  channel.close();

  await screen.findByText('count 2');
  otherTab.close();
});
