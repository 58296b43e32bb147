import { act } from '@testing-library/react';
import { clearCart } from '../cart/cart';
import { clearSession } from '../session/session-store';
import { dismiss, getToasts } from '../ui/notify/notify-store';

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
