/**
 * One book's page: the summary with its contributors, volume set, table of contents, tags and
 * MSC codes.
 */
import {
  CONTRIBUTOR_ROLES,
  type BookDetail,
  type BookLanguage,
  type BookMscCode,
  type Contributor,
  type ContributorGroup,
  type ContributorRole,
  type VolumeSet,
} from '@portal/contract';
import type { Db } from '../db/db';
import { titleTextOf } from '../lib/tex-text';
import { listChapters, toChapterSummary } from './book-chapter-repository';
import { findBooksByIds } from './book-repository';
import { toTagRef, type TagRow } from './book-tag-repository';
import { localized } from './localized';

const ROLE_ORDER = `case bc.role ${CONTRIBUTOR_ROLES.map((role, i) => `when '${role}' then ${i + 1}`).join(' ')} end`;
const TAG_TYPE_ORDER = `case t.type when 'subject' then 1 when 'textbook' then 2 when 'featured_author' then 3 else 4 end`;

interface BookExtraRow {
  open_access: boolean;
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

interface MscRow {
  code: string;
  label_zh: string | null;
  label_en: string | null;
  area_zh: string | null;
  area_en: string | null;
}

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
      `select b.open_access, b.description_zh, b.description_en, b.notes_zh, b.notes_en,
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
    openAccess: extra.open_access,
    titleText: titleTextOf(summary.title),
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
