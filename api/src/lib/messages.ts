/** Messages the API writes for readers, in both languages, with `{name}` placeholders. */
import type { LocalizedText } from '@portal/contract';
import type { Language } from './language';

export type MessageValues = Record<string, string | number>;

/** `template` with each `{name}` replaced by `values[name]`; unknown placeholders stay. */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A lookup of one area's messages: the text of `key` in `language`, placeholders filled. */
export function messageCatalog<Key extends string>(messages: Record<Key, LocalizedText>) {
  return (key: Key, language: Language, values: MessageValues = {}): string =>
    fillPlaceholders(messages[key][language], values);
}
