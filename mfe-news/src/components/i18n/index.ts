import { addMessages } from '@portal/shared';
import en from './en.json';
import zh from './zh.json';

/**
 * The texts of the parts the section's pages and its home widget share (the kinds of news), in
 * the section's namespace: each of the two registers them, since either may load alone.
 */
export function registerSharedMessages(): void {
  addMessages('news', { zh, en });
}
