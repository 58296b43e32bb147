export { type CartItem, type CartKey } from './cart-db';
export {
  addToCart,
  removeFromCart,
  removeFromCartByPid,
  clearCart,
  updateCartQuantity,
  listCart,
  countCart,
  type NewCartItem,
  type AddToCartResult,
} from './cart';
export { useCartItems } from './use-cart-items';
export { useCartCount } from './use-cart-count';
