-- A chapter's pages are optional: a born-digital book's parts (AMS's BITS for a book published
-- online first) carry no fpage/lpage until the print edition is paged. Both or neither: a first
-- page alone would print as a range with no end.
alter table book_chapters alter column first_page drop not null;
alter table book_chapters alter column last_page drop not null;
alter table book_chapters
  add constraint book_chapters_pages_both_or_neither
  check ((first_page is null) = (last_page is null));
