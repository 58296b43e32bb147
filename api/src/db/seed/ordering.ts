import type { LocalizedText } from '@portal/contract';

export interface OrderingCategoryRow {
  id: number;
  parent_id: number | null;
  dict_value_zh: string;
  dict_value_en: string;
  sort_order: number;
}

const t = (en: string, zh: string): LocalizedText => ({ en, zh });

/** The Info menu: each category with its subcategories, in menu order. */
const CATEGORIES: readonly { name: LocalizedText; children: readonly LocalizedText[] }[] = [
  {
    name: t('Journal subscriptions', '期刊订阅'),
    children: [
      t('Institutional subscriptions', '机构订阅'),
      t('Personal subscriptions', '个人订阅'),
      t('Back issues', '过刊补订'),
    ],
  },
  {
    name: t('Book orders', '图书订购'),
    children: [
      t('Individual purchases', '个人购书'),
      t('Bookstores and distributors', '书店与经销商'),
      t('Examination and desk copies', '教材样书'),
    ],
  },
  {
    name: t('Open access', '开放获取'),
    children: [
      t('Article processing charges', '文章处理费'),
      t('Institutional agreements', '机构协议'),
    ],
  },
];

export function buildOrderingCategories(): OrderingCategoryRow[] {
  const rows: OrderingCategoryRow[] = [];
  const add = (name: LocalizedText, parentId: number | null, sortOrder: number) => {
    const row = {
      id: rows.length + 1,
      parent_id: parentId,
      dict_value_zh: name.zh,
      dict_value_en: name.en,
      sort_order: sortOrder,
    };
    rows.push(row);
    return row;
  };
  CATEGORIES.forEach((category, i) => {
    const parent = add(category.name, null, i + 1);
    category.children.forEach((child, j) => add(child, parent.id, j + 1));
  });
  return rows;
}
