import { act, render, screen } from '@testing-library/react';
import { CART_DB_NAME } from '../../config/constants';
import { addToCart } from '../cart';
import { useCartCount } from '../use-cart-count';

// A browser that has never held a cart: the header's badge must not create the database (nor
// load Dexie for it), and must still follow the first add (another tab's: cart-other-tab.test.tsx).

function Badge() {
  return <p>count {useCartCount()}</p>;
}

async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((database) => database.name);
}

test('the badge of a browser without a cart reads nothing, then follows the first add', async () => {
  render(<Badge />);
  await screen.findByText('count 0');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await databaseNames()).not.toContain(CART_DB_NAME);

  await act(() => addToCart({ id: 1, mediumCode: 'PRINT', pid: 9 }));
  await screen.findByText('count 1');
});
