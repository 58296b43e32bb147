import { addMessages } from '@portal/shared';
import { registerSharedMessages } from '../components/i18n';
import en from './en.json';
import zh from './zh.json';

/** The 'news' namespace, added to the shared i18next instance when the section loads. */
export function registerMessages() {
  registerSharedMessages();
  addMessages('news', { zh, en });
}
