import { useRef, useState } from 'react';
import { addToCart, listCart } from '@portal/shared';
import type { JournalDetail } from '@portal/contract';
import type { SUBSCRIPTION_MEDIA } from '@portal/contract/constants';

export type SubscriptionMedium = (typeof SUBSCRIPTION_MEDIA)[number];

/** What the last "Subscribe" did, for the live message beside the offers. */
export type SubscribeOutcome =
  | { status: 'added'; medium: SubscriptionMedium; replaced: SubscriptionMedium | null }
  | { status: 'exists'; medium: SubscriptionMedium }
  | { status: 'failed'; medium: SubscriptionMedium };

/** The cart's key of a journal's subscription for one year; one line per journal and year. */
export const subscriptionCartId = (journalId: number, year: number) =>
  `journal:${journalId}:${year}`;

/** The cart's medium code of a subscription, apart from the books' 'print' and 'electronic'. */
export const subscriptionMediumCode = (medium: SubscriptionMedium) => `subscription-${medium}`;

const mediumOfCode = (code: string): SubscriptionMedium | null =>
  code === 'subscription-print' ? 'print' : code === 'subscription-online' ? 'online' : null;

/**
 * Puts the personal subscription to the journal for `year` in the cart (the shared cart
 * announces the change, so the header's count follows). The same subscription changes nothing;
 * the other medium takes the place of the one there, as a book's other edition does.
 */
export function useSubscribe(journal: JournalDetail, year: number) {
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const subscribe = async (medium: SubscriptionMedium) => {
    // A double click adds once.
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    // Emptied first, so that the same message said twice is announced twice.
    setOutcome(null);
    const id = subscriptionCartId(journal.id, year);
    try {
      const before = (await listCart()).find((item) => item.id === id);
      const result = await addToCart({
        id,
        pid: id,
        mediumCode: subscriptionMediumCode(medium),
        journalId: journal.id,
        year,
        title: journal.title,
        coverUrl: journal.coverUrl,
      });
      if (result.status === 'exists') setOutcome({ status: 'exists', medium });
      else {
        const previous = before ? mediumOfCode(before.mediumCode) : null;
        setOutcome({ status: 'added', medium, replaced: previous !== medium ? previous : null });
      }
    } catch {
      setOutcome({ status: 'failed', medium });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return { subscribe, outcome, pending };
}
