/** What checkout sells of journals: each journal's personal subscription prices of one year. */
import type { SUBSCRIPTION_MEDIA } from '@portal/contract';
import type { DbSession } from '../db/db';

export type SubscriptionMedium = (typeof SUBSCRIPTION_MEDIA)[number];

export interface SubscriptionOffer {
  journalId: number;
  /**
   * The price table's personal prices in CNY, by medium; a medium without a row is not sold.
   * 'print' is print and the online full text, as the price table's print row is.
   */
  prices: Partial<Record<SubscriptionMedium, number>>;
}

/** The journals with these ids (each, even one without prices) and their prices of `year`. */
export async function findSubscriptionOffers(
  db: DbSession,
  journalIds: readonly number[],
  year: number,
): Promise<Map<number, SubscriptionOffer>> {
  const rows = await db.query<{ id: number; medium: SubscriptionMedium | null; amount: number }>(
    `select j.id, p.medium, p.amount::float8 as amount
       from journals j
       left join journal_prices p
         on p.journal_id = j.id and p.year = $2 and p.subscriber = 'personal'
            and p.currency = 'CNY'
      where j.id = any($1::int[])`,
    [journalIds, year],
  );
  const offers = new Map<number, SubscriptionOffer>();
  for (const row of rows) {
    const offer = offers.get(row.id) ?? { journalId: row.id, prices: {} };
    if (row.medium !== null) offer.prices[row.medium] = row.amount;
    offers.set(row.id, offer);
  }
  return offers;
}
