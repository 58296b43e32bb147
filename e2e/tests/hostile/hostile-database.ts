/**
 * A copy of the seed database with a hostile payload in every text a reader sees: the API's own
 * seed command (`api/dist/seed.js`, as `pnpm start` seeds) fills a fresh PGlite folder, then one
 * transaction of SQL puts the payloads of payloads.ts in front of each text.
 *
 * Each row gets another payload in each of its texts (by its key and the column's place below),
 * so a list shows many; HTML texts (news bodies, FAQ answers, ordering pages) get every payload,
 * each in a paragraph of its own, starting at another one per row. Addresses a page links to (an
 * editor's web page, the footer's technical-support link) get `javascript:` and `data:` URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@portal/delivery';
import { run } from '../deployment-helpers';
import { ADDRESS_PAYLOADS, PAYLOADS } from './payloads';

interface HostileTable {
  table: string;
  /** An integer expression of the row: which payload each of its texts gets. */
  key: string;
  /** Plain or TeX texts, the payload put before them. */
  texts?: string[];
  /** Lists of texts (keywords, sponsors): the payload becomes their first item. */
  lists?: string[];
  /** HTML texts: every payload, in paragraphs, before them. */
  html?: string[];
  /** Addresses shown as links: replaced by a `javascript:` or `data:` URL. */
  addresses?: string[];
  /** Names of at most 50 characters (a person's, as registration allows): replaced by a payload. */
  names?: string[];
}

/** For tables keyed by a code rather than a number. */
const hashOf = (column: string) => `abs(hashtext(${column})::bigint)`;

const localized = (...names: string[]) => names.flatMap((name) => [`${name}_zh`, `${name}_en`]);

/** Every reader-visible text of the catalogue, and the names readers see of accounts. */
const HOSTILE_TABLES: readonly HostileTable[] = [
  { table: 'subjects', key: hashOf('code'), texts: localized('name') },
  {
    table: 'journals',
    key: 'id',
    texts: [
      'abbreviation',
      ...localized('title', 'frequency', 'aims_scope', 'submission', 'publisher'),
    ],
    lists: ['indexing', ...localized('sponsors')],
  },
  { table: 'editor_roles', key: hashOf('code'), texts: localized('name') },
  {
    table: 'editors',
    key: 'id',
    texts: ['name', ...localized('affiliation', 'expertise')],
    addresses: ['web_page'],
  },
  { table: 'msc_codes', key: hashOf('code'), texts: localized('label') },
  {
    table: 'articles',
    key: 'id',
    texts: localized('title', 'abstract'),
    lists: localized('keywords'),
  },
  { table: 'article_references', key: 'article_id + position', texts: ['text'] },
  {
    table: 'article_authors',
    key: 'article_id + position',
    texts: ['name', ...localized('affiliation')],
  },
  { table: 'book_series', key: 'id', texts: localized('title', 'description') },
  { table: 'contributors', key: 'id', texts: ['name', 'affiliation'] },
  {
    table: 'books',
    key: 'id',
    texts: [...localized('title', 'subtitle', 'description', 'notes', 'supplement'), 'trim_size'],
  },
  { table: 'book_chapters', key: 'id', texts: ['label', ...localized('title', 'abstract')] },
  { table: 'book_tags', key: 'id', texts: localized('name', 'description') },
  { table: 'news', key: 'id', texts: localized('title', 'summary'), html: localized('body') },
  { table: 'faq_categories', key: 'id', texts: localized('name') },
  { table: 'faqs', key: 'id', texts: localized('question'), html: localized('answer') },
  { table: 'ordering_categories', key: 'id', texts: localized('dict_value') },
  {
    table: 'ordering_details',
    key: 'category_id',
    texts: localized('title'),
    html: localized('content'),
  },
  {
    table: 'contacts',
    key: 'id',
    texts: [...localized('department', 'person', 'address', 'hours'), 'phone'],
  },
  { table: 'areas', key: hashOf('code'), texts: localized('name') },
  { table: 'organizations', key: 'id', texts: localized('name') },
  { table: 'users', key: 'id', names: ['nick_name'] },
];

/** The longest name a person may have (`users_nick_name_length`). */
const NAME_LENGTH = 50;

/** A string as an SQL literal (standard strings: only the quote is special). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The payloads as a temporary table, and functions choosing them by a row's key. */
function payloadFunctions(): string {
  const rows = (texts: readonly string[]) =>
    texts.map((text, index) => `(${index}, ${literal(text)})`).join(',\n  ');
  const count = PAYLOADS.length;
  return `
create temporary table hostile_payloads (n integer primary key, body text not null);
insert into hostile_payloads values
  ${rows(PAYLOADS.map((payload) => payload.text))};
create temporary table hostile_addresses (n integer primary key, body text not null);
insert into hostile_addresses values
  ${rows(ADDRESS_PAYLOADS.map((payload) => payload.text))};
create function pg_temp.hostile(k bigint) returns text language sql stable as
  $$ select body from hostile_payloads where n = (k % ${count})::int $$;
create function pg_temp.hostile_html(k bigint) returns text language sql stable as
  $$ select string_agg('<p>' || body || '</p>', '' order by (n - k % ${count} + ${count}) % ${count})
       from hostile_payloads $$;
create function pg_temp.hostile_address(k bigint) returns text language sql stable as
  $$ select body from hostile_addresses where n = (k % ${ADDRESS_PAYLOADS.length})::int $$;
create function pg_temp.hostile_name(k bigint) returns text language sql stable as
  $$ select body from hostile_payloads where char_length(body) <= ${NAME_LENGTH} order by n
       offset k % (select count(*) from hostile_payloads where char_length(body) <= ${NAME_LENGTH})
       limit 1 $$;`;
}

export interface HostileSql {
  sql: string;
  /** `table.column` of every text given payloads. */
  fields: string[];
}

/** The SQL that turns the seed catalogue hostile, in one transaction. */
export function hostileSql(): HostileSql {
  const fields: string[] = [];
  const statements: string[] = [];
  for (const table of HOSTILE_TABLES) {
    const { texts = [], lists = [], html = [], addresses = [], names = [] } = table;
    const set: string[] = [];
    // Each column's own offset: the texts of one row get different payloads.
    const payload = (column: string, fn = 'hostile') => {
      fields.push(`${table.table}.${column}`);
      return `pg_temp.${fn}(${table.key} + ${fields.length})`;
    };
    for (const column of texts) set.push(`${column} = ${payload(column)} || ' ' || ${column}`);
    for (const column of lists) {
      set.push(`${column} = array_prepend(${payload(column)}, ${column})`);
    }
    for (const column of html) {
      set.push(`${column} = ${payload(column, 'hostile_html')} || ${column}`);
    }
    for (const column of addresses) set.push(`${column} = ${payload(column, 'hostile_address')}`);
    for (const column of names) set.push(`${column} = ${payload(column, 'hostile_name')}`);
    statements.push(`update ${table.table} set ${set.join(',\n  ')};`);
  }
  // The footer's copyright line and its technical-support link.
  fields.push('system_params.system.copyright', 'system_params.system.techweblink');
  statements.push(
    `update system_params set param_value = pg_temp.hostile(1) || ' ' || param_value,
       param_value_zh = pg_temp.hostile(2) || ' ' || param_value_zh
     where param_key = 'system.copyright';`,
    `update system_params set param_value = pg_temp.hostile_address(0)
     where param_key = 'system.techweblink';`,
  );
  return {
    sql: [
      'begin;',
      payloadFunctions(),
      ...statements,
      'commit;',
      // Every row of these tables was changed (and two system parameters): the count answered.
      `select ${HOSTILE_TABLES.map(({ table }) => `(select count(*)::int from ${table})`).join(' + ')} + 2 as rows;`,
    ].join('\n'),
    fields,
  };
}

/** Runs SQL on a PGlite folder with the API's own PGlite (e2e does not depend on it). */
const APPLY_SQL = `
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const [dataDir, sqlFile] = process.argv.slice(1);
const db = await PGlite.create(dataDir);
const results = await db.exec(readFileSync(sqlFile, 'utf8'));
console.log(JSON.stringify(results.at(-1).rows[0].rows));
await db.close();
`;

export interface HostileDatabase {
  /** `table.column` of every text given payloads. */
  fields: string[];
  /** Rows changed: each holds payloads in all of its reader-visible texts. */
  rows: number;
}

/** Seeds `dataDir` as the API does, then makes its texts hostile. */
export async function createHostileDatabase(dataDir: string): Promise<HostileDatabase> {
  const api = path.join(ROOT, 'api');
  const seeded = await run(process.execPath, [path.join(api, 'dist/seed.js')], {
    cwd: api,
    // The demo accounts' passwords hashed cheaply, as the API's own tests do: sign-in stays fast.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10' },
  });
  if (seeded.code !== 0) throw new Error(`The seed failed:\n${seeded.output}`);
  const { sql, fields } = hostileSql();
  const sqlFile = path.join(path.dirname(dataDir), 'hostile.sql');
  fs.writeFileSync(sqlFile, sql);
  // Bare imports of --eval code resolve from its working folder: the API's PGlite.
  const applied = await run(
    process.execPath,
    ['--input-type=module', '--eval', APPLY_SQL, dataDir, sqlFile],
    { cwd: api, env: {} },
  );
  if (applied.code !== 0) throw new Error(`The hostile SQL failed:\n${applied.output}`);
  return { fields, rows: Number(applied.output.trim().split('\n').at(-1)) };
}
