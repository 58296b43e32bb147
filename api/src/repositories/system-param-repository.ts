import type { SystemParam } from '@portal/shared/contract';
import type { Db } from '../db/db';

export async function findSystemParam(db: Db, paramKey: string): Promise<SystemParam | undefined> {
  const [row] = await db.query<SystemParam>(
    'select param_key as "paramKey", param_value as "paramValue" from system_params where param_key = $1',
    [paramKey],
  );
  return row;
}
