import { dismiss } from '@portal/shared';

/** What floated over a page when the reader left it, to close once the next page is shown. */
export interface FloatingOverPage {
  /** Closes what is still open of it. */
  close(): void;
  /** Lets it be: the reader moved on again before the next page was shown. */
  forget(): void;
}

/**
 * Takes note of what floats over the page now (open dialogs, notices), as the reader leaves it.
 * Only these are closed when the next page is shown: what the reader opens while that page is
 * on its way (the header's drawer while a section loads) floats over the next page, and stays.
 * A dialog closed meanwhile is forgotten, so opening it again makes it the next page's.
 */
export function floatingOverPage(toastKeys: readonly string[]): FloatingOverPage {
  const dialogs = new Map<HTMLDialogElement, () => void>();
  let toasts = toastKeys;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
    const closed = () => dialogs.delete(dialog);
    dialogs.set(dialog, closed);
    dialog.addEventListener('close', closed, { once: true });
  }
  const forget = () => {
    for (const [dialog, closed] of dialogs) dialog.removeEventListener('close', closed);
    dialogs.clear();
    toasts = [];
  };
  return {
    close() {
      const open = [...dialogs.keys()];
      const keys = toasts;
      forget();
      for (const dialog of open) dialog.close();
      for (const key of keys) dismiss(key);
    },
    forget,
  };
}
