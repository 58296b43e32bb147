import { act, render, screen, waitFor } from '@testing-library/react';
import { bus } from '../../events/bus';
import {
  addToCart,
  clearCart,
  countCart,
  listCart,
  removeFromCart,
  removeFromCartByPid,
  updateCartQuantity,
} from '../cart';
import { openCartDb, type CartDatabase } from '../cart-db';
import { useCartCount } from '../use-cart-count';
import { useCartItems } from '../use-cart-items';

const PRINT = {
  id: 101,
  mediumCode: 'PRINT',
  pid: 7,
  title: { zh: '代数几何', en: 'Algebraic Geometry' },
  listPrice: 68,
};
const EBOOK = { id: 102, mediumCode: 'EBOOK', pid: 7, listPrice: 40 };
const OTHER = { id: 201, mediumCode: 'PRINT', pid: 8, listPrice: 55 };

let consoleError: jest.SpyInstance;
let cartDb: CartDatabase;

beforeEach(async () => {
  cartDb = await openCartDb();
  await cartDb.cart.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('the database is ShoppingCartDB version 1 with store cart keyed by id, indexed by mediumCode and pid', () => {
  expect(cartDb.name).toBe('ShoppingCartDB');
  expect(cartDb.verno).toBe(1);
  const { schema } = cartDb.table('cart');
  expect(schema.primKey.keyPath).toBe('id');
  expect(schema.indexes.map((index) => index.name).sort()).toEqual(['mediumCode', 'pid']);
});

test('an added item starts at quantity 1 with its own fields and ISO times', async () => {
  const heard = jest.fn();
  const unsubscribe = bus.on('cart:changed', heard);
  await expect(addToCart({ ...PRINT, quantity: 5 })).resolves.toEqual({ status: 'added' });
  const [item] = await listCart();
  expect(item).toMatchObject({ ...PRINT, quantity: 1 });
  expect(new Date(item?.addedTime ?? '').toISOString()).toBe(item?.addedTime);
  expect(item?.updatedTime).toBe(item?.addedTime);
  expect(heard).toHaveBeenCalledWith({ count: 1 });
  unsubscribe();
});

test('the same id and medium again changes nothing and says it exists', async () => {
  await addToCart(PRINT);
  await updateCartQuantity(PRINT.id, 3);
  const before = await listCart();
  const heard = jest.fn();
  const unsubscribe = bus.on('cart:changed', heard);

  await expect(addToCart({ ...PRINT, listPrice: 1 })).resolves.toEqual({ status: 'exists' });

  expect(await listCart()).toEqual(before);
  expect(heard).not.toHaveBeenCalled();
  unsubscribe();
});

test('lines are listed in the order they were added', async () => {
  await addToCart(OTHER);
  await new Promise((resolve) => setTimeout(resolve, 2));
  await addToCart(PRINT);
  expect((await listCart()).map((item) => item.id)).toEqual([201, 101]);
});

test('remove by id, by one pid or several, and clear', async () => {
  await addToCart(PRINT);
  await addToCart(EBOOK);
  await addToCart(OTHER);

  await removeFromCart(EBOOK.id);
  expect((await listCart()).map((item) => item.id)).toEqual([101, 201]);

  await removeFromCartByPid(7);
  expect((await listCart()).map((item) => item.id)).toEqual([201]);

  await addToCart(PRINT);
  await removeFromCartByPid([7, 8]);
  expect(await countCart()).toBe(0);

  await addToCart(PRINT);
  await clearCart();
  expect(await listCart()).toEqual([]);
});

test('quantity updates touch updatedTime; a missing item or a bad quantity is logged, not thrown', async () => {
  await addToCart(PRINT);
  const [before] = await listCart();
  await new Promise((resolve) => setTimeout(resolve, 5));
  await expect(updateCartQuantity(PRINT.id, 2)).resolves.toBe(true);
  const [after] = await listCart();
  expect(after?.quantity).toBe(2);
  expect((after?.updatedTime ?? '') > (before?.updatedTime ?? '')).toBe(true);

  await expect(updateCartQuantity(999, 2)).resolves.toBe(false);
  await expect(updateCartQuantity(PRINT.id, 0)).resolves.toBe(false);
  expect((await listCart())[0]?.quantity).toBe(2);
  expect(consoleError).toHaveBeenCalledTimes(2);
});

test('storage failures are logged and answered with a safe value', async () => {
  jest.spyOn(cartDb.cart, 'toArray').mockRejectedValue(new Error('read failed'));
  jest.spyOn(cartDb.cart, 'clear').mockRejectedValue(new Error('clear failed'));
  await expect(listCart()).resolves.toEqual([]);
  await expect(clearCart()).resolves.toBeUndefined();
  expect(consoleError).toHaveBeenCalledTimes(2);
});

test('a failed add rejects, so the page can ask the reader to try again', async () => {
  jest.spyOn(cartDb, 'transaction').mockRejectedValue(new Error('write failed'));
  await expect(addToCart(PRINT)).rejects.toThrow('write failed');
  expect(consoleError).toHaveBeenCalled();
});

test('the hooks follow the cart live', async () => {
  function Badge() {
    const count = useCartCount();
    const items = useCartItems();
    return (
      <p>
        {count} {items === undefined ? 'loading' : items.map((item) => item.mediumCode).join(',')}
      </p>
    );
  }
  render(<Badge />);
  await screen.findByText('0');
  await act(() => addToCart(PRINT));
  await waitFor(() => expect(screen.getByText('1 PRINT')).toBeInTheDocument());
  await act(() => addToCart(EBOOK));
  await waitFor(() => expect(screen.getByText('2 PRINT,EBOOK')).toBeInTheDocument());
  await act(() => clearCart());
  await waitFor(() => expect(screen.getByText('0')).toBeInTheDocument());
});
