import type { KeyboardEvent } from 'react';

/** What Tab can reach: links, enabled controls and elements in the tab order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `container` that Tab reaches, in document order, hidden ones left out. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal dialog or drawer), cycling from its last
 * shown control to its first and back: the page behind is inert, but the browser would still
 * move the focus out to its own toolbar. Call it from the container's `onKeyDown`.
 */
export function trapTabFocus(container: HTMLElement, event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = focusableElements(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
