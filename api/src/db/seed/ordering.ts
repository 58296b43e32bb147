/** The Info menu (data/ordering-categories.json): each category with its subcategories. */
import type { LocalizedText } from '@portal/contract';
import type { OrderingCategoryRow } from '../../repositories/catalogue-rows';
import { localizedColumns } from '../../services/catalogue-writer';
import categories from './data/ordering-categories.json';

export function buildOrderingCategories(): OrderingCategoryRow[] {
  const rows: OrderingCategoryRow[] = [];
  const add = (name: LocalizedText, parentId: number | null, sortOrder: number) => {
    const row = {
      id: rows.length + 1,
      parent_id: parentId,
      ...localizedColumns('dict_value', name),
      sort_order: sortOrder,
    };
    rows.push(row);
    return row;
  };
  categories.forEach((category, i) => {
    const parent = add(category.name, null, i + 1);
    category.children.forEach((child, j) => add(child, parent.id, j + 1));
  });
  return rows;
}
