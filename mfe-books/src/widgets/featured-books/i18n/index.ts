import { addMessages } from '@portal/shared';
import en from './en.json';
import zh from './zh.json';

/**
 * The home widget's texts, in the section's namespace: the widget loads on /home without the
 * section, and brings only these, not the section's.
 */
export function registerWidgetMessages(): void {
  addMessages('books', { zh, en });
}
