-- Uploaded bytes are kept in the upload store (files, or an object store with an S3-compatible
-- API), not in the catalogue database: large uploads held up every reader's queries. A row keeps
-- the key of its bytes there. Rows from before keep their bytes in `content` and are served from
-- it; uploading the same bytes again moves them to the store.

alter table uploads alter column content drop not null;
alter table uploads add column storage_key text unique;
alter table uploads
  add constraint uploads_bytes_kept_once check ((storage_key is null) <> (content is null));
