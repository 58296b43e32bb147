/**
 * `pnpm catalogue import <files|folders> [--dry-run] [--lang zh|en]` (catalogue-cli.ts): imports
 * JATS, ONIX and BITS files with their PDFs (and articles' figure images) into the configured
 * database through the import service, the write path of the staff route too, and prints the
 * report of each file. A folder is read with everything under it (files whose names start with a
 * dot left out). The exit code is 1 when any file was refused, so a script can stop on it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ImportChange, ImportFileReport, ImportProblem, ImportReport } from '@portal/contract';
import { importFiles, type ImportFormats } from '../import/import-service';
import type { ImportSource } from '../import/types';
import type { Language } from '../lib/language';
import type { UploadStore } from '../uploads/store';
import type { Db } from './db';

export class CatalogueCommandError extends Error {}

export const CATALOGUE_USAGE =
  'Usage: pnpm catalogue import <files or folders...> [--dry-run] [--lang zh|en]';

export interface CatalogueCommandIo {
  /** Where the files named are looked for (the directory the command was typed in). */
  cwd: string;
  /** Who is importing: the operating system's user at the command line. */
  actor: string;
  store: UploadStore;
  out: (line: string) => void;
}

const WORDS = {
  en: {
    created: 'created',
    updated: 'updated',
    unchanged: 'unchanged',
    refused: 'refused',
    wouldBe: 'would be',
    dryRun: 'Dry run: nothing was written.',
    summary: (counts: Record<string, number>, id: number | null) =>
      `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused (import ${id ?? '-'}).`,
    note: 'note: ',
    noFiles: (where: string) => `No file to import in ${where}`,
    missing: (where: string) => `No such file or folder: ${where}`,
  },
  zh: {
    created: '新建',
    updated: '更新',
    unchanged: '未变',
    refused: '拒绝',
    wouldBe: '将',
    dryRun: '试运行：未写入任何内容。',
    summary: (counts: Record<string, number>, id: number | null) =>
      `新建 ${counts.created}，更新 ${counts.updated}，未变 ${counts.unchanged}，拒绝 ${counts.refused}（导入记录 ${id ?? '-'}）。`,
    note: '注：',
    noFiles: (where: string) => `${where} 中没有可导入的文件`,
    missing: (where: string) => `没有此文件或文件夹：${where}`,
  },
} as const;

/** The files a path names: itself, or for a folder every file under it, in name order. */
async function filesOf(cwd: string, given: string, language: Language): Promise<string[]> {
  const where = path.resolve(cwd, given);
  const found = await stat(where).catch(() => undefined);
  if (!found) throw new CatalogueCommandError(WORDS[language].missing(given));
  if (!found.isDirectory()) return [where];
  const entries = await readdir(where, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(where, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .sort();
  if (!files.length) throw new CatalogueCommandError(WORDS[language].noFiles(given));
  return files;
}

function changeLine(change: ImportChange, language: Language, dryRun: boolean): string {
  const words = WORDS[language];
  const outcome =
    dryRun && change.outcome !== 'unchanged'
      ? `${words.wouldBe} ${words[change.outcome]}`
      : words[change.outcome];
  const title = change.title ? ` "${change.title[language]}"` : '';
  return `  ${outcome} ${change.kind} ${change.key}${title}${change.href ? ` ${change.href}` : ''}`;
}

/** A problem (or a notice) where it is: `12:5 front/journal-meta/issn: message`. */
function problemLine(problem: ImportProblem, language: Language, prefix = ''): string {
  const line =
    problem.line === null ? [] : [`${problem.line}${problem.column ? `:${problem.column}` : ''}`];
  const where = [...line, ...(problem.field ? [problem.field] : [])].join(' ');
  return `  ${prefix}${where ? `${where}: ` : ''}${problem.message[language]}`;
}

/**
 * One file's report as lines: its outcome, then each change, then each problem where it is, then
 * each notice (what was left out or filled in) marked as a note.
 */
export function reportLines(file: ImportFileReport, language: Language, dryRun: boolean): string[] {
  const words = WORDS[language];
  const outcome =
    dryRun && file.outcome !== 'refused' && file.outcome !== 'unchanged'
      ? `${words.wouldBe} ${words[file.outcome]}`
      : words[file.outcome];
  return [
    `${file.file}${file.format ? ` (${file.format})` : ''}: ${outcome}`,
    ...file.changes.map((change) => changeLine(change, language, dryRun)),
    ...file.problems.map((problem) => problemLine(problem, language)),
    ...file.notices.map((notice) => problemLine(notice, language, words.note)),
  ];
}

export function summaryLines(report: ImportReport, language: Language): string[] {
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const file of report.files) counts[file.outcome] += 1;
  const words = WORDS[language];
  return [words.summary(counts, report.importId), ...(report.dryRun ? [words.dryRun] : [])];
}

/** Runs the command `args` (after `catalogue`); answers the process's exit code. */
export async function runCatalogueCommand(
  db: Db,
  args: readonly string[],
  io: CatalogueCommandIo,
  formats: ImportFormats = {},
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        lang: { type: 'string', default: 'en' },
      },
    });
  } catch (error) {
    throw new CatalogueCommandError(`${(error as Error).message}\n${CATALOGUE_USAGE}`);
  }
  const [command, ...paths] = parsed.positionals;
  const language = parsed.values.lang;
  if (command !== 'import' || !paths.length || (language !== 'zh' && language !== 'en')) {
    throw new CatalogueCommandError(CATALOGUE_USAGE);
  }
  const files = (await Promise.all(paths.map((given) => filesOf(io.cwd, given, language)))).flat();
  const sources: ImportSource[] = [];
  for (const file of files) {
    sources.push({ name: path.basename(file), bytes: await readFile(file) });
  }
  const dryRun = parsed.values['dry-run'];
  const report = await importFiles(db, sources, {
    ...formats,
    dryRun,
    actor: { via: 'cli', name: io.actor },
    store: io.store,
  });
  for (const file of report.files) {
    for (const line of reportLines(file, language, dryRun)) io.out(line);
  }
  for (const line of summaryLines(report, language)) io.out(line);
  return report.files.some((file) => file.outcome === 'refused') ? 1 : 0;
}
