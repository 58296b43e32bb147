import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { COOKIE_PREFERENCE_DAYS, getCookie, removeCookie, setCookie } from '@portal/shared';

/** The reader's answer to the cookie notice (spec sections 3 and 4). */
export interface CookieConsent {
  /** The notice was answered (Accept, or a choice in the preference dialog). */
  accepted: boolean;
  /** Optional measurement cookies are allowed. True when nothing is stored. */
  measureWebsite: boolean;
}

/** Cookie names without the `TC_` prefix, which `setCookie` adds. */
export const CONSENT_COOKIE = 'cookieAccepted';
export const PREFERENCE_COOKIE = 'cookiePreference';
/** The one optional cookie: a first-party visitor id for measuring how the site is used. */
export const MEASUREMENT_COOKIE = 'measure';
/** The declared lifetime of measurement cookies (spec section 9: two years). */
export const MEASUREMENT_COOKIE_DAYS = 730;

function readMeasureWebsite(): boolean {
  try {
    const stored = JSON.parse(getCookie(PREFERENCE_COOKIE) ?? 'null') as unknown;
    if (typeof stored === 'object' && stored !== null && 'measureWebsite' in stored) {
      const { measureWebsite } = stored as { measureWebsite: unknown };
      if (typeof measureWebsite === 'boolean') return measureWebsite;
    }
  } catch {
    // A hand-edited or old value: fall back to the default.
  }
  return true;
}

export function readCookieConsent(): CookieConsent {
  return { accepted: getCookie(CONSENT_COOKIE) === '1', measureWebsite: readMeasureWebsite() };
}

/** Measurement runs only after the reader has answered and while they allow it. */
export function isMeasurementAllowed(consent: CookieConsent): boolean {
  return consent.accepted && consent.measureWebsite;
}

function newVisitorId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/**
 * The measurement gate: sets the first-party measurement cookie only when allowed, and removes
 * it as soon as the reader refuses, so no optional cookie exists while refused.
 */
export function applyMeasurementConsent(consent: CookieConsent): void {
  if (!isMeasurementAllowed(consent)) {
    removeCookie(MEASUREMENT_COOKIE);
    return;
  }
  if (getCookie(MEASUREMENT_COOKIE) === null) {
    setCookie(MEASUREMENT_COOKIE, newVisitorId(), { days: MEASUREMENT_COOKIE_DAYS });
  }
}

/** Stores an answer for 365 days (`COOKIE_PREFERENCE_DAYS`) and applies it at once. */
export function storeCookieConsent(consent: CookieConsent): void {
  const days = COOKIE_PREFERENCE_DAYS;
  setCookie(CONSENT_COOKIE, consent.accepted ? '1' : '0', { days });
  setCookie(PREFERENCE_COOKIE, JSON.stringify({ measureWebsite: consent.measureWebsite }), {
    days,
  });
  applyMeasurementConsent(consent);
}

/** The current answer, read from the cookies when first used. */
export const cookieConsentAtom = atomWithLazy(readCookieConsent);

/** Records the reader's answer: the atom, the cookies and the measurement gate. */
export const answerCookieNoticeAtom = atom(null, (_get, set, measureWebsite: boolean) => {
  const consent: CookieConsent = { accepted: true, measureWebsite };
  storeCookieConsent(consent);
  set(cookieConsentAtom, consent);
});

export type CookieDialog = 'information' | 'preferences' | null;

/** Which cookie dialog is open; the footer's "Cookie settings" opens the preferences. */
export const cookieDialogAtom = atom<CookieDialog>(null);
