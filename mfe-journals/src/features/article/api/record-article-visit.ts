import { apiPost } from '@portal/shared';
import type { AccessHistoryRecord } from '@portal/contract';

/**
 * Puts the article at the top of the signed-in reader's history (the Mine page). Neither a
 * route change nor a failure concerns the reader: it is not cancelled and fails quietly.
 */
export function recordArticleVisit(id: number): Promise<AccessHistoryRecord> {
  return apiPost(
    '/resource/pdf/access-history',
    { type: 'article', id },
    { silent: true, autoCancel: false },
  );
}
