import { addMessages } from '@portal/shared';
import { registerSharedMessages } from '../../../components/i18n';
import en from './en.json';
import zh from './zh.json';

/**
 * The home widget's texts, in the section's namespace: the widget loads on /home without the
 * section, and brings only its own and the kinds of news it names, not the section's.
 */
export function registerWidgetMessages(): void {
  registerSharedMessages();
  addMessages('news', { zh, en });
}
