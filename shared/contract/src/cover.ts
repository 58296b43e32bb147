/** Generated cover images: `coverUrl` fields point at `GET /api/covers/<kind>/<id>.svg`. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, StringEnum } from './common';
import { COVER_KINDS } from './constants';

export const CoverKind = StringEnum(COVER_KINDS);
export type CoverKind = Static<typeof CoverKind>;

export const CoverParams = Type.Object({ kind: CoverKind, id: Id });
export type CoverParams = Static<typeof CoverParams>;
