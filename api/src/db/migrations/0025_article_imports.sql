-- What a JATS article says that the articles table did not keep (issue 31): the publisher's own
-- articles are imported from JATS and exported as JATS, and the round trip loses nothing.
--
-- title_zh, abstract_zh and keywords_zh stay not null: an article without a Chinese translation
-- keeps its original text there, so every page, list, feed and search document that reads the
-- Chinese column shows the original without a fallback of its own; the export writes a
-- translation only where the two languages differ.

alter table articles
  add column subtitle_zh text,
  add column subtitle_en text,
  add column elocation_id text check (elocation_id <> ''),
  -- JATS's @article-type: research-article, review-article, correction, ...
  add column article_type text not null default 'research-article' check (article_type ~ '^[a-z-]+$'),
  -- Mathematical Reviews and zbMATH Open ids, as the file gives them (MR1234567, 1234.56789).
  add column mr_id text check (mr_id <> ''),
  add column zbl_id text check (zbl_id <> ''),
  add column license_url text check (license_url ~ '^https?://'),
  -- The JATS <body>, as the file had it; a later issue renders it as the full text.
  add column body_jats text,
  -- The PDF the publisher sent, in the upload store, and its SHA-256 (so the same PDF sent again
  -- changes nothing); without one the PDF route generates the article's PDF.
  add column pdf_key text,
  add column pdf_sha256 text check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  add constraint articles_subtitle_pairs check ((subtitle_zh is null) = (subtitle_en is null)),
  add constraint articles_pdf_pairs check ((pdf_key is null) = (pdf_sha256 is null));

-- Any real DOI (the seed's were all 10.5555/), as article_references admits; and an article in an
-- issue is located by its pages or, online-only journals' way, by its elocation-id.
do $$
declare
  old_check record;
begin
  for old_check in
    select conname from pg_constraint
     where conrelid = 'articles'::regclass and contype = 'c'
       and (pg_get_constraintdef(oid) like '%10.5555/%'
            or pg_get_constraintdef(oid) like '%published_date IS NOT NULL) AND (first_page IS NOT NULL%')
  loop
    execute format('alter table articles drop constraint %I', old_check.conname);
  end loop;
end;
$$;
alter table articles
  add constraint articles_doi_syntax check (doi ~ '^10\.[0-9]{4,9}/\S+$'),
  add constraint articles_published_located check (
    (status = 'published') =
      (published_date is not null and (first_page is not null or elocation_id is not null))
  );

alter table article_authors
  add column orcid text check (orcid ~ '^[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$'),
  -- The affiliation's institution in the Research Organization Registry (https://ror.org/...).
  add column ror text check (ror ~ '^https://ror\.org/0[a-z0-9]{8}$'),
  add column email text check (email ~ '^[^@\s]+@[^@\s]+$'),
  -- CRediT roles (or the file's own role names), in the file's order.
  add column roles text[] not null default '{}',
  add column corresponding boolean not null default false;

-- Who paid for the work: one row per funder with its award numbers, in the file's order.
create table article_funding (
  article_id integer not null references articles (id) on delete cascade,
  position integer not null check (position > 0),
  funder text not null check (funder <> ''),
  award_ids text[] not null default '{}',
  primary key (article_id, position)
);

-- A public table: a change raises the catalogue's revision (migration 0017).
create trigger article_funding_changes_catalogue
  after insert or update or delete or truncate on article_funding
  for each statement execute function bump_catalogue_revision();

-- An import finds an article by its DOI, whatever its case, and points the references naming
-- that DOI at it ("cited by"): without these, each imported article read every reference.
create index articles_doi_lower_idx on articles (lower(doi));
create index article_references_doi_lower_idx on article_references (lower(doi))
  where doi is not null;
