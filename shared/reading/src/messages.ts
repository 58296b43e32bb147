import { addMessages, type Messages } from '@portal/shared';

const copies = globalThis as { portalReadingCopies?: number };
copies.portalReadingCopies = (copies.portalReadingCopies ?? 0) + 1;

/**
 * The namespace of the reading parts' texts (`access.…`, `pdf.…`, `citation.…`). Each section
 * bundles its own copy of this package, perhaps of another version than the others': each copy
 * keeps its texts in a namespace of its own, so that loading one section's copy never replaces
 * the texts another section's copy shows in the page's one i18next instance.
 */
export const READING_NAMESPACE =
  copies.portalReadingCopies === 1 ? 'reading' : `reading-${copies.portalReadingCopies}`;

/**
 * Adds one reading part's texts to the shared instance. Each part's chunk brings its own when it
 * loads, so neither the shell's first load nor another part carries them.
 */
export function addReadingMessages(messages: { zh: Messages; en: Messages }): void {
  addMessages(READING_NAMESPACE, messages);
}
