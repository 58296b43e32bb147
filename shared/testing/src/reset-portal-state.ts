import { act } from '@testing-library/react';
import { clearCart, clearSession, dismiss, getToasts } from '@portal/shared';

/**
 * Puts the page-wide singletons back to a fresh visit: no session, empty storage, no notices,
 * an empty cart. Call it in `beforeEach` of tests that touch them.
 */
export async function resetPortalState(): Promise<void> {
  await act(async () => {
    clearSession();
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const toast of getToasts()) dismiss(toast.key);
    await clearCart();
  });
}
