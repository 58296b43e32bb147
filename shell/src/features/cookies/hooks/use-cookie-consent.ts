import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  answerCookieNoticeAtom,
  applyMeasurementConsent,
  cookieConsentAtom,
  cookieDialogAtom,
} from '../consent-store';

/** The reader's cookie answer and the ways to give it. */
export function useCookieConsent() {
  const consent = useAtomValue(cookieConsentAtom);
  const answer = useSetAtom(answerCookieNoticeAtom);
  return {
    consent,
    acceptAll: () => answer(true),
    rejectOptional: () => answer(false),
    save: (measureWebsite: boolean) => answer(measureWebsite),
  };
}

/** Opens a cookie dialog from anywhere in the page (the notice, the footer). */
export function useOpenCookieDialog() {
  return useSetAtom(cookieDialogAtom);
}

/**
 * Keeps the measurement cookie in step with the stored answer on every start: a preference
 * changed in another tab, or a cookie left from before a refusal, is corrected here.
 */
export function useMeasurementGate() {
  const consent = useAtomValue(cookieConsentAtom);
  useEffect(() => applyMeasurementConsent(consent), [consent]);
}
