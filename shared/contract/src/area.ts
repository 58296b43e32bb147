/** Regions for address forms: countries, and China's provinces and cities (area-select). */
import { Type, type Static } from '@sinclair/typebox';
import { LocalizedText, StringEnum } from './common';
import { AREA_CODE_PATTERN, AREA_LEVELS } from './constants';

export const AreaLevel = StringEnum(AREA_LEVELS);
export type AreaLevel = Static<typeof AreaLevel>;

export const AreaSelectQuery = Type.Object({
  parentCode: Type.Optional(
    Type.String({
      pattern: AREA_CODE_PATTERN,
      description: 'Omit for the countries and regions of the world; CN for the provinces of China',
    }),
  ),
});
export type AreaSelectQuery = Static<typeof AreaSelectQuery>;

export const Area = Type.Object({
  code: Type.String({ pattern: AREA_CODE_PATTERN }),
  level: AreaLevel,
  name: LocalizedText,
  hasChildren: Type.Boolean({ description: 'Whether area-select has a level below this one' }),
});
export type Area = Static<typeof Area>;
