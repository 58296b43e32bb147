-- Full-text search over articles, books and news: one row per searchable item, rebuilt from the
-- catalogue by refreshSearchIndex (src/db/seed/search-index.ts) whenever the catalogue is seeded.
--
-- Built-in configurations only (no zhparser, no pg_trgm), so it runs on PGlite as on PostgreSQL:
-- `document` holds the English texts stemmed by 'english', weighted title A, authors and
-- keywords B, abstract, summary or book series and description C, news bodies D. Chinese has no
-- word breaks a built-in parser knows, so Chinese queries match `zh_text` (the Chinese texts,
-- lower-cased) by substring instead.

create table search_documents (
  kind text not null check (kind in ('article', 'book', 'news')),
  id integer not null,
  title_zh text not null,
  title_en text not null,
  -- Article authors or book contributors, in their order.
  authors text[] not null default '{}',
  -- Filters: journal and open access exist for articles only, MSC codes for articles and books.
  journal_id integer references journals (id) on delete cascade,
  open_access boolean,
  msc text[] not null default '{}',
  year integer not null,
  -- Publication date (or online, or acceptance date) for "newest first".
  sort_date date not null,
  -- Abstract, summary or description: what a hit's snippet is cut from.
  snippet_zh text not null,
  snippet_en text not null,
  zh_text text not null,
  document tsvector not null,
  primary key (kind, id),
  check ((kind = 'article') = (journal_id is not null)),
  check ((kind = 'article') = (open_access is not null))
);
-- Searches read `document` of every candidate row: kept inline and uncompressed (MAIN is moved
-- out of the row last), while the texts, read only for one page of hits or for a Chinese query,
-- are the first to leave the row. Compressed or out-of-line vectors made ranking ten times slower
-- on PGlite.
alter table search_documents
  alter column document set storage main,
  alter column snippet_zh set storage external,
  alter column snippet_en set storage external,
  alter column zh_text set storage external;
create index search_documents_document_idx on search_documents using gin (document);
create index search_documents_journal_idx on search_documents (journal_id) where journal_id is not null;
