-- Each article's reference list as printed, and which of its references are articles of our own
-- journals: an article's page lists its references in order and the articles citing it.

create table article_references (
  article_id integer not null references articles (id) on delete cascade,
  -- Its number in the list, from 1.
  position integer not null check (position > 0),
  -- As printed: authors, title, source, year; TeX kept.
  text text not null check (text <> ''),
  -- Without a resolver; null for works that have none (old books, proceedings).
  doi text check (doi ~ '^10\.[0-9]{4,9}/\S+$'),
  -- The cited work when it is an article of our journals; the reference outlives its removal.
  cited_article_id integer references articles (id) on delete set null,
  primary key (article_id, position),
  check (cited_article_id <> article_id)
);
-- "Cited by": the articles citing one, from the few references that point into the catalogue.
create index article_references_cited_idx on article_references (cited_article_id, article_id)
  where cited_article_id is not null;

-- A public table: a change raises the catalogue's revision (migration 0017).
create trigger article_references_changes_catalogue
  after insert or update or delete or truncate on article_references
  for each statement execute function bump_catalogue_revision();
