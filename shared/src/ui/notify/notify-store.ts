import { useSyncExternalStore } from 'react';
import { bus, type Notice } from '../../events/bus';

/** How long a notice stays, unless it is sticky. */
export const NOTICE_HIDE_MS = 5_000;

export interface Toast extends Notice {
  /** The de-duplication key: the notice's key, else its message. */
  key: string;
}

let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();
const hideTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleHide(toast: Toast): void {
  clearTimeout(hideTimers.get(toast.key));
  hideTimers.delete(toast.key);
  if (toast.sticky) return;
  hideTimers.set(
    toast.key,
    setTimeout(() => dismiss(toast.key), NOTICE_HIDE_MS),
  );
}

/**
 * Shows a notice. A notice with the key (or, without a key, the message) of one already
 * shown replaces it in place and restarts its clock instead of stacking a second one.
 */
export function notify(notice: Notice): void {
  const toast: Toast = { ...notice, key: notice.key ?? notice.message };
  const index = toasts.findIndex(
    (shown) => shown.key === toast.key || shown.message === toast.message,
  );
  if (index === -1) {
    publish([...toasts, toast]);
    bus.emit('notify', notice);
  } else {
    const previous = toasts[index] as Toast;
    clearTimeout(hideTimers.get(previous.key));
    hideTimers.delete(previous.key);
    publish(toasts.map((shown, at) => (at === index ? toast : shown)));
  }
  scheduleHide(toast);
}

/** Hides the notice with this key (or message); nothing happens if none is shown. */
export function dismiss(key: string): void {
  clearTimeout(hideTimers.get(key));
  hideTimers.delete(key);
  if (!toasts.some((toast) => toast.key === key)) return;
  publish(toasts.filter((toast) => toast.key !== key));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notices currently shown, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
