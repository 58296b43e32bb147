import { CartPage } from '../features/cart/components/cart-page';
import { CheckoutEntry } from '../features/checkout/components/checkout-entry';

/** /shoppingCart: the cart, with the checkout under it (two features, composed here). */
export function ShoppingCartPage() {
  return <CartPage checkout={(cart) => <CheckoutEntry cart={cart} />} />;
}
