/** A person's journal subscriptions. */
import type { Subscription } from '@portal/contract';
import type { Db } from '../db/db';
import {
  JOURNAL_SUMMARY_COLUMNS,
  toJournalSummary,
  type JournalSummaryRow,
} from './journal-repository';

interface SubscriptionRow extends JournalSummaryRow {
  subscription_id: number;
  start_date: string;
  end_date: string;
  medium: Subscription['medium'];
  active: boolean;
}

/** Active subscriptions first, then the latest ending. */
export async function userSubscriptions(db: Db, userId: number): Promise<Subscription[]> {
  const rows = await db.query<SubscriptionRow>(
    `select sub.id as subscription_id, to_char(sub.start_date, 'YYYY-MM-DD') as start_date,
            to_char(sub.end_date, 'YYYY-MM-DD') as end_date, sub.medium,
            current_date between sub.start_date and sub.end_date as active,
            ${JOURNAL_SUMMARY_COLUMNS}
       from subscriptions sub
       join journals j on j.id = sub.journal_id
       join subjects s on s.code = j.subject_code
      where sub.user_id = $1
      order by active desc, sub.end_date desc, sub.id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.subscription_id,
    journal: toJournalSummary(row),
    startDate: row.start_date,
    endDate: row.end_date,
    medium: row.medium,
    active: row.active,
  }));
}
