/**
 * What the access rules decide on (src/access/rules.ts), read fresh on every check, and the
 * lists of what an organization is granted.
 */
import type {
  BookSummary,
  OrgAuthJournal,
  OrgAuthVolume,
  OrganizationGrantScope,
  PermissionType,
} from '@portal/contract';
import type { ArticleFacts, BookFacts, ContentFacts } from '../access/rules';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import type { Viewer } from '../lib/viewer';
import type { BookPdfSource, ChapterSource } from '../pdf/book-pdf';
import { findBooksByIds } from './book-repository';
import {
  JOURNAL_SUMMARY_COLUMNS,
  toJournalSummary,
  type JournalSummaryRow,
} from './journal-repository';

/** The viewer as the two nullable parameters the queries take (`= null` matches nothing). */
const viewerParams = (viewer: Viewer) => [
  viewer.kind === 'personal' ? viewer.userId : null,
  viewer.kind === 'organization' ? viewer.organizationId : null,
];

interface ArticleFactsRow {
  id: number;
  open_access: boolean;
  subscribed: boolean;
  organization_granted: boolean;
}

/** An article's (or a journal's) facts as the access rules read them. */
const toArticleFacts = (row: ArticleFactsRow): [number, ArticleFacts] => [
  row.id,
  {
    kind: 'article',
    openAccess: row.open_access,
    subscribed: row.subscribed,
    organizationGranted: row.organization_granted,
  },
];

/**
 * An article's year is its volume's; an article not yet in an issue counts in the year it went
 * online (or was accepted). A subscription covers the years its period touches.
 */
async function articleFacts(db: Db, ids: number[], viewer: Viewer) {
  const rows = await db.query<ArticleFactsRow>(
    `with target as (
       select a.id, a.journal_id, a.open_access, i.volume_id,
              coalesce(v.year, extract(year from coalesce(a.published_online_date,
                                                          a.accepted_date))::int) as year
         from articles a
         left join issues i on i.id = a.issue_id
         left join volumes v on v.id = i.volume_id
        where a.id = any($1::int[])
     )
     select t.id, t.open_access,
            exists (select 1 from subscriptions s
                     where s.user_id = $2::int and s.journal_id = t.journal_id
                       and s.start_date <= make_date(t.year, 12, 31)
                       and s.end_date >= make_date(t.year, 1, 1)) as subscribed,
            (exists (select 1 from organization_journal_grants g
                      where g.organization_id = $3::int and g.journal_id = t.journal_id)
             or exists (select 1 from organization_volume_grants g
                         where g.organization_id = $3::int and g.volume_id = t.volume_id))
              as organization_granted
       from target t`,
    [ids, ...viewerParams(viewer)],
  );
  return rows.map(toArticleFacts);
}

/**
 * A journal as a whole is read as its current year's articles are: open access, a subscription
 * covering today, or the organization's grant of the whole journal (a grant of some volumes
 * opens those volumes' articles, not the journal).
 */
async function journalFacts(db: Db, ids: number[], viewer: Viewer) {
  const rows = await db.query<ArticleFactsRow>(
    `select j.id, j.open_access,
            exists (select 1 from subscriptions s
                     where s.user_id = $2::int and s.journal_id = j.id
                       and s.start_date <= current_date and s.end_date >= current_date)
              as subscribed,
            exists (select 1 from organization_journal_grants g
                     where g.organization_id = $3::int and g.journal_id = j.id)
              as organization_granted
       from journals j
      where j.id = any($1::int[])`,
    [ids, ...viewerParams(viewer)],
  );
  return rows.map(toArticleFacts);
}

interface BookFactsRow {
  id: number;
  open_access: boolean;
  preview_denied: boolean;
  purchased: boolean;
  organization_granted: boolean;
}

/** A purchase or a grant of a volume set's parent covers each of its volumes. */
const BOOK_FACTS_COLUMNS = `b.preview_denied,
  exists (select 1 from order_items oi
            join orders o on o.id = oi.order_id
           where o.status = 'paid' and o.user_id = $2::int
             and oi.book_id in (b.id, b.parent_book_id)) as purchased,
  exists (select 1 from organization_book_grants g
           where g.organization_id = $3::int
             and g.book_id in (b.id, b.parent_book_id)) as organization_granted`;

async function bookFacts(db: Db, type: 'book' | 'chapter', ids: number[], viewer: Viewer) {
  const rows = await db.query<BookFactsRow>(
    type === 'book'
      ? `select b.id, b.open_access, ${BOOK_FACTS_COLUMNS} from books b where b.id = any($1::int[])`
      : `select c.id, b.open_access or c.open_access as open_access, ${BOOK_FACTS_COLUMNS}
           from book_chapters c
           join books b on b.id = c.book_id
          where c.id = any($1::int[])`,
    [ids, ...viewerParams(viewer)],
  );
  return rows.map((row): [number, BookFacts] => [
    row.id,
    {
      kind: 'book',
      openAccess: row.open_access,
      previewDenied: row.preview_denied,
      purchased: row.purchased,
      organizationGranted: row.organization_granted,
    },
  ]);
}

/** The facts of each object that exists, by id; unknown ids are missing from the map. */
export async function contentFacts(
  db: Db,
  type: PermissionType,
  ids: readonly number[],
  viewer: Viewer,
): Promise<Map<number, ContentFacts>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const entries =
    type === 'article'
      ? await articleFacts(db, list, viewer)
      : type === 'journal'
        ? await journalFacts(db, list, viewer)
        : await bookFacts(db, type, list, viewer);
  return new Map<number, ContentFacts>(entries);
}

interface OrgAuthJournalRow extends JournalSummaryRow {
  grant_scope: OrganizationGrantScope;
  volume_count: number;
}

const VOLUME_GRANTED = `exists (select 1 from organization_volume_grants g
    join volumes v on v.id = g.volume_id
   where g.organization_id = $1 and v.journal_id = j.id)`;

/** Journals granted whole or in some volumes, by English title. */
export async function organizationJournals(
  db: Db,
  organizationId: number,
  { size, offset }: Paging,
): Promise<{ records: OrgAuthJournal[]; total: number }> {
  const from = `from journals j
    join subjects s on s.code = j.subject_code
    left join organization_journal_grants jg
      on jg.journal_id = j.id and jg.organization_id = $1
   where jg.journal_id is not null or ${VOLUME_GRANTED}`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [
    organizationId,
  ]);
  const rows = await db.query<OrgAuthJournalRow>(
    `select ${JOURNAL_SUMMARY_COLUMNS},
            case when jg.journal_id is null then 'volumes' else 'journal' end as grant_scope,
            case when jg.journal_id is null
                 then (select count(*) from organization_volume_grants g
                         join volumes v on v.id = g.volume_id
                        where g.organization_id = $1 and v.journal_id = j.id)
                 else (select count(*) from volumes v where v.journal_id = j.id)
            end::int as volume_count
       ${from}
      order by lower(j.title_en) collate "C", j.id
      limit $2 offset $3`,
    [organizationId, size, offset],
  );
  return {
    records: rows.map((row) => ({
      ...toJournalSummary(row),
      grantScope: row.grant_scope,
      volumeCount: row.volume_count,
    })),
    total: count?.total ?? 0,
  };
}

interface OrgAuthVolumeRow {
  id: number;
  number: number;
  year: number;
  issue_count: number;
  grant_scope: OrganizationGrantScope;
}

/** The volumes of one journal the organization may read, newest first. */
export async function organizationVolumes(
  db: Db,
  organizationId: number,
  journalId: number,
  { size, offset }: Paging,
): Promise<{ records: OrgAuthVolume[]; total: number }> {
  const from = `from volumes v
    left join organization_journal_grants jg
      on jg.journal_id = v.journal_id and jg.organization_id = $1
   where v.journal_id = $2
     and (jg.journal_id is not null
          or exists (select 1 from organization_volume_grants g
                      where g.organization_id = $1 and g.volume_id = v.id))`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, [
    organizationId,
    journalId,
  ]);
  const rows = await db.query<OrgAuthVolumeRow>(
    `select v.id, v.number, v.year,
            (select count(*)::int from issues i where i.volume_id = v.id) as issue_count,
            case when jg.journal_id is null then 'volumes' else 'journal' end as grant_scope
       ${from}
      order by v.year desc, v.number desc
      limit $3 offset $4`,
    [organizationId, journalId, size, offset],
  );
  return {
    records: rows.map((row) => ({
      id: row.id,
      number: row.number,
      year: row.year,
      issueCount: row.issue_count,
      grantScope: row.grant_scope,
    })),
    total: count?.total ?? 0,
  };
}

/** Books granted, with the volumes of granted sets. */
const BOOK_GRANTED = `exists (select 1 from organization_book_grants g
   where g.organization_id = $1 and g.book_id in (b.id, b.parent_book_id))`;

export async function countOrganizationBooks(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from books b where ${BOOK_GRANTED}`,
    [organizationId],
  );
  return row?.total ?? 0;
}

/** The books the organization may read, newest first. */
export async function organizationBooks(
  db: Db,
  organizationId: number,
  { size, offset }: Paging,
): Promise<{ records: BookSummary[]; total: number }> {
  const rows = await db.query<{ id: number }>(
    `select b.id from books b where ${BOOK_GRANTED}
      order by b.publish_date desc, b.id desc
      limit $2 offset $3`,
    [organizationId, size, offset],
  );
  return {
    records: await findBooksByIds(
      db,
      rows.map((row) => row.id),
    ),
    total: await countOrganizationBooks(db, organizationId),
  };
}

interface ChapterRow {
  id: number;
  book_id: number;
  label: string;
  title_zh: string;
  title_en: string;
  abstract_en: string;
}

const CHAPTER_SELECT = `select c.id, c.book_id, c.label, c.title_zh, c.title_en, c.abstract_en
  from book_chapters c`;

const toChapter = (row: ChapterRow): ChapterSource => ({
  id: row.id,
  label: row.label,
  title: { zh: row.title_zh, en: row.title_en },
  abstract: row.abstract_en,
});

/** A book with its chapters in order, as its PDF shows them; undefined for unknown ids. */
export async function findBookPdfSource(
  db: Db,
  bookId: number,
): Promise<BookPdfSource | undefined> {
  const [book] = await findBooksByIds(db, [bookId]);
  if (!book) return undefined;
  const rows = await db.query<ChapterRow>(
    `${CHAPTER_SELECT} where c.book_id = $1 order by c.position, c.id`,
    [bookId],
  );
  return { book, chapters: rows.map(toChapter) };
}

/** One chapter with its book; undefined for unknown ids. */
export async function findChapterPdfSource(
  db: Db,
  chapterId: number,
): Promise<BookPdfSource | undefined> {
  const [row] = await db.query<ChapterRow>(`${CHAPTER_SELECT} where c.id = $1`, [chapterId]);
  if (!row) return undefined;
  const [book] = await findBooksByIds(db, [row.book_id]);
  return book && { book, chapters: [toChapter(row)] };
}
