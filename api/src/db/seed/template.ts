/**
 * Texts of the seed's data files are templates: `{name}` stands for a value the seed computes
 * (a journal's title, a year, a price). A value is one text for both languages or a
 * `LocalizedText`, of which each language takes its own.
 */
import type { LocalizedText } from '@portal/contract';

export type TemplateValue = string | number | LocalizedText;
export type TemplateValues = Readonly<Record<string, TemplateValue>>;

const PLACEHOLDER = /\{(\w+)\}/g;

function fillOne(text: string, values: TemplateValues, language: keyof LocalizedText): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in "${text}"`);
    return typeof value === 'object' ? value[language] : String(value);
  });
}

export function fill(template: LocalizedText, values: TemplateValues = {}): LocalizedText {
  return { en: fillOne(template.en, values, 'en'), zh: fillOne(template.zh, values, 'zh') };
}
