/**
 * Rebuilds `search_documents` (migration 0008) from the catalogue: one row per article, book and
 * news item with its weighted English vector, its Chinese text and its identifiers (migration
 * 0023: an article's DOI and its journal's ISSNs, a book's ISBNs and its series' ISSN, as
 * repositories/search-identifier.ts normalizes a query). A book's vector and Chinese text hold its chapters'
 * titles. Snippets are plain text (TeX as Unicode, lib/tex-text), as a results page shows them.
 * `refreshSearchIndex` rebuilds it all, after the seed's bulk write; `refreshSearchDocuments` only
 * the documents of the articles and books an import wrote.
 */
import type { DbSession } from '../db/db';
import { texToText } from '../lib/tex-text';

/** HTML tags become spaces, so that words on either side of a tag stay apart. */
const withoutTags = (column: string) => `regexp_replace(${column}, '<[^>]*>', ' ', 'g')`;
/** An ISSN or ISBN as a query for it is normalized: without hyphens, lower case. */
const identifier = (column: string) => `lower(replace(${column}, '-', ''))`;

/**
 * The statement indexing the articles, all of them or those `where` (on `a`, with `$1`) picks.
 * With `plainSnippets`, the snippets of the articles given in `$2` are `$3` and `$4` (their
 * abstracts as plain text) instead of the abstracts.
 */
const articles = (where = '', { plainSnippets = false } = {}) => `
insert into search_documents (kind, id, title_zh, title_en, authors, journal_id, open_access, msc,
                              year, sort_date, snippet_zh, snippet_en, zh_text, document,
                              identifiers)
select 'article', a.id, a.title_zh, a.title_en, coalesce(au.names, '{}'), a.journal_id,
       a.open_access, coalesce(m.codes, '{}'),
       coalesce(v.year, extract(year from coalesce(a.published_online_date, a.accepted_date))::int),
       coalesce(a.published_date, a.published_online_date, a.accepted_date),
       ${plainSnippets ? 'coalesce(ps.snippet_zh, a.abstract_zh), coalesce(ps.snippet_en, a.abstract_en)' : 'a.abstract_zh, a.abstract_en'},
       lower(concat_ws(' ', a.title_zh, array_to_string(a.keywords_zh, ' '),
                       array_to_string(au.names, ' '), a.abstract_zh)),
       setweight(to_tsvector('english', a.title_en), 'A')
         || setweight(to_tsvector('english', concat_ws(' ', array_to_string(au.names, ' '),
                                                       array_to_string(a.keywords_en, ' '))), 'B')
         || setweight(to_tsvector('english', a.abstract_en), 'C')
         || setweight(to_tsvector('english', coalesce(a.body_text, '')), 'D'),
       array_remove(array[lower(a.doi), ${identifier('j.issn_print')},
                          ${identifier('j.issn_online')}], null)
  from articles a
  join journals j on j.id = a.journal_id
  left join issues i on i.id = a.issue_id
  left join volumes v on v.id = i.volume_id
  left join lateral (select array_agg(aa.name order by aa.position) as names
                       from article_authors aa where aa.article_id = a.id) au on true
  left join lateral (select array_agg(distinct am.code order by am.code) as codes
                       from article_msc_codes am where am.article_id = a.id) m on true
  ${plainSnippets ? 'left join unnest($2::int[], $3::text[], $4::text[]) as ps (id, snippet_zh, snippet_en) on ps.id = a.id' : ''}
 ${where}`;

/** The statement indexing the books, all of them or those `where` (on `b`) picks. */
const books = (where = '') => `
insert into search_documents (kind, id, title_zh, title_en, authors, msc, year, sort_date,
                              snippet_zh, snippet_en, zh_text, document, identifiers)
select 'book', b.id, b.title_zh, b.title_en, coalesce(c.names, '{}'), b.msc2020,
       extract(year from b.publish_date)::int, b.publish_date,
       coalesce(nullif(b.description_zh, ''), concat_ws(' · ', b.subtitle_zh, s.title_zh)),
       coalesce(nullif(b.description_en, ''), concat_ws(' · ', b.subtitle_en, s.title_en)),
       lower(concat_ws(' ', b.title_zh, b.subtitle_zh, array_to_string(c.names, ' '), s.title_zh,
                       ch.titles_zh, b.description_zh)),
       setweight(to_tsvector('english', concat_ws(' ', b.title_en, b.subtitle_en)), 'A')
         || setweight(to_tsvector('english', concat_ws(' ', array_to_string(c.names, ' '),
                                                       ch.titles_en)), 'B')
         || setweight(to_tsvector('english', concat_ws(' ', s.title_en, b.description_en)), 'C'),
       array_remove(array[${identifier('b.isbn')}, ${identifier('s.issn')}]
                      || coalesce(e.isbns, '{}'), null)
  from books b
  left join book_series s on s.id = b.series_id
  left join lateral (select string_agg(bc.title_zh, ' ' order by bc.position) as titles_zh,
                            string_agg(bc.title_en, ' ' order by bc.position) as titles_en
                       from book_chapters bc where bc.book_id = b.id) ch on true
  left join lateral (select array_agg(distinct ${identifier('be.isbn')}) as isbns
                       from book_editions be where be.book_id = b.id) e on true
  left join lateral (select array_agg(ct.name order by bc.role, bc.position) as names
                       from book_contributors bc
                       join contributors ct on ct.id = bc.contributor_id
                      where bc.book_id = b.id) c on true
 ${where}`;

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

/** Snippets holding TeX (`$`), of every document or of `only`, rewritten as plain text. */
async function plainSnippets(tx: DbSession, only?: DocumentIds): Promise<void> {
  const rows = await tx.query<{ kind: string; id: number; snippet_zh: string; snippet_en: string }>(
    `select kind, id, snippet_zh, snippet_en from search_documents
      where (snippet_zh like '%$%' or snippet_en like '%$%')
        ${only ? `and ((kind = 'article' and id = any($1::int[])) or (kind = 'book' and id = any($2::int[])))` : ''}`,
    only ? [only.articleIds, only.bookIds] : [],
  );
  if (rows.length === 0) return;
  await tx.query(
    `update search_documents d set snippet_zh = p.snippet_zh, snippet_en = p.snippet_en
       from unnest($1::text[], $2::int[], $3::text[], $4::text[])
            as p (kind, id, snippet_zh, snippet_en)
      where d.kind = p.kind and d.id = p.id`,
    [
      rows.map((row) => row.kind),
      rows.map((row) => row.id),
      rows.map((row) => texToText(row.snippet_zh)),
      rows.map((row) => texToText(row.snippet_en)),
    ],
  );
}

/** Articles and books whose documents are to be brought up to date. */
export interface DocumentIds {
  articleIds: readonly number[];
  bookIds: readonly number[];
}

export async function refreshSearchIndex(tx: DbSession): Promise<void> {
  await tx.exec('delete from search_documents');
  for (const statement of [articles(), books(), NEWS]) await tx.exec(statement);
  await plainSnippets(tx);
  // Fresh statistics, so that the planner weighs the GIN index against a scan correctly.
  await tx.exec('analyze search_documents');
}

/**
 * Brings the documents of some articles and books up to date (written, changed or gone) and
 * leaves every other document as it is: what an import changed, without rewriting the whole
 * index (15,000 rows) for one article. An article's snippet goes in as plain text at once: an
 * update of the documents after them, as the whole index has, took PGlite 60-100 ms for twenty
 * articles (each row and its search index written twice), while readers waited.
 */
export async function refreshSearchDocuments(tx: DbSession, ids: DocumentIds): Promise<void> {
  const articleIds = [...new Set(ids.articleIds)];
  const bookIds = [...new Set(ids.bookIds)];
  if (!articleIds.length && !bookIds.length) return;
  await tx.query(
    `delete from search_documents
      where (kind = 'article' and id = any($1::int[])) or (kind = 'book' and id = any($2::int[]))`,
    [articleIds, bookIds],
  );
  if (articleIds.length) {
    const withTex = await tx.query<{ id: number; abstract_zh: string; abstract_en: string }>(
      `select id, abstract_zh, abstract_en from articles
        where id = any($1::int[]) and (abstract_zh like '%$%' or abstract_en like '%$%')`,
      [articleIds],
    );
    await tx.query(articles('where a.id = any($1::int[])', { plainSnippets: true }), [
      articleIds,
      withTex.map((row) => row.id),
      withTex.map((row) => texToText(row.abstract_zh)),
      withTex.map((row) => texToText(row.abstract_en)),
    ]);
  }
  if (bookIds.length) {
    await tx.query(books('where b.id = any($1::int[])'), [bookIds]);
    await plainSnippets(tx, { articleIds: [], bookIds });
  }
}
