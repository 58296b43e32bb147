/** The region tree of address forms: countries, China's provinces, their cities. */
import type { Area, AreaLevel } from '@portal/contract';
import type { Db } from '../db/db';
import { localized } from './localized';

interface AreaRow {
  code: string;
  level: AreaLevel;
  name_zh: string;
  name_en: string;
  has_children: boolean;
}

/**
 * The children of `parentCode`, in order (no parent: the countries and regions of the world).
 * Undefined when `parentCode` is not a known area.
 */
export async function areaChildren(
  db: Db,
  parentCode: string | undefined,
): Promise<Area[] | undefined> {
  if (parentCode !== undefined) {
    const [parent] = await db.query('select 1 from areas where code = $1', [parentCode]);
    if (!parent) return undefined;
  }
  const rows = await db.query<AreaRow>(
    `select a.code, a.level, a.name_zh, a.name_en,
            exists (select 1 from areas c where c.parent_code = a.code) as has_children
       from areas a
      where a.parent_code is not distinct from $1
      order by a.sort_order, a.code`,
    [parentCode ?? null],
  );
  return rows.map((row) => ({
    code: row.code,
    level: row.level,
    name: localized(row.name_zh, row.name_en),
    hasChildren: row.has_children,
  }));
}

/** Whether `code` is a country or region of the world (the top level of `areas`). */
export async function isCountry(db: Db, code: string): Promise<boolean> {
  const [row] = await db.query(
    `select 1 from areas where code = $1 and level = 'country' and parent_code is null`,
    [code],
  );
  return row !== undefined;
}

/**
 * Whether `code` is a provincial-level division of China or one of its children (a city; for a
 * municipality, a district): the two levels the form's region picker offers.
 */
export async function isChineseRegion(db: Db, code: string): Promise<boolean> {
  const [row] = await db.query(
    `select 1
       from areas r
       left join areas p on p.code = r.parent_code
      where r.code = $1
        and ((r.level = 'province' and r.parent_code = 'CN')
          or (p.level = 'province' and p.parent_code = 'CN'))`,
    [code],
  );
  return row !== undefined;
}
