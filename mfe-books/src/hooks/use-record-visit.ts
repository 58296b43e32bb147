import { useEffect, useRef } from 'react';
import { isLoggedInAtom, useSessionValue } from '@portal/shared';
import { recordVisit, type VisitedContent } from '../api/record-visit';

/**
 * Records a signed-in reader's visit once per view: again when another book or chapter is
 * opened, not when the page re-renders or is shown again from the keep-alive cache.
 */
export function useRecordVisit(type: VisitedContent, id: number | null, loaded: boolean) {
  const signedIn = useSessionValue(isLoggedInAtom);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !loaded || id === null) return;
    const key = `${type}:${id}`;
    if (recorded.current === key) return;
    recorded.current = key;
    recordVisit(type, id).catch(() => {
      // The history is a convenience: a failed record is tried again on the next view.
      recorded.current = null;
    });
  }, [type, id, loaded, signedIn]);
}
