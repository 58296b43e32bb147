/** Ordering information: the categories of the Info menu (journal subscriptions, book orders, ...). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalizedText } from './common';

export const OrderingSubcategory = Type.Object({
  id: Id,
  dictValue: LocalizedText,
});
export type OrderingSubcategory = Static<typeof OrderingSubcategory>;

export const OrderingCategory = Type.Object({
  id: Id,
  dictValue: LocalizedText,
  children: Type.Array(OrderingSubcategory),
});
export type OrderingCategory = Static<typeof OrderingCategory>;
