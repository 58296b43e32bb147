/** The catalogue's revision: one number that changes whenever the public catalogue does. */
import { Type, type Static } from '@sinclair/typebox';

export const CatalogueRevision = Type.Object({
  revision: Type.String({
    pattern: '^[0-9]+$',
    description:
      'The catalogue revision (migration 0017) as the database says it now, in digits: raised by every change of a catalogue table',
  }),
});
export type CatalogueRevision = Static<typeof CatalogueRevision>;
