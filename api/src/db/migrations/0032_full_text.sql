-- The full text in the page (issue 32). A citation in an article's body names its reference by
-- the JATS `ref`'s id: the reference list keeps that id, so the citation links to its entry.
alter table article_references
  add column ref_id text check (ref_id ~ '^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$');
create unique index article_references_ref_id_idx on article_references (article_id, ref_id)
  where ref_id is not null;

-- The images of an article's figures, by the name its body's `graphic` gives (`xlink:href`),
-- with their size in pixels: the page reserves the figure's place before the image arrives.
create table article_figures (
  article_id integer not null references articles (id) on delete cascade,
  name text not null check (name ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$'),
  media_type text not null
    check (media_type in ('image/svg+xml', 'image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  width integer not null check (width between 1 and 20000),
  height integer not null check (height between 1 and 20000),
  data bytea not null check (octet_length(data) between 1 and 20971520),
  primary key (article_id, name)
);

-- Public tables: a change raises the catalogue's revision (migration 0017).
create trigger article_figures_changes_catalogue
  after insert or update or delete or truncate on article_figures
  for each statement execute function bump_catalogue_revision();

-- The body's words as plain text (formulas left out), which search indexes and cuts a hit's
-- context from when the match is in the full text. Written with `body_jats`.
alter table articles add column body_text text;
alter table articles alter column body_text set storage external;
