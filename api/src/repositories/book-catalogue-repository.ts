/**
 * The book catalogue beyond the home page lists: book detail (contributors, volume set, table of
 * contents, tags, MSC codes), series, tags, the filtered book list, the book home page in one
 * call, and chapters.
 */
import type {
  BookDetail,
  BookFilterQuery,
  BookHomeData,
  BookLanguage,
  BookMscCode,
  BookSeriesDetail,
  BookSeriesSummary,
  BookSort,
  BookSummary,
  BookTag,
  BookTagRef,
  BookTagType,
  ChapterDetail,
  ChapterSummary,
  Contributor,
  ContributorGroup,
  ContributorRole,
  FeaturedAuthor,
  VolumeSet,
} from '@portal/shared/contract';
import { CONTRIBUTOR_ROLES } from '@portal/shared/contract';
import type { Db } from '../db/db';
import type { Paging } from '../lib/envelope';
import { Conditions, searchText } from '../lib/sql';
import {
  BOOK_SUMMARY_SELECT,
  countHomepageBooks,
  findBooksByIds,
  listHomepageBooks,
  toBookSummary,
  type BookSummaryRow,
} from './book-repository';
import { coverUrl, localized } from './localized';

/** How many books each list of the book home page shows. */
const HOME_LIST_SIZE = 6;
const HOME_TEXTBOOK_SIZE = 8;
const HOME_AUTHOR_BOOKS = 12;

const ROLE_ORDER = `case bc.role ${CONTRIBUTOR_ROLES.map((role, i) => `when '${role}' then ${i + 1}`).join(' ')} end`;
const TAG_TYPE_ORDER = `case t.type when 'subject' then 1 when 'textbook' then 2 when 'featured_author' then 3 else 4 end`;

interface BookExtraRow {
  description_zh: string;
  description_en: string;
  notes_zh: string | null;
  notes_en: string | null;
  supplement_zh: string | null;
  supplement_en: string | null;
  page_count: number;
  trim_size: string;
  language: BookLanguage;
  edition: number;
  featured: boolean;
  series_id: number | null;
  series_number: number | null;
  series_title_zh: string | null;
  series_title_en: string | null;
  series_annual: boolean | null;
  parent_book_id: number | null;
  volume_number: number | null;
  volume_count: number;
}

interface ContributorRow {
  role: ContributorRole;
  id: number;
  name: string;
  affiliation: string | null;
}

interface ChapterRow {
  id: number;
  book_id: number;
  position: number;
  label: string;
  title_zh: string;
  title_en: string;
  first_page: number;
  last_page: number;
  authors: string[];
}

interface TagRow {
  id: number;
  type: BookTagType;
  code: string;
  name_zh: string;
  name_en: string;
}

interface MscRow {
  code: string;
  label_zh: string | null;
  label_en: string | null;
  area_zh: string | null;
  area_en: string | null;
}

const toChapterSummary = (row: ChapterRow): ChapterSummary => ({
  id: row.id,
  position: row.position,
  label: row.label,
  title: localized(row.title_zh, row.title_en),
  firstPage: row.first_page,
  lastPage: row.last_page,
  authors: row.authors,
});

const toTagRef = (row: TagRow): BookTagRef => ({
  id: row.id,
  type: row.type,
  code: row.code,
  name: localized(row.name_zh, row.name_en),
});

const toMscCode = (row: MscRow): BookMscCode => {
  if (row.label_zh !== null && row.label_en !== null) {
    return { code: row.code, label: localized(row.label_zh, row.label_en), specific: true };
  }
  return {
    code: row.code,
    label: localized(row.area_zh ?? row.code, row.area_en ?? row.code),
    specific: false,
  };
};

/** Contributors grouped by role, roles in the specification's order, people in credit order. */
function groupContributors(rows: readonly ContributorRow[]): ContributorGroup[] {
  return CONTRIBUTOR_ROLES.flatMap((role) => {
    const contributors: Contributor[] = rows
      .filter((row) => row.role === role)
      .map(({ id, name, affiliation }) => ({ id, name, affiliation }));
    return contributors.length ? [{ role, contributors }] : [];
  });
}

async function findVolumeSet(db: Db, setId: number): Promise<VolumeSet | null> {
  const volumes = await db.query<{ id: number; volume_number: number }>(
    'select id, volume_number from books where parent_book_id = $1 order by volume_number, id',
    [setId],
  );
  const [set, ...summaries] = await findBooksByIds(db, [setId, ...volumes.map((v) => v.id)]);
  if (!set) return null;
  return {
    set,
    volumes: summaries.map((summary, index) => ({
      ...summary,
      volumeNumber: volumes[index]?.volume_number ?? index + 1,
    })),
  };
}

export async function findBookDetail(db: Db, id: number): Promise<BookDetail | undefined> {
  const [summaries, extras, contributors, chapters, tags, msc] = await Promise.all([
    findBooksByIds(db, [id]),
    db.query<BookExtraRow>(
      `select b.description_zh, b.description_en, b.notes_zh, b.notes_en,
              b.supplement_zh, b.supplement_en, b.page_count, b.trim_size, b.language, b.edition,
              b.featured, b.series_id, b.series_number, s.title_zh as series_title_zh,
              s.title_en as series_title_en, s.annual as series_annual, b.parent_book_id,
              b.volume_number,
              (select count(*)::int from books v where v.parent_book_id = b.id) as volume_count
         from books b
         left join book_series s on s.id = b.series_id
        where b.id = $1`,
      [id],
    ),
    db.query<ContributorRow>(
      `select bc.role, c.id, c.name, c.affiliation
         from book_contributors bc
         join contributors c on c.id = bc.contributor_id
        where bc.book_id = $1
        order by ${ROLE_ORDER}, bc.position`,
      [id],
    ),
    listChapters(db, id),
    db.query<TagRow>(
      `select t.id, t.type, t.code, t.name_zh, t.name_en
         from book_tag_links l
         join book_tags t on t.id = l.tag_id
        where l.book_id = $1
        order by ${TAG_TYPE_ORDER}, t.sort_order`,
      [id],
    ),
    db.query<MscRow>(
      `select u.code, m.label_zh, m.label_en, a.name_zh as area_zh, a.name_en as area_en
         from books b
        cross join unnest(b.msc2020) with ordinality as u (code, n)
         left join msc_codes m on m.scheme = 'MSC2020' and m.code = u.code
         left join book_tags a on a.type = 'subject' and a.code = left(u.code, 2)
        where b.id = $1
        order by u.n`,
      [id],
    ),
  ]);
  const [summary] = summaries;
  const [extra] = extras;
  if (!summary || !extra) return undefined;
  const setId = extra.parent_book_id ?? (extra.volume_count > 0 ? id : null);
  return {
    ...summary,
    description: localized(extra.description_zh, extra.description_en),
    notes:
      extra.notes_zh !== null && extra.notes_en !== null
        ? localized(extra.notes_zh, extra.notes_en)
        : null,
    supplement:
      extra.supplement_zh !== null && extra.supplement_en !== null
        ? localized(extra.supplement_zh, extra.supplement_en)
        : null,
    pageCount: extra.page_count,
    trimSize: extra.trim_size,
    language: extra.language,
    edition: extra.edition,
    featured: extra.featured,
    contributors: groupContributors(contributors),
    series:
      extra.series_id !== null && extra.series_title_zh !== null && extra.series_title_en !== null
        ? {
            id: extra.series_id,
            title: localized(extra.series_title_zh, extra.series_title_en),
            annual: extra.series_annual ?? false,
            number: extra.series_number,
          }
        : null,
    volumeNumber: extra.volume_number,
    volumeSet: setId === null ? null : await findVolumeSet(db, setId),
    chapters: chapters.map(toChapterSummary),
    tags: tags.map(toTagRef),
    mscCodes: msc.map(toMscCode),
  };
}

function listChapters(db: Db, bookId: number): Promise<ChapterRow[]> {
  return db.query<ChapterRow>(
    `select ch.id, ch.book_id, ch.position, ch.label, ch.title_zh, ch.title_en,
            ch.first_page, ch.last_page,
            (select coalesce(json_agg(c.name order by a.position), '[]'::json)
               from book_chapter_authors a
               join contributors c on c.id = a.contributor_id
              where a.chapter_id = ch.id) as authors
       from book_chapters ch
      where ch.book_id = $1
      order by ch.position`,
    [bookId],
  );
}

interface SeriesRow {
  id: number;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  issn: string | null;
  annual: boolean;
  book_count: number;
  newest_publish_date: string | null;
  newest_book_id: number | null;
}

const SERIES_SELECT = `
  select s.id, s.title_zh, s.title_en, s.description_zh, s.description_en, s.issn, s.annual,
         (select count(*)::int from books b where b.series_id = s.id) as book_count,
         (select to_char(max(b.publish_date), 'YYYY-MM-DD') from books b
           where b.series_id = s.id and b.publish_status = 'published') as newest_publish_date,
         (select b.id from books b
           where b.series_id = s.id and b.publish_status = 'published'
           order by b.publish_date desc, b.id desc limit 1) as newest_book_id
    from book_series s`;

const toSeriesSummary = (row: SeriesRow): BookSeriesSummary => ({
  id: row.id,
  title: localized(row.title_zh, row.title_en),
  description: localized(row.description_zh, row.description_en),
  issn: row.issn,
  annual: row.annual,
  bookCount: row.book_count,
  newestPublishDate: row.newest_publish_date,
  coverUrl: row.newest_book_id === null ? null : coverUrl('book', row.newest_book_id),
});

/** Series, annual books first, then by English title. */
export async function listSeries(
  db: Db,
  annual: boolean | undefined,
  { size, offset }: Paging,
): Promise<{ records: BookSeriesSummary[]; total: number }> {
  const conditions = new Conditions();
  if (annual !== undefined) conditions.add(`s.annual = ${conditions.param(annual)}`);
  const { where } = conditions;
  const countParams = [...conditions.params];
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(
      `select count(*)::int as total from book_series s ${where}`,
      countParams,
    ),
    db.query<SeriesRow>(
      `${SERIES_SELECT} ${where} order by s.annual desc, s.title_en, s.id
        limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
      conditions.params,
    ),
  ]);
  return { records: rows.map(toSeriesSummary), total: count[0]?.total ?? 0 };
}

export async function findSeriesDetail(db: Db, id: number): Promise<BookSeriesDetail | undefined> {
  const [rows, editors, years] = await Promise.all([
    db.query<SeriesRow>(`${SERIES_SELECT} where s.id = $1`, [id]),
    db.query<{ name: string }>(
      `select c.name
         from contributors c
        where exists (select 1 from book_contributors bc join books b on b.id = bc.book_id
                       where bc.contributor_id = c.id and bc.role = 'GENERAL_EDITOR'
                         and b.series_id = $1)
        order by c.name`,
      [id],
    ),
    db.query<{ first_year: number | null; forthcoming: number }>(
      `select min(extract(year from publish_date))::int as first_year,
              count(*) filter (where publish_status = 'forthcoming')::int as forthcoming
         from books where series_id = $1`,
      [id],
    ),
  ]);
  const [row] = rows;
  if (!row) return undefined;
  return {
    ...toSeriesSummary(row),
    generalEditors: editors.map((e) => e.name),
    firstYear: years[0]?.first_year ?? null,
    forthcomingCount: years[0]?.forthcoming ?? 0,
  };
}

interface TagDetailRow extends TagRow {
  description_zh: string;
  description_en: string;
  contributor_id: number | null;
  book_count: number;
}

const TAG_SELECT = `
  select t.id, t.type, t.code, t.name_zh, t.name_en, t.description_zh, t.description_en,
         t.contributor_id,
         (select count(*)::int from book_tag_links l where l.tag_id = t.id) as book_count
    from book_tags t`;

const toTag = (row: TagDetailRow): BookTag => ({
  ...toTagRef(row),
  description: localized(row.description_zh, row.description_en),
  bookCount: row.book_count,
  contributorId: row.contributor_id,
});

export async function listTags(db: Db, type: BookTagType): Promise<BookTag[]> {
  const rows = await db.query<TagDetailRow>(
    `${TAG_SELECT} where t.type = $1 order by t.sort_order, t.id`,
    [type],
  );
  return rows.map(toTag);
}

export async function findTag(db: Db, id: number): Promise<BookTag | undefined> {
  const [row] = await db.query<TagDetailRow>(`${TAG_SELECT} where t.id = $1`, [id]);
  return row && toTag(row);
}

const SORTS: Record<BookSort, string> = {
  newest: 'b.publish_date desc, b.id desc',
  oldest: 'b.publish_date, b.id',
  title: 'lower(b.title_en), b.id',
  price_asc: 'b.list_price, b.id',
  price_desc: 'b.list_price desc, b.id',
};

/** Everyone credited on a book, as one string for keyword search. */
const CONTRIBUTOR_NAMES = `(select string_agg(c.name, ' ')
   from book_contributors bc join contributors c on c.id = bc.contributor_id
  where bc.book_id = b.id)`;

export type BookFilters = Omit<BookFilterQuery, 'current' | 'size'>;

export async function filterBooks(
  db: Db,
  filters: BookFilters,
  { size, offset }: Paging,
): Promise<{ records: BookSummary[]; total: number }> {
  const conditions = new Conditions();
  const text = searchText(filters.keyword);
  if (text) {
    conditions.addContainsAny(
      [
        'b.title_zh',
        'b.title_en',
        'b.subtitle_zh',
        'b.subtitle_en',
        'b.isbn',
        "replace(b.isbn, '-', '')",
        CONTRIBUTOR_NAMES,
      ],
      text,
    );
  }
  if (filters.seriesId !== undefined) {
    conditions.add(`b.series_id = ${conditions.param(filters.seriesId)}`);
  }
  if (filters.tagId !== undefined) {
    conditions.add(
      `exists (select 1 from book_tag_links l where l.book_id = b.id and l.tag_id = ${conditions.param(filters.tagId)})`,
    );
  }
  if (filters.msc !== undefined) {
    // The pattern of `msc` admits digits, letters and '-' only: no LIKE wildcards.
    conditions.add(
      `exists (select 1 from unnest(b.msc2020) as c (code) where c.code like ${conditions.param(`${filters.msc.toUpperCase()}%`)})`,
    );
  }
  if (filters.yearFrom !== undefined) {
    conditions.add(`b.publish_date >= make_date(${conditions.param(filters.yearFrom)}, 1, 1)`);
  }
  if (filters.yearTo !== undefined) {
    conditions.add(`b.publish_date < make_date(${conditions.param(filters.yearTo + 1)}, 1, 1)`);
  }
  if (filters.medium !== undefined) {
    conditions.add(`b.medium = ${conditions.param(filters.medium)}`);
  }
  if (filters.status !== undefined) {
    conditions.add(`b.publish_status = ${conditions.param(filters.status)}`);
  }
  const { where } = conditions;
  const countParams = [...conditions.params];
  const [count, rows] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total from books b ${where}`, countParams),
    db.query<BookSummaryRow>(
      `${BOOK_SUMMARY_SELECT} ${where} order by ${SORTS[filters.sort ?? 'newest']}
        limit ${conditions.param(size)} offset ${conditions.param(offset)}`,
      conditions.params,
    ),
  ]);
  return { records: rows.map(toBookSummary), total: count[0]?.total ?? 0 };
}

async function findFeaturedAuthor(db: Db): Promise<FeaturedAuthor | null> {
  const [row] = await db.query<TagDetailRow & { affiliation: string | null }>(
    `${TAG_SELECT.replace('from book_tags t', ', c.affiliation from book_tags t join contributors c on c.id = t.contributor_id')}
      where t.type = 'featured_author'
      order by t.sort_order, t.id
      limit 1`,
  );
  if (!row) return null;
  const { records } = await filterBooks(
    db,
    { tagId: row.id, sort: 'newest' },
    { current: 1, size: HOME_AUTHOR_BOOKS, offset: 0 },
  );
  return { tag: toTag(row), affiliation: row.affiliation, books: records };
}

/** What the book home page shows, in one call. */
export async function bookHomeData(db: Db): Promise<BookHomeData> {
  const first = { current: 1, size: HOME_LIST_SIZE, offset: 0 };
  const [counts, featured, recent, forthcoming, series, textbooks, featuredAuthor] =
    await Promise.all([
      countHomepageBooks(db),
      listHomepageBooks(db, 'featured', first),
      listHomepageBooks(db, 'recent', first),
      listHomepageBooks(db, 'forthcoming', first),
      listSeries(db, undefined, { current: 1, size: 100, offset: 0 }),
      db.query<BookSummaryRow>(
        `${BOOK_SUMMARY_SELECT}
          where b.publish_status = 'published'
            and exists (select 1 from book_tag_links l join book_tags t on t.id = l.tag_id
                         where l.book_id = b.id and t.type = 'textbook')
          order by b.publish_date desc, b.id desc
          limit $1`,
        [HOME_TEXTBOOK_SIZE],
      ),
      findFeaturedAuthor(db),
    ]);
  return {
    counts,
    featured: featured.records,
    recent: recent.records,
    forthcoming: forthcoming.records,
    series: series.records,
    textbooks: textbooks.map(toBookSummary),
    featuredAuthor,
  };
}

interface ChapterDetailRow extends ChapterRow {
  abstract_zh: string;
  abstract_en: string;
  previous_id: number | null;
  next_id: number | null;
}

export async function findChapterDetail(db: Db, id: number): Promise<ChapterDetail | undefined> {
  const [row] = await db.query<ChapterDetailRow>(
    `select ch.id, ch.book_id, ch.position, ch.label, ch.title_zh, ch.title_en,
            ch.first_page, ch.last_page, ch.abstract_zh, ch.abstract_en,
            '[]'::json as authors,
            (select p.id from book_chapters p where p.book_id = ch.book_id
                and p.position < ch.position order by p.position desc limit 1) as previous_id,
            (select n.id from book_chapters n where n.book_id = ch.book_id
                and n.position > ch.position order by n.position limit 1) as next_id
       from book_chapters ch
      where ch.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const [authors, [book]] = await Promise.all([
    db.query<Contributor>(
      `select c.id, c.name, c.affiliation
         from book_chapter_authors a
         join contributors c on c.id = a.contributor_id
        where a.chapter_id = $1
        order by a.position`,
      [id],
    ),
    findBooksByIds(db, [row.book_id]),
  ]);
  if (!book) return undefined;
  return {
    ...toChapterSummary({ ...row, authors: authors.map((a) => a.name) }),
    abstract: localized(row.abstract_zh, row.abstract_en),
    pageCount: row.last_page - row.first_page + 1,
    contributors: authors,
    book,
    previousId: row.previous_id,
    nextId: row.next_id,
  };
}
