import type { CartLine } from '@portal/contract';

/** What checkout needs of the cart: the lines that can be bought, as the API takes them. */
export interface CheckoutCart {
  items: CartLine[];
  /** Whether something goes by post, so a delivery address is needed. */
  needsAddress: boolean;
  /** In CNY. */
  total: number;
}
