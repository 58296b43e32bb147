import { STORAGE_PREFIX } from './constants';

/** JSON values kept under `TC_<key>` in one of the browser's storages. */
export interface PrefixedStorage {
  /** The stored value, or null when absent, unreadable or the storage is unavailable. */
  get<T>(key: string): T | null;
  /** Stores the value; false when the storage is unavailable or full. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
}

export function prefixedKey(key: string): string {
  return STORAGE_PREFIX + key;
}

/**
 * Storage can be missing or throw on access (private windows, disabled cookies, quota, a
 * sandboxed iframe): the portal then works without remembering, instead of failing.
 */
function createPrefixedStorage(pick: () => Storage): PrefixedStorage {
  const area = (): Storage | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return {
    get<T>(key: string): T | null {
      try {
        const raw = area()?.getItem(prefixedKey(key));
        return raw == null ? null : (JSON.parse(raw) as T);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = area();
        if (!target) return false;
        target.setItem(prefixedKey(key), JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area()?.removeItem(prefixedKey(key));
      } catch {
        // Nothing stored can be removed from an unavailable storage.
      }
    },
  };
}

/** `storage.local` survives restarts; `storage.session` lasts as long as the tab. */
export const storage = {
  local: createPrefixedStorage(() => window.localStorage),
  session: createPrefixedStorage(() => window.sessionStorage),
} as const;
