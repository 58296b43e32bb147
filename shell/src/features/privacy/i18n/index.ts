import { addMessages } from '@portal/shared';
import en from './en.json';
import zh from './zh.json';

/** Texts only the privacy feature's lazily loaded code shows: they load with it, not with /home. */
export function registerPrivacyMessages(): void {
  addMessages('shell', { zh, en });
}
