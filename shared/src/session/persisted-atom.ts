import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { removeCookie, setCookie } from '../config/cookies';
import { prefixedKey, storage } from '../config/storage';

interface PersistOptions<T> {
  /** Rejects a stored value of the wrong shape (an old format, a hand edit). */
  isValid?: (value: unknown) => value is T;
  /** Also keeps the value in the cookie `TC_<key>`, so that logout clears cookies as well. */
  mirrorCookie?: boolean;
}

/**
 * A jotai atom kept in localStorage under `TC_<key>` (read when first used, so the stored
 * session is there before the first render) and in step across tabs: a logout in one tab signs
 * out the others. The initial value is never stored: setting it removes the key.
 */
export function persistedAtom<T>(key: string, initialValue: T, options: PersistOptions<T> = {}) {
  const isValid = options.isValid ?? ((value: unknown): value is T => value !== null);
  const read = (raw: unknown, initial: T): T => (raw !== null && isValid(raw) ? raw : initial);
  const persistence: SyncStorage<T> = {
    getItem: (storageKey, initial) => read(storage.local.get<unknown>(storageKey), initial),
    setItem: (storageKey, value) => {
      if (value === initialValue) {
        persistence.removeItem(storageKey);
        return;
      }
      storage.local.set(storageKey, value);
      if (options.mirrorCookie) setCookie(storageKey, String(value));
    },
    removeItem: (storageKey) => {
      storage.local.remove(storageKey);
      if (options.mirrorCookie) removeCookie(storageKey);
    },
    subscribe: (storageKey, callback, initial) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key !== prefixedKey(storageKey)) return;
        let value: unknown = null;
        try {
          value = event.newValue === null ? null : JSON.parse(event.newValue);
        } catch {
          value = null;
        }
        callback(read(value, initial));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
  return atomWithStorage<T>(key, initialValue, persistence, { getOnInit: true });
}
