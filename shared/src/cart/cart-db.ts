import type Dexie from 'dexie';
import type { Table } from 'dexie';
import { CART_DB_NAME, CART_DB_VERSION, STORAGE_PREFIX } from '../config/constants';

export type CartKey = string | number;

/**
 * One line of the cart: the added item's own fields plus the cart's bookkeeping. Two kinds are
 * sold (the apps adding and reading them cannot share code, so they agree on this shape, also
 * in mfe-commerce/README.md): a book, id and pid the book's id, mediumCode `print` or
 * `electronic`; a personal journal subscription for a year, id and pid `journal:<journalId>:<year>`,
 * mediumCode `subscription-online` or `subscription-print` (print and online), with fields
 * `journalId`, `year` and `title` (LocalizedText), always one.
 */
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

export type CartDatabase = Dexie & { cart: Table<CartItem, CartKey> };

/** Dexie's constructor, downloaded on first call (its statics include `liveQuery`). */
export function loadDexie(): Promise<typeof Dexie> {
  return import('dexie').then((module) => module.default);
}

let opening: Promise<CartDatabase> | undefined;

/**
 * The browser's cart database (spec section 3): store `cart`, key `id`, indexes mediumCode and
 * pid. Dexie is loaded with the first use of the cart rather than with every page, so a reader
 * whose cart is empty does not download it (about 27 KB compressed).
 */
export function openCartDb(): Promise<CartDatabase> {
  opening ??= loadDexie().then(
    (DexieDatabase) => {
      const db = new DexieDatabase(CART_DB_NAME) as CartDatabase;
      db.version(CART_DB_VERSION).stores({ cart: 'id, mediumCode, pid' });
      return db;
    },
    (error: unknown) => {
      // A failed download is tried again by the next use.
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/**
 * Whether this browser holds a cart database yet, asked without loading Dexie. True when the
 * browser cannot say (no `indexedDB.databases()`), so the cart is then simply read.
 */
export async function cartDbExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === CART_DB_NAME);
  } catch {
    return true;
  }
}

/** Tells this browser's other tabs that the cart changed (Dexie may not be loaded there). */
const CHANGE_CHANNEL = `${STORAGE_PREFIX}cart`;

export function announceCartChangeToOtherTabs(count: number): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANGE_CHANNEL);
  channel.postMessage({ count });
  channel.close();
}

/** Calls `listener` when another tab changes the cart; returns the unsubscribe. */
export function onCartChangedInOtherTab(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANGE_CHANNEL);
  channel.onmessage = listener;
  return () => channel.close();
}
