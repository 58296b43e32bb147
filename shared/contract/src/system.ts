/** System parameters: site-wide values an administrator can change without a release. */
import { Type, type Static } from '@sinclair/typebox';
import { LocalizedText } from './common';
import { SYSTEM_PARAM_KEYS } from './constants';

export const SystemParamQuery = Type.Object({
  paramKey: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_.-]+$',
    description: `For example ${SYSTEM_PARAM_KEYS.copyright} or ${SYSTEM_PARAM_KEYS.techWebLink}`,
  }),
});
export type SystemParamQuery = Static<typeof SystemParamQuery>;

export const SystemParam = Type.Object({
  paramKey: Type.String(),
  paramValue: Type.String({
    description: 'system.copyright: the copyright line; system.techweblink: an https URL',
  }),
  localizedValue: Type.Optional(
    Type.Object(LocalizedText.properties, {
      description: 'The value in each language, for parameters a reader reads (system.copyright)',
    }),
  ),
});
export type SystemParam = Static<typeof SystemParam>;
