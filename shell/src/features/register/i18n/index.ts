import { addMessages } from '@portal/shared';
import en from './en.json';
import zh from './zh.json';

/** Texts only the registration feature's lazily loaded code shows: they load with it, not with /home. */
export function registerRegistrationMessages(): void {
  addMessages('shell', { zh, en });
}
