import Dexie, { type Table } from 'dexie';
import { CART_DB_NAME, CART_DB_VERSION } from '../config/constants';

export type CartKey = string | number;

/** One line of the cart: the added item's own fields plus the cart's bookkeeping. */
export interface CartItem {
  /** The purchasable item (a book in one medium). */
  id: CartKey;
  /** The medium, e.g. print or e-book. */
  mediumCode: string;
  /** The parent record (the book) the item belongs to. */
  pid: CartKey;
  quantity: number;
  /** ISO time. */
  addedTime: string;
  /** ISO time. */
  updatedTime: string;
  [field: string]: unknown;
}

/** The browser's cart database (spec section 3): store `cart`, key `id`, indexes mediumCode and pid. */
export const cartDb = new Dexie(CART_DB_NAME) as Dexie & { cart: Table<CartItem, CartKey> };
cartDb.version(CART_DB_VERSION).stores({ cart: 'id, mediumCode, pid' });
