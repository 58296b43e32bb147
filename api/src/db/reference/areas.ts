/**
 * Regions for address forms: countries and regions of the world by ISO 3166-1 alpha-2 code, and
 * China's divisions by GB/T 2260 code: the 34 provincial-level divisions, then for each its main
 * prefecture-level cities (municipalities: their central districts). GB/T 2260 does not divide
 * Taiwan, Hong Kong and Macao further, so they have no children here either.
 */
import type { AreaLevel } from '@portal/contract';
import type { AreaRow } from '../../repositories/catalogue-rows';
import areas from './data/areas.json';

type Names = readonly [code: string, zh: string, en: string];

export const CHINA_CODE = 'CN';

/** Listed first; the others follow in English alphabetical order. */
const CHINA: Names = [CHINA_CODE, '中国', 'China'];

/** A row of data/areas.json, `[code, zh, en]` (JSON reads it as any array of strings). */
function asNames(row: readonly string[]): Names {
  const [code, zh, en] = row;
  if (row.length !== 3 || !code || !zh || !en) {
    throw new Error(`data/areas.json: expected [code, zh, en], got ${JSON.stringify(row)}`);
  }
  return [code, zh, en];
}

const COUNTRIES: readonly Names[] = areas.countries.map(asNames);

/** Each provincial-level division with its main cities (or districts), capital first. */
const PROVINCES: readonly { province: Names; level: 'city' | 'district'; children: Names[] }[] =
  areas.provinces.map(({ province, level, children }) => ({
    province: asNames(province),
    // Municipalities list their districts; every other division its cities.
    level: level === 'district' ? 'district' : 'city',
    children: children.map(asNames),
  }));

export function buildAreas(): AreaRow[] {
  const row = (
    [code, zh, en]: Names,
    parentCode: string | null,
    level: AreaLevel,
    sortOrder: number,
  ): AreaRow => ({
    code,
    parent_code: parentCode,
    level,
    name_zh: zh,
    name_en: en,
    sort_order: sortOrder,
  });
  const countries = [CHINA, ...[...COUNTRIES].sort((a, b) => a[2].localeCompare(b[2], 'en'))];
  return [
    ...countries.map((names, i) => row(names, null, 'country', i + 1)),
    ...PROVINCES.flatMap(({ province, level, children }, i) => [
      row(province, CHINA_CODE, 'province', i + 1),
      ...children.map((names, j) => row(names, province[0], level, j + 1)),
    ]),
  ];
}
