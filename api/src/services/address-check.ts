/**
 * The check of a postal address that its schema cannot make: the country and region exist in
 * the region tree (area/area-select), and a region is given only for China, whose provinces and
 * cities the tree holds. The contact form and checkout's delivery address both ask it.
 */
import type { Db } from '../db/db';
import { isChineseRegion, isCountry } from '../repositories/area-repository';

/** What is wrong with an address's country or region; each names one field. */
export type AreaProblem = 'unknownCountry' | 'regionOutsideChina' | 'unknownRegion';

export async function areaProblem(
  db: Db,
  { countryCode, regionCode }: { countryCode: string; regionCode?: string | undefined },
): Promise<AreaProblem | undefined> {
  if (!(await isCountry(db, countryCode))) return 'unknownCountry';
  if (regionCode === undefined) return undefined;
  if (countryCode !== 'CN') return 'regionOutsideChina';
  if (!(await isChineseRegion(db, regionCode))) return 'unknownRegion';
  return undefined;
}
