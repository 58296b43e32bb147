import { addMessages } from '@portal/shared';
import en from './en.json';
import zh from './zh.json';

/** The 'staff' namespace, added to the shared i18next instance when the section loads. */
export function registerMessages() {
  addMessages('staff', { zh, en });
}
