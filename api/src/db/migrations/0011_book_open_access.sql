-- Open access to books, as articles have it: a whole book free for everyone to read (each of its
-- chapters with it), or one chapter free in a book that is otherwise sold (a sample chapter).
-- Previews of either are open too, whatever books.preview_denied says.

alter table books add column open_access boolean not null default false;
alter table book_chapters add column open_access boolean not null default false;
