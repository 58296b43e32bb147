import { addMessages } from '@portal/shared';
import en from './en.json';
import zh from './zh.json';

/** Texts only the cookie dialogs show: they load with the dialogs, not with /home. */
export function registerCookieDialogMessages(): void {
  addMessages('shell', { zh, en });
}
