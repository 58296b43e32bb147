import { addMessages, type Messages } from '@portal/shared';

/** The namespace of the reading parts' texts: `reading:access.…`, `reading:pdf.…`, `reading:citation.…`. */
export const READING_NAMESPACE = 'reading';

/**
 * Adds one reading part's texts to the shared instance. Each part's chunk brings its own when it
 * loads, so neither the shell's first load nor another part carries them.
 */
export function addReadingMessages(messages: { zh: Messages; en: Messages }): void {
  addMessages(READING_NAMESPACE, messages);
}
