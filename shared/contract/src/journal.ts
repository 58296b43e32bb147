/** Journals: the list of the journal home page and its filters. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Keyword, LocalizedText, PageQuery, StringEnum } from './common';
import { JOURNAL_SORTS, JOURNAL_SUBJECTS } from './constants';

export const JournalSubject = StringEnum(JOURNAL_SUBJECTS);
export type JournalSubject = Static<typeof JournalSubject>;

export const JournalSort = StringEnum(JOURNAL_SORTS, {
  default: 'title',
  description:
    'title: by English title; abbreviation: by abbreviation; latest: by the publication date ' +
    'of the newest issue, newest first, journals without an issue last, then by English title',
});
export type JournalSort = Static<typeof JournalSort>;

export const JournalListQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword('the Chinese or English title, the abbreviation or an ISSN')),
  subject: Type.Optional(JournalSubject),
  openAccess: Type.Optional(Type.Boolean()),
  sort: Type.Optional(JournalSort),
});
export type JournalListQuery = Static<typeof JournalListQuery>;

export const JournalSummary = Type.Object({
  id: Id,
  abbreviation: Type.String({ description: 'ISO 4 abbreviation, unique' }),
  title: LocalizedText,
  issnPrint: Type.String({ description: 'NNNN-NNNC' }),
  issnOnline: Type.String({ description: 'NNNN-NNNC' }),
  coverUrl: Type.String(),
  subject: JournalSubject,
  subjectName: LocalizedText,
  openAccess: Type.Boolean(),
  frequency: LocalizedText,
});
export type JournalSummary = Static<typeof JournalSummary>;
