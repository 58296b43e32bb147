import { useCallback, useRef, useState } from 'react';
import { addToCart, listCart } from '@portal/shared';
import type { BookEdition, BookMedium, BookSummary } from '@portal/contract';
import { cartItemOf } from '../utils/editions';

/** What the last "Add to cart" did, for the live message beside the buttons. */
export type AddToCartOutcome =
  | { status: 'added'; medium: BookMedium; replaced: BookMedium | null }
  | { status: 'exists'; medium: BookMedium }
  | { status: 'failed'; medium: BookMedium };

const isMedium = (value: unknown): value is BookMedium =>
  value === 'print' || value === 'electronic';

/**
 * Adds the book in one medium to the cart (`addToCart` of @portal/shared announces the change,
 * so the header's count follows at once). The same book in the same medium changes nothing;
 * the cart holds a book once, so another medium of it takes the place of the one there.
 */
export function useAddToCart(book: BookSummary) {
  const [outcome, setOutcome] = useState<AddToCartOutcome | null>(null);
  const [pending, setPending] = useState<BookMedium | null>(null);
  const busy = useRef(false);

  const add = useCallback(
    async (edition: BookEdition) => {
      // A double click adds once.
      if (busy.current) return;
      busy.current = true;
      setPending(edition.medium);
      // Emptied first, so that the same message said twice is announced twice.
      setOutcome(null);
      try {
        const before = (await listCart()).find((item) => String(item.id) === String(book.id));
        const result = await addToCart(cartItemOf(book, edition));
        if (result.status === 'exists') {
          setOutcome({ status: 'exists', medium: edition.medium });
        } else {
          const replaced =
            before && before.mediumCode !== edition.medium && isMedium(before.mediumCode)
              ? before.mediumCode
              : null;
          setOutcome({ status: 'added', medium: edition.medium, replaced });
        }
      } catch {
        setOutcome({ status: 'failed', medium: edition.medium });
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [book],
  );

  return { add, outcome, pending };
}
