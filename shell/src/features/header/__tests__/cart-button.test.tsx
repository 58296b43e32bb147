import { act, screen } from '@testing-library/react';
import { addToCart, clearCart, removeFromCart, setLanguage } from '@portal/shared';
import { renderWithProviders } from '@portal/testing';
import { CartButton } from '../components/cart-button';

beforeEach(async () => {
  await clearCart();
  await setLanguage('en');
});

it('counts the lines of the cart, a subscription among them, and hides the count at zero', async () => {
  renderWithProviders(<CartButton />);
  const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
  expect(cart).toHaveAttribute('href', '/shoppingCart');
  expect(cart).toHaveTextContent(/^Cart$/);

  await act(async () => {
    await addToCart({ id: 3, pid: 3, mediumCode: 'print' });
    await addToCart({
      id: 'journal:7:2026',
      pid: 'journal:7:2026',
      mediumCode: 'subscription-online',
    });
  });
  expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('Cart2');

  // Lines, not copies: a second medium of the same book takes the place of the first.
  await act(async () => {
    await addToCart({ id: 3, pid: 3, mediumCode: 'electronic' });
    await removeFromCart('journal:7:2026');
  });
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('Cart1');

  await act(() => clearCart());
  expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent(/^Cart$/);
});
