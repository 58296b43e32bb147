import { apiPost } from '@portal/shared';
import type { AccessHistoryRecord } from '@portal/contract';

/** What a reader's history records of this section: a book's page or a chapter's. */
export type VisitedContent = 'book' | 'chapter';

/**
 * Puts the book or chapter at the top of the signed-in reader's history (the Mine page).
 * Neither a route change nor a failure concerns the reader: not cancelled, failing quietly.
 */
export function recordVisit(type: VisitedContent, id: number): Promise<AccessHistoryRecord> {
  return apiPost('/resource/pdf/access-history', { type, id }, { silent: true, autoCancel: false });
}
