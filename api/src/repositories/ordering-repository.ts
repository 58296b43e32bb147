import type { OrderingCategory } from '@portal/contract';
import type { Db } from '../db/db';
import { localized } from './localized';

interface OrderingCategoryRow {
  id: number;
  parent_id: number | null;
  dict_value_zh: string;
  dict_value_en: string;
}

/** Top-level categories with their subcategories, both in menu order. */
export async function listOrderingCategories(db: Db): Promise<OrderingCategory[]> {
  const rows = await db.query<OrderingCategoryRow>(
    `select id, parent_id, dict_value_zh, dict_value_en
       from ordering_categories
      order by parent_id nulls first, sort_order, id`,
  );
  const categories = new Map<number, OrderingCategory>();
  for (const row of rows) {
    const dictValue = localized(row.dict_value_zh, row.dict_value_en);
    if (row.parent_id === null) categories.set(row.id, { id: row.id, dictValue, children: [] });
    else categories.get(row.parent_id)?.children.push({ id: row.id, dictValue });
  }
  return [...categories.values()];
}
