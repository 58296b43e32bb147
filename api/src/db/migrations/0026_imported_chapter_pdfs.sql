-- Chapters imported from BITS (issue 31) may come with their own PDF, kept in the upload store
-- under its key and served, after the access check, instead of the generated one. Its SHA-256
-- tells a re-import of the same file from a new PDF, so the same file again changes nothing.
-- book_chapters already bumps the catalogue revision (migration 0017).

alter table book_chapters
  add column pdf_storage_key text,
  add column pdf_sha256 text check (pdf_sha256 ~ '^[0-9a-f]{64}$'),
  add constraint book_chapters_pdf_pairs check ((pdf_storage_key is null) = (pdf_sha256 is null));
