import type { SystemParam } from '@portal/contract';
import type { Db } from '../db/db';
import { localized } from './localized';

interface SystemParamRow {
  param_key: string;
  param_value: string;
  param_value_zh: string | null;
}

/**
 * The parameter `paramKey`; with `localizedValue` when it has a Chinese value (`paramValue`
 * stays the English one, which clients that know no languages show).
 */
export async function findSystemParam(db: Db, paramKey: string): Promise<SystemParam | undefined> {
  const [row] = await db.query<SystemParamRow>(
    'select param_key, param_value, param_value_zh from system_params where param_key = $1',
    [paramKey],
  );
  return (
    row && {
      paramKey: row.param_key,
      paramValue: row.param_value,
      ...(row.param_value_zh !== null && {
        localizedValue: localized(row.param_value_zh, row.param_value),
      }),
    }
  );
}
