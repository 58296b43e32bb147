/** The page behind one subcategory of the Info menu. */
import type { OrderingDetail } from '@portal/contract';
import type { Db } from '../db/db';
import { localized } from './localized';
import { safeHtml } from '../lib/safe-html';

interface OrderingDetailRow {
  id: number;
  parent_id: number;
  parent_zh: string;
  parent_en: string;
  title_zh: string;
  title_en: string;
  content_zh: string;
  content_en: string;
  updated_at: string;
}

export async function findOrderingDetail(db: Db, id: number): Promise<OrderingDetail | undefined> {
  const [row] = await db.query<OrderingDetailRow>(
    `select c.id, p.id as parent_id, p.dict_value_zh as parent_zh, p.dict_value_en as parent_en,
            d.title_zh, d.title_en, d.content_zh, d.content_en,
            to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated_at
       from ordering_details d
       join ordering_categories c on c.id = d.category_id
       join ordering_categories p on p.id = c.parent_id
      where d.category_id = $1`,
    [id],
  );
  return (
    row && {
      id: row.id,
      parent: { id: row.parent_id, dictValue: localized(row.parent_zh, row.parent_en) },
      title: localized(row.title_zh, row.title_en),
      content: localized(safeHtml(row.content_zh), safeHtml(row.content_en)),
      updatedAt: row.updated_at,
    }
  );
}
