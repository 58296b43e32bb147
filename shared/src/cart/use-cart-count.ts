import { useLiveQuery } from 'dexie-react-hooks';
import { countCart } from './cart';

/** The number of lines in the cart, live across tabs (the header badge); 0 until known. */
export function useCartCount(): number {
  return useLiveQuery(countCart, [], 0);
}
