import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { DATABASE_KINDS } from './constants';

export const DatabaseKind = StringEnum(DATABASE_KINDS);
export type DatabaseKind = Static<typeof DatabaseKind>;

export const Health = Type.Object({
  status: Type.Literal('ok'),
  database: DatabaseKind,
});
export type Health = Static<typeof Health>;
