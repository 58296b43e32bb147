/**
 * The record of every import (migration 0027): who sent which files when, and what became of
 * each. Written once an import has run (dry run or not), read by `GET /api/staff/imports`.
 */
import type { ImportFileReport, ImportRecord, ImportRecordFile } from '@portal/contract';
import type { DbSession } from '../db/db';
import type { Paging } from '../lib/envelope';
import { isoTime } from '../lib/sql';

/** Who sent an import: a staff member through the API, or a person at the command line. */
export type ImportActor =
  { via: 'api'; staffUserId: number; name: string } | { via: 'cli'; name: string };

/** A file of the import as received, with its report. */
export interface RecordedFile {
  size: number;
  sha256: string;
  report: ImportFileReport;
}

export interface NewImportRecord {
  actor: ImportActor;
  dryRun: boolean;
  startedAt: Date;
  files: readonly RecordedFile[];
}

const count = (report: ImportFileReport, outcome: 'created' | 'updated' | 'unchanged') =>
  report.changes.filter((change) => change.outcome === outcome).length;

/**
 * PostgreSQL's text and jsonb cannot hold a NUL character, which a file's name or a parser's
 * message about its bytes may: it is kept as U+FFFD, the replacement character.
 */
function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replaceAll('\u0000', '\ufffd') : value;
}

/** Files of an import recorded in one statement: 100 take PGlite 10-15 ms on the two-core machine. */
const RECORD_SLICE = 100;

/**
 * Records an import; answers its id. Its files are written a slice at a time, with `between()`
 * awaited before each (the import lets readers in there), and the record is listed once the last
 * is in (`finished_at`, migration 0031).
 */
export async function recordImport(
  db: DbSession,
  record: NewImportRecord,
  between: () => Promise<void> = async () => {},
): Promise<number> {
  const { actor } = record;
  const [row] = await db.query<{ id: number }>(
    `insert into imports (started_at, staff_user_id, via, actor, dry_run)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      record.startedAt.toISOString(),
      actor.via === 'api' ? actor.staffUserId : null,
      actor.via,
      actor.name,
      record.dryRun,
    ],
  );
  if (!row) throw new Error('insert into imports returned no row');
  const files = record.files.map(({ size, sha256, report }, index) => ({
    position: index + 1,
    name: withoutNul('', report.file),
    size,
    sha256,
    format: report.format,
    outcome: report.outcome,
    created: count(report, 'created'),
    updated: count(report, 'updated'),
    unchanged: count(report, 'unchanged'),
    problems: report.problems.length,
    report: JSON.stringify(report, withoutNul),
  }));
  for (let start = 0; start < files.length; start += RECORD_SLICE) {
    const slice = files.slice(start, start + RECORD_SLICE);
    await between();
    await db.query(
      `insert into import_files (import_id, position, name, size, sha256, format, outcome,
                                 created, updated, unchanged, problems, report)
       select $1, * from unnest($2::int[], $3::text[], $4::bigint[], $5::text[], $6::text[],
                                $7::text[], $8::int[], $9::int[], $10::int[], $11::int[],
                                $12::jsonb[])`,
      [
        row.id,
        slice.map((file) => file.position),
        slice.map((file) => file.name),
        slice.map((file) => file.size),
        slice.map((file) => file.sha256),
        slice.map((file) => file.format),
        slice.map((file) => file.outcome),
        slice.map((file) => file.created),
        slice.map((file) => file.updated),
        slice.map((file) => file.unchanged),
        slice.map((file) => file.problems),
        slice.map((file) => file.report),
      ],
    );
  }
  await db.query('update imports set finished_at = now() where id = $1', [row.id]);
  return row.id;
}

/** One page of the imports, newest first, with the number of them all. */
export async function listImports(
  db: DbSession,
  { size, offset }: Paging,
): Promise<{ records: ImportRecord[]; total: number }> {
  const rows = await db.query<Omit<ImportRecord, 'files'> & { files: ImportRecordFile[] | null }>(
    `select i.id, ${isoTime('i.started_at')} as "startedAt",
            ${isoTime('i.finished_at')} as "finishedAt", i.via, i.actor, i.dry_run as "dryRun",
            (select json_agg(json_build_object(
                      'name', f.name, 'size', f.size, 'sha256', f.sha256, 'format', f.format,
                      'outcome', f.outcome, 'created', f.created, 'updated', f.updated,
                      'unchanged', f.unchanged, 'problems', f.problems) order by f.position)
               from import_files f where f.import_id = i.id) as files
       from imports i
      where i.finished_at is not null
      order by i.started_at desc, i.id desc
      limit $1 offset $2`,
    [size, offset],
  );
  const [counted] = await db.query<{ total: number }>(
    'select count(*)::int as total from imports where finished_at is not null',
  );
  return {
    records: rows.map((row) => ({
      ...row,
      // json_build_object's bigint comes back as a number from both drivers (it is JSON).
      files: (row.files ?? []).map((file) => ({ ...file, size: Number(file.size) })),
    })),
    total: counted?.total ?? 0,
  };
}
