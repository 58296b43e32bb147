/**
 * Rebuilds `search_documents` (migration 0008) from the catalogue: one row per article, book and
 * news item with its weighted English vector and its Chinese text. Run after a write of the
 * catalogue writer (catalogue-writer.ts) that changes texts in bulk: the seed's, an import's.
 */
import type { DbSession } from '../db/db';

/** HTML tags become spaces, so that words on either side of a tag stay apart. */
const withoutTags = (column: string) => `regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;

const ARTICLES = `
insert into search_documents (kind, id, title_zh, title_en, authors, journal_id, open_access, msc,
                              year, sort_date, snippet_zh, snippet_en, zh_text, document)
select 'article', a.id, a.title_zh, a.title_en, coalesce(au.names, '{}'), a.journal_id,
       a.open_access, coalesce(m.codes, '{}'),
       coalesce(v.year, extract(year from coalesce(a.published_online_date, a.accepted_date))::int),
       coalesce(a.published_date, a.published_online_date, a.accepted_date),
       a.abstract_zh, a.abstract_en,
       lower(concat_ws(' ', a.title_zh, array_to_string(a.keywords_zh, ' '),
                       array_to_string(au.names, ' '), a.abstract_zh)),
       setweight(to_tsvector('english', a.title_en), 'A')
         || setweight(to_tsvector('english', concat_ws(' ', array_to_string(au.names, ' '),
                                                       array_to_string(a.keywords_en, ' '))), 'B')
         || setweight(to_tsvector('english', a.abstract_en), 'C')
  from articles a
  left join issues i on i.id = a.issue_id
  left join volumes v on v.id = i.volume_id
  left join lateral (select array_agg(aa.name order by aa.position) as names
                       from article_authors aa where aa.article_id = a.id) au on true
  left join lateral (select array_agg(distinct am.code order by am.code) as codes
                       from article_msc_codes am where am.article_id = a.id) m on true`;

const BOOKS = `
insert into search_documents (kind, id, title_zh, title_en, authors, msc, year, sort_date,
                              snippet_zh, snippet_en, zh_text, document)
select 'book', b.id, b.title_zh, b.title_en, coalesce(c.names, '{}'), b.msc2020,
       extract(year from b.publish_date)::int, b.publish_date,
       coalesce(nullif(b.description_zh, ''), concat_ws(' · ', b.subtitle_zh, s.title_zh)),
       coalesce(nullif(b.description_en, ''), concat_ws(' · ', b.subtitle_en, s.title_en)),
       lower(concat_ws(' ', b.title_zh, b.subtitle_zh, array_to_string(c.names, ' '), s.title_zh,
                       b.description_zh)),
       setweight(to_tsvector('english', concat_ws(' ', b.title_en, b.subtitle_en)), 'A')
         || setweight(to_tsvector('english', coalesce(array_to_string(c.names, ' '), '')), 'B')
         || setweight(to_tsvector('english', concat_ws(' ', s.title_en, b.description_en)), 'C')
  from books b
  left join book_series s on s.id = b.series_id
  left join lateral (select array_agg(ct.name order by bc.role, bc.position) as names
                       from book_contributors bc
                       join contributors ct on ct.id = bc.contributor_id
                      where bc.book_id = b.id) c on true`;

const NEWS = `
insert into search_documents (kind, id, title_zh, title_en, year, sort_date, snippet_zh,
                              snippet_en, zh_text, document)
select 'news', n.id, n.title_zh, n.title_en,
       extract(year from n.published_at at time zone 'UTC')::int,
       (n.published_at at time zone 'UTC')::date, n.summary_zh, n.summary_en,
       lower(concat_ws(' ', n.title_zh, n.summary_zh, ${withoutTags('n.body_zh')})),
       setweight(to_tsvector('english', n.title_en), 'A')
         || setweight(to_tsvector('english', n.summary_en), 'C')
         || setweight(to_tsvector('english', ${withoutTags('n.body_en')}), 'D')
  from news n`;

export async function refreshSearchIndex(tx: DbSession): Promise<void> {
  await tx.exec('delete from search_documents');
  for (const statement of [ARTICLES, BOOKS, NEWS]) await tx.exec(statement);
  // Fresh statistics, so that the planner weighs the GIN index against a scan correctly.
  await tx.exec('analyze search_documents');
}
