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

/** `id`: a subcategory id from baseinfoordering/category. */
export const OrderingDetailQuery = Type.Object({ id: Id });
export type OrderingDetailQuery = Static<typeof OrderingDetailQuery>;

export const OrderingDetail = Type.Object(
  {
    id: Id,
    parent: OrderingSubcategory,
    title: LocalizedText,
    content: LocalizedText,
    updatedAt: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  },
  { description: '`content` is HTML in each language: prices, how to order, whom to contact' },
);
export type OrderingDetail = Static<typeof OrderingDetail>;
