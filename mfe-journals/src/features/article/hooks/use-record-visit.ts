import { useEffect, useRef } from 'react';
import { isLoggedInAtom, useSessionValue } from '@portal/shared';
import { recordArticleVisit } from '../api/record-article-visit';

/**
 * Records a signed-in reader's visit to the article once per view: again when another article
 * is opened, not when the page re-renders or is shown again from the keep-alive cache.
 */
export function useRecordVisit(articleId: number | null, loaded: boolean) {
  const signedIn = useSessionValue(isLoggedInAtom);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !loaded || articleId === null) return;
    const key = `${articleId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    recordArticleVisit(articleId).catch(() => {
      // The history is a convenience: a failed record is tried again on the next view.
      recorded.current = null;
    });
  }, [articleId, loaded, signedIn]);
}
