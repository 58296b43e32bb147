import type { DbSession } from '../db/db';

/** Collects `where` conditions and their parameters, numbering placeholders as it goes. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds a parameter and returns its placeholder (`$1`, `$2`, ...). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): void {
    this.clauses.push(clause);
  }

  /** Rows where any of `columns` contains `text` (case-insensitive, wildcards literal). */
  addContainsAny(columns: readonly string[], text: string): void {
    const pattern = this.param(containsPattern(text));
    this.add(`(${columns.map((column) => `${column} ilike ${pattern} escape '\\'`).join(' or ')})`);
  }

  get where(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }
}

/**
 * What a search box's keyword searches for: control characters (PostgreSQL rejects NUL in
 * text) become spaces and the ends are trimmed; undefined when nothing is left.
 */
export function searchText(keyword: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = keyword?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return text || undefined;
}

/** An `ilike` pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `with page as (...)`: the `id`s of one page of the rows of `from` (aliased, with its `where`
 * clause) in `orderBy` order, each with `total`, the count of every match: a window computed
 * before the limit, so a page and its total are one statement. Join `page` for the columns.
 */
export function pageIds(
  from: string,
  idColumn: string,
  where: string,
  orderBy: string,
  limit: string,
  offset: string,
): string {
  return `with page as (
    select ${idColumn} as id, count(*) over ()::int as total from ${from} ${where}
     order by ${orderBy} limit ${limit} offset ${offset})`;
}

/**
 * The total of a page read with `pageIds`; a page past the end has no row to carry it, so then
 * the matches are counted on their own (`countSql` answers `total`).
 */
export async function totalOfPage(
  db: DbSession,
  rows: readonly { total: number }[],
  countSql: string,
  params: readonly unknown[],
): Promise<number> {
  if (rows[0]) return rows[0].total;
  const [count] = await db.query<{ total: number }>(countSql, params);
  return count?.total ?? 0;
}

/** A date column as `YYYY-MM-DD` text named `alias` (drivers parse dates differently). */
export const isoDate = (column: string, alias: string) =>
  `to_char(${column}, 'YYYY-MM-DD') as ${alias}`;

/** A timestamp column as UTC ISO 8601 text with milliseconds (`2026-01-05T08:30:00.000Z`). */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
