-- One number that changes whenever the public catalogue does, however it changes (the seed, an
-- editor's SQL, a future admin screen). Every API process compares it with the number its cached
-- answers were read at, so a change reaches every process's cache.

create table catalogue_revision (
  only_row boolean primary key default true check (only_row),
  revision bigint not null
);
insert into catalogue_revision (revision) values (1);

create function bump_catalogue_revision() returns trigger language plpgsql as $$
begin
  update catalogue_revision set revision = revision + 1;
  return null;
end;
$$;

-- The tables public answers are read from; readers' own rows (accounts, orders, history,
-- organizations' access) are never in a shared answer, so they are not here.
do $$
declare
  catalogue_table text;
begin
  foreach catalogue_table in array array[
    'subjects', 'journals', 'book_series', 'contributors', 'books', 'book_contributors', 'news',
    'ordering_categories', 'system_params', 'journal_prices', 'editor_roles', 'editors',
    'volumes', 'issues', 'msc_codes', 'articles', 'article_msc_codes', 'article_authors',
    'book_chapters', 'book_chapter_authors', 'book_tags', 'book_tag_links', 'faq_categories',
    'faqs', 'ordering_details', 'contacts', 'areas', 'search_documents', 'book_editions'
  ] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I
         for each statement execute function bump_catalogue_revision()',
      catalogue_table || '_changes_catalogue', catalogue_table
    );
  end loop;
end;
$$;
