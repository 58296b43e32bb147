import type { CoverKind, LocalizedText } from '@portal/contract';

/** `{ zh, en }` from the `<name>_zh` / `<name>_en` columns of a row. */
export const localized = (zh: string, en: string): LocalizedText => ({ zh, en });

/** The same for a pair of nullable columns: both set or neither (a check constraint). */
export const optionalLocalized = (
  zh: string | null,
  en: string | null,
): LocalizedText | undefined => (zh !== null && en !== null ? { zh, en } : undefined);

/** Where the generated cover of a catalogue item is served (routes/covers). */
export const coverUrl = (kind: CoverKind, id: number) => `/api/covers/${kind}/${id}.svg`;
