/**
 * Imports of the publisher's own content (issue 31): JATS articles, ONIX 3.0 book records and BITS
 * book chapters, sent by staff with `pnpm catalogue import`, `POST /api/staff/imports` or the staff
 * page. Every way in answers the same report: per file, what was (or, for a dry run, would be)
 * created, changed or left, or why the file was refused, each problem with its line and field.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalizedText, StringEnum } from './common';
import { IMPORT_CHANGE_KINDS, IMPORT_FORMATS, IMPORT_OUTCOMES, IMPORT_VIAS } from './constants';

export const ImportFormat = StringEnum(IMPORT_FORMATS);
export type ImportFormat = Static<typeof ImportFormat>;

export const ImportOutcome = StringEnum(IMPORT_OUTCOMES);
export type ImportOutcome = Static<typeof ImportOutcome>;

/** Something wrong with a file, where it is and what it is, in both languages. */
export const ImportProblem = Type.Object({
  line: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    description: 'The line of the file at fault, from 1; null when the whole file is at fault',
  }),
  column: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  field: Type.String({
    description:
      'The element or attribute at fault as a path of names (`article-meta/issn[@pub-type=epub]`)',
  }),
  message: LocalizedText,
});
export type ImportProblem = Static<typeof ImportProblem>;

/** One thing a file creates, changes or leaves as it is. */
export const ImportChange = Type.Object({
  kind: StringEnum(IMPORT_CHANGE_KINDS),
  outcome: StringEnum(['created', 'updated', 'unchanged'] as const),
  key: Type.String({ description: 'What identifies it: a DOI, an ISBN, a volume and issue' }),
  title: Type.Union([LocalizedText, Type.Null()]),
  href: Type.Union([Type.String(), Type.Null()], {
    description: 'The page showing it to readers (null in a dry run for what is not yet created)',
  }),
});
export type ImportChange = Static<typeof ImportChange>;

export const ImportFileReport = Type.Object({
  file: Type.String({ description: "The file's name as sent" }),
  format: Type.Union([ImportFormat, Type.Null()], { description: 'null when not recognized' }),
  outcome: ImportOutcome,
  changes: Type.Array(ImportChange),
  problems: Type.Array(ImportProblem),
  notices: Type.Array(ImportProblem, {
    description:
      'What the file holds that the portal leaves out or fills in, which refuses nothing: a product that is not a book, a contributor in a role the portal does not credit, a price in one currency only',
  }),
});
export type ImportFileReport = Static<typeof ImportFileReport>;

export const ImportReport = Type.Object({
  importId: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The record of this import (`GET /api/staff/imports` lists them)',
  }),
  dryRun: Type.Boolean({ description: 'Nothing was written: the report says what would be' }),
  files: Type.Array(ImportFileReport),
});
export type ImportReport = Static<typeof ImportReport>;

/** An article's JATS export (`GET /api/periodical/article/{id}.jats.xml`). */
export const ArticleJatsParams = Type.Object({ id: Id });
export type ArticleJatsParams = Static<typeof ArticleJatsParams>;

/** The media type of a JATS document (registered by NISO with IANA). */
export const JATS_MEDIA_TYPE = 'application/jats+xml';

/** Where an article's JATS is: metadata for everyone, the body for readers of its full text. */
export const articleJatsPath = (articleId: number) =>
  `/api/periodical/article/${articleId}.jats.xml`;

/** `POST /api/staff/imports`: the files are multipart parts named `files`. */
export const ImportQuery = Type.Object({
  dryRun: Type.Optional(
    Type.Boolean({
      default: true,
      description:
        'true (the default, so that nothing is written by mistake): check and report what would be written, writing nothing; false: import',
    }),
  ),
});
export type ImportQuery = Static<typeof ImportQuery>;

/** One file of a recorded import: its fingerprint and what became of it. */
export const ImportRecordFile = Type.Object({
  name: Type.String(),
  size: Type.Integer({ minimum: 0, description: 'Bytes' }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  format: Type.Union([ImportFormat, Type.Null()]),
  outcome: ImportOutcome,
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  problems: Type.Integer({ minimum: 0 }),
});
export type ImportRecordFile = Static<typeof ImportRecordFile>;

/** An import as recorded (`GET /api/staff/imports`): who sent what, when, and the result. */
export const ImportRecord = Type.Object({
  id: Type.Integer(),
  startedAt: Type.String({ description: 'ISO 8601, UTC' }),
  finishedAt: Type.String({ description: 'ISO 8601, UTC' }),
  via: StringEnum(IMPORT_VIAS),
  actor: Type.String({
    description: "The staff member's e-mail address, or the command line's operating-system user",
  }),
  dryRun: Type.Boolean(),
  files: Type.Array(ImportRecordFile),
});
export type ImportRecord = Static<typeof ImportRecord>;
